import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrencies } from './currency-api';
import { startTestServer, type TestServer } from './http-test-server';
import { createMainApi } from './main-api';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function mainApiOnTestServer() {
  const reportError = vi.fn();
  const api = createMainApi(
    { getToken: () => null, getLanguage: () => 'en', onUnauthorized: vi.fn(), reportError },
    { mainApiBase: `${server.url}/main/api/v1` },
  );
  return { api, reportError };
}

describe('getCurrencies', () => {
  it('GETs {main}/product-currencies and gives the list in camelCase', async () => {
    server.handle(() => ({
      json: {
        data: [
          { code: 'VND', is_default: true, name: 'Vietnamese dong', symbol: 'đ' },
          { code: 'USD', is_default: false, name: 'US dollar', symbol: '$' },
        ],
      },
    }));
    const { api } = mainApiOnTestServer();
    await expect(getCurrencies(api)).resolves.toEqual([
      { code: 'VND', isDefault: true, name: 'Vietnamese dong', symbol: 'đ' },
      { code: 'USD', isDefault: false, name: 'US dollar', symbol: '$' },
    ]);
    expect(server.received[0]).toMatchObject({ method: 'GET', url: '/main/api/v1/product-currencies' });
    expect(server.received[0].headers['accept-language']).toBe('en');
  });

  it('swallows a failure: null, after logging and reporting it', async () => {
    server.handle(() => ({ status: 500, json: { error: { code: 'internal', message: 'Down' } } }));
    const { api, reportError } = mainApiOnTestServer();
    await expect(getCurrencies(api)).resolves.toBeNull();
    expect(reportError).toHaveBeenCalledOnce();
    expect(console.error).toHaveBeenCalledOnce();
  });

  it('swallows a response that breaks the contract: null', async () => {
    server.handle(() => ({ json: { data: [{ code: 'VND' }] } }));
    const { api } = mainApiOnTestServer();
    await expect(getCurrencies(api)).resolves.toBeNull();
  });
});
