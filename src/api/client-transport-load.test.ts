import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from './errors';

/**
 * The client's transport (client-transport.ts) loads with the first request (docs/performance.md,
 * "Bundle budget"). When its file cannot be fetched the call fails as a network failure, logged,
 * reported and signalled like every other failure, and the next call tries the load again.
 */
afterEach(() => {
  vi.doUnmock('./client-transport');
  vi.resetModules();
});

describe('the transport that cannot be loaded', () => {
  it('fails the call as a network failure, reported, and is tried again by the next call', async () => {
    let loads = 0;
    vi.doMock('./client-transport', () => {
      loads += 1;
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { createApiClient } = await import('./client');
    const { setApiFailureLog } = await import('./failure-log');
    const failures = vi.fn();
    setApiFailureLog(failures);
    const deps = { getToken: () => null, getLanguage: () => 'vi', onUnauthorized: vi.fn(), onError: vi.fn(), reportError: vi.fn() };
    const api = createApiClient({ baseURL: 'http://127.0.0.1:9', ...deps });

    const error = (await api.request('/currencies/').catch((reason: unknown) => reason)) as ApiError;
    expect(error).toMatchObject({ name: 'ApiError', status: 0, code: 'network' });
    expect(failures).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', path: '/currencies/', code: 'network' }));
    expect(deps.reportError).toHaveBeenCalledOnce();
    expect(deps.onError).toHaveBeenCalledWith(error);
    expect(deps.onUnauthorized).not.toHaveBeenCalled();

    await expect(api.request('/currencies/')).rejects.toMatchObject({ code: 'network' });
    expect(loads).toBe(2);
  });
});
