import { describe, expect, it, vi } from 'vitest';
import { currencyEndpoints } from './contract/currency';
import { API_BASES, urlOf } from './contract/endpoint';
import { getCurrencies } from './currency-api';
import { setApiFailureLog } from './failure-log';
import type { ApiFailure } from './failure-log';
import { useTestServer } from './http-test-server';
import { createMainApi } from './main-api';

const api = useTestServer();

/** The Main API client as the app makes it, on the test server. */
function mainApiOnTestServer() {
  const reportError = vi.fn();
  const client = createMainApi(
    { getToken: () => null, getLanguage: () => 'en', onUnauthorized: vi.fn(), reportError },
    { mainApiBase: `${api.server.url}${API_BASES.main}` },
  );
  return { client, reportError };
}

describe('getCurrencies', () => {
  it('GETs the currencies and gives the list in camelCase', async () => {
    api.server.handle(() => ({
      json: {
        data: [
          { code: 'VND', is_default: true, name: 'Vietnamese dong', symbol: 'đ' },
          { code: 'USD', is_default: false, name: 'US dollar', symbol: '$' },
        ],
      },
    }));
    await expect(getCurrencies(mainApiOnTestServer().client)).resolves.toEqual([
      { code: 'VND', isDefault: true, name: 'Vietnamese dong', symbol: 'đ' },
      { code: 'USD', isDefault: false, name: 'US dollar', symbol: '$' },
    ]);
    expect(api.sent()).toMatchObject({ method: 'GET', url: urlOf(currencyEndpoints.list) });
    expect(api.sent().headers['accept-language']).toBe('en');
  });

  it('swallows a failure: null, after logging and reporting it', async () => {
    api.server.handle(() => ({ status: 500, json: { error: { code: 'internal', message: 'Down' } } }));
    const failures: ApiFailure[] = [];
    setApiFailureLog((failure) => failures.push(failure));
    const { client, reportError } = mainApiOnTestServer();
    try {
      await expect(getCurrencies(client)).resolves.toBeNull();
    } finally {
      setApiFailureLog(() => {});
    }
    expect(reportError).toHaveBeenCalledOnce();
    // One line in the API client's failure log (src/api/failure-log.ts), which the browser writes to the console.
    expect(failures).toEqual([expect.objectContaining({ method: 'GET', status: 500, code: 'internal' })]);
  });

  it('swallows a response that breaks the contract: null', async () => {
    api.server.handle(() => ({ json: { data: [{ code: 'VND' }] } }));
    await expect(getCurrencies(mainApiOnTestServer().client)).resolves.toBeNull();
  });
});
