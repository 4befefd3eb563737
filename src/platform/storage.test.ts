// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as StorageModule from './storage';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// The module keeps the probe result, so every test gets a fresh copy.
let storage: typeof StorageModule;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  vi.resetModules();
  window.localStorage.clear();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  storage = await import('./storage');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function quotaError(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

/** Writing to storage throws a quota error: every time, or only the first time. */
function failWrites(times: 'always' | 'once' = 'always') {
  const setItem = vi.spyOn(Storage.prototype, 'setItem');
  const fail = () => {
    throw quotaError();
  };
  return times === 'once' ? setItem.mockImplementationOnce(fail) : setItem.mockImplementation(fail);
}

describe('STORAGE_KEYS', () => {
  it('uses the key names from the spec', () => {
    // Each key is stored under its own name.
    const names = ['selectedCurrencyCode', 'cartId', 'authToken', 'geneticTestInformationToken', 'surveyToken', 'clientId', 'pendingPromotionCode'];
    expect(storage.STORAGE_KEYS).toEqual(Object.fromEntries(names.map((name) => [name, name])));
  });
});

describe('checkStorage', () => {
  it('passes for working local storage and leaves no probe key behind', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    expect(storage.checkStorage()).toBe(true);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(window.localStorage.length).toBe(0);
    expect(storage.isStorageAvailable()).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs an error and marks storage unavailable when writing throws', () => {
    failWrites();
    expect(storage.checkStorage()).toBe(false);
    expect(storage.isStorageAvailable()).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0][1]).toBeInstanceOf(DOMException);
  });

  it('marks storage unavailable when even reading window.localStorage throws', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access denied', 'SecurityError');
      },
    });
    try {
      expect(storage.checkStorage()).toBe(false);
      expect(consoleError).toHaveBeenCalledTimes(1);
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    }
  });

  it('marks storage unavailable when the probe does not read back', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockReturnValue(null);
    expect(storage.checkStorage()).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('checks the storage it is given', () => {
    expect(storage.checkStorage(window.sessionStorage)).toBe(true);
    storage.writeItem(storage.STORAGE_KEYS.cartId, 'cart-1');
    expect(window.sessionStorage.getItem('cartId')).toBe('cart-1');
    expect(window.localStorage.getItem('cartId')).toBeNull();
    window.sessionStorage.clear();
  });

  it('can recover when checked again after a failure', () => {
    const setItem = failWrites('once');
    expect(storage.checkStorage()).toBe(false);
    expect(storage.checkStorage()).toBe(true);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(storage.isStorageAvailable()).toBe(true);
  });
});

describe('isStorageAvailable', () => {
  it('runs the probe on first use only', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    expect(storage.isStorageAvailable()).toBe(true);
    expect(storage.isStorageAvailable()).toBe(true);
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('stays false after a failed first probe without probing again', () => {
    const setItem = failWrites();
    expect(storage.isStorageAvailable()).toBe(false);
    expect(storage.isStorageAvailable()).toBe(false);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('readItem / writeItem / removeItem', () => {
  it('write, read and remove through local storage', () => {
    expect(storage.writeItem(storage.STORAGE_KEYS.authToken, 'token-123')).toBe(true);
    expect(window.localStorage.getItem('authToken')).toBe('token-123');
    expect(storage.readItem(storage.STORAGE_KEYS.authToken)).toBe('token-123');
    storage.removeItem(storage.STORAGE_KEYS.authToken);
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(storage.readItem(storage.STORAGE_KEYS.authToken)).toBeNull();
  });

  it('read null for a missing key', () => {
    expect(storage.readItem('missing')).toBeNull();
  });

  it('do nothing once storage is marked unavailable', () => {
    window.localStorage.setItem('surveyToken', 'kept');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw quotaError();
    });
    storage.checkStorage();
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');

    expect(storage.readItem('surveyToken')).toBeNull();
    expect(storage.writeItem('surveyToken', 'new')).toBe(false);
    storage.removeItem('surveyToken');

    expect(setItem).toHaveBeenCalledTimes(1); // only the failed probe
    expect(getItem).not.toHaveBeenCalled();
    expect(removeItem).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('surveyToken')).toBe('kept');
  });

  it('report a failed write (quota exceeded) after a passing probe instead of throwing', () => {
    storage.checkStorage();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    expect(storage.writeItem('cartId', 'x')).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('turn a throwing read or remove into null / no-op with a logged error', () => {
    storage.checkStorage();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('Access denied', 'SecurityError');
    });
    expect(storage.readItem('cartId')).toBeNull();
    expect(() => storage.removeItem('cartId')).not.toThrow();
    expect(consoleError).toHaveBeenCalledTimes(2);
  });
});

describe('getClientId', () => {
  it('creates a random UUID once and keeps it under the clientId key', () => {
    const randomUUID = vi.spyOn(crypto, 'randomUUID');
    const first = storage.getClientId();
    expect(first).toMatch(UUID_V4);
    expect(window.localStorage.getItem('clientId')).toBe(first);
    expect(storage.getClientId()).toBe(first);
    expect(randomUUID).toHaveBeenCalledTimes(1);
  });

  it('returns an id already stored by an earlier visit', () => {
    window.localStorage.setItem('clientId', '11111111-2222-4333-8444-555555555555');
    const randomUUID = vi.spyOn(crypto, 'randomUUID');
    expect(storage.getClientId()).toBe('11111111-2222-4333-8444-555555555555');
    expect(randomUUID).not.toHaveBeenCalled();
  });

  it('keeps one id in memory when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    const randomUUID = vi.spyOn(crypto, 'randomUUID');
    const first = storage.getClientId();
    expect(first).toMatch(UUID_V4);
    expect(storage.getClientId()).toBe(first);
    expect(randomUUID).toHaveBeenCalledTimes(1);
  });

  it('keeps the id the server issued in place of its own, from then on', () => {
    const own = storage.getClientId();
    const issued = '5b0c2b7e-0f4e-4f0b-8d8c-8f1f7d3e2a10.q3Jb1G2lq2mC9m0cXx3oQfJrW5Qe0wQyq3u2bK2X7nY';
    storage.storeClientId(issued);
    expect(window.localStorage.getItem('clientId')).toBe(issued);
    expect(storage.getClientId()).toBe(issued);
    expect(storage.getClientId()).not.toBe(own);
  });

  it('keeps the issued id in memory when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    storage.getClientId();
    storage.storeClientId('issued-id');
    expect(storage.getClientId()).toBe('issued-id');
  });

  it('builds a v4 UUID from getRandomValues where randomUUID is missing (insecure context)', () => {
    const realCrypto = globalThis.crypto;
    const getRandomValues = vi.fn((array: Uint8Array<ArrayBuffer>) => realCrypto.getRandomValues(array));
    vi.stubGlobal('crypto', { getRandomValues });
    const ids = new Set([storage.getClientId()]);
    window.localStorage.clear();
    ids.add(storage.getClientId());
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(ids.size).toBe(2);
    expect(getRandomValues).toHaveBeenCalledTimes(2);
  });
});
