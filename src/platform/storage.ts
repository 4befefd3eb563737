/**
 * Safe access to browser storage (spec section 8: "A failed browser-storage check logs an error
 * and marks storage unavailable").
 *
 * Storage can be missing or throwing (Safari private mode with a zero quota, cookies blocked, a
 * sandboxed iframe or mini-app host where merely reading `window.localStorage` throws
 * SecurityError). The first use runs a probe; after a failed probe every helper is a no-op
 * (reads give null), so callers never need their own try/catch.
 */

/** Local storage keys from the spec (section 3, "Storage keys in the browser"). */
export const STORAGE_KEYS = {
  selectedCurrencyCode: 'selectedCurrencyCode',
  cartId: 'cartId',
  authToken: 'authToken',
  geneticTestInformationToken: 'geneticTestInformationToken',
  surveyToken: 'surveyToken',
  /**
   * The anonymous user's client id: a random UUID made here at first, then the id the server
   * issued (`<uuid>.<signature>`, from the User-Client-Id response header), which replaces it.
   */
  clientId: 'clientId',
  /** A promotion code given before the cart had a package ("use this code"): it waits there across reloads until applied or refused. */
  pendingPromotionCode: 'pendingPromotionCode',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const PROBE_KEY = '__genewell_storage_probe__';

let target: Storage | null = null;
let available: boolean | null = null;

/**
 * Writes, reads back and removes a probe key. Remembers the storage and the outcome for the other
 * helpers; calling it again (e.g. with another Storage in tests) re-checks. With no argument it
 * uses window.localStorage, read inside the try because the getter itself may throw.
 */
export function checkStorage(storage?: Storage): boolean {
  target = null;
  try {
    const candidate = storage ?? window.localStorage;
    const probe = String(Date.now());
    candidate.setItem(PROBE_KEY, probe);
    const readBack = candidate.getItem(PROBE_KEY);
    candidate.removeItem(PROBE_KEY);
    if (readBack !== probe) throw new Error('Storage probe read back a different value');
    target = candidate;
    available = true;
  } catch (error) {
    console.error('Browser storage is unavailable', error);
    available = false;
  }
  return available;
}

/** Runs the probe on first use. */
export function isStorageAvailable(): boolean {
  return available ?? checkStorage();
}

function usableStorage(): Storage | null {
  return isStorageAvailable() ? target : null;
}

/** The stored value, or null when absent, unavailable or the read throws. */
export function readItem(key: string): string | null {
  const storage = usableStorage();
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch (error) {
    console.error(`Could not read "${key}" from browser storage`, error);
    return null;
  }
}

/** True when written; false when unavailable or the write throws (e.g. quota exceeded). */
export function writeItem(key: string, value: string): boolean {
  const storage = usableStorage();
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch (error) {
    console.error(`Could not write "${key}" to browser storage`, error);
    return false;
  }
}

export function removeItem(key: string): void {
  const storage = usableStorage();
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch (error) {
    console.error(`Could not remove "${key}" from browser storage`, error);
  }
}

let memoryClientId: string | null = null;

/**
 * The client id: created once with crypto.randomUUID and kept in local storage. When storage is
 * unavailable the id lives in memory, so it is at least stable for this page's lifetime.
 * crypto.randomUUID exists only in secure contexts (https, localhost); on plain http (a phone
 * testing against a LAN address) a v4 UUID is built from crypto.getRandomValues instead.
 */
export function getClientId(): string {
  const stored = readItem(STORAGE_KEYS.clientId);
  if (stored) return stored;
  const id = memoryClientId ?? randomUuid();
  memoryClientId = writeItem(STORAGE_KEYS.clientId, id) ? null : id;
  return id;
}

/**
 * Keeps the client id the server issued (the User-Client-Id response header) in place of the one
 * held so far; only an id the server signed lets a later sign-in claim what was made under it.
 */
export function storeClientId(id: string): void {
  if (!id || readItem(STORAGE_KEYS.clientId) === id) return;
  memoryClientId = writeItem(STORAGE_KEYS.clientId, id) ? null : id;
}

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
