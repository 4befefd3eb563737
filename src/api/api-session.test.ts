import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApiSession, liveApiSession } from './api-session';
import { startTestServer, type TestServer } from './http-test-server';
import { createPortalApi } from './portal-api';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
  configureApiSession({ getToken: () => null, getLanguage: () => 'en', onUnauthorized: () => {} });
});

describe('the live session of the default clients', () => {
  it('acts signed out in English before the app configures it', async () => {
    server.handle(() => ({ json: {} }));
    const api = createPortalApi({ ...liveApiSession, reportError: vi.fn() }, { portalApiBase: `${server.url}/portal/api/v1` });
    await api.request('/user-profile');
    const received = server.received.at(-1);
    expect(received?.url).toBe('/portal/api/v1/user-profile');
    expect(received?.headers['accept-language']).toBe('en');
    expect(received?.headers.authorization).toBeUndefined();
  });

  it('uses the session configured after the client was made, including sign-out on 401', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createPortalApi({ ...liveApiSession, reportError: vi.fn() }, { portalApiBase: `${server.url}/portal/api/v1` });
    const onUnauthorized = vi.fn();
    configureApiSession({
      getToken: () => 'key-1',
      getLanguage: () => 'th',
      getClientId: () => 'anon-7',
      onUnauthorized,
    });
    server.handle(() => ({ status: 401, json: { error: { code: 'unauthorized', message: 'Expired' } } }));
    await expect(api.request('/anonymous-user/merge/', { method: 'POST', withClientId: true })).rejects.toMatchObject({ status: 401 });
    const received = server.received.at(-1);
    expect(received?.headers).toMatchObject({ authorization: 'Token key-1', 'accept-language': 'th', 'user-client-id': 'anon-7' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
