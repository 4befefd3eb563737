import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiSession, liveApiSession } from './api-session';
import { API_BASES } from './contract/endpoint';
import { useTestServer } from './http-test-server';
import { createPortalApi } from './portal-api';

const harness = useTestServer();
afterEach(() => {
  configureApiSession({ getToken: () => null, getLanguage: () => 'en', onUnauthorized: () => {} });
});

const portalOnTestServer = () => createPortalApi({ ...liveApiSession, reportError: vi.fn() }, { portalApiBase: `${harness.server.url}${API_BASES.portal}` });

describe('the live session of the default clients', () => {
  it('acts signed out in English before the app configures it', async () => {
    harness.server.handle(() => ({ json: {} }));
    await portalOnTestServer().request('/user-profile');
    const received = harness.server.received.at(-1);
    expect(received?.url).toBe(`${API_BASES.portal}/user-profile`);
    expect(received?.headers['accept-language']).toBe('en');
    expect(received?.headers.authorization).toBeUndefined();
  });

  it('uses the session configured after the client was made, including sign-out on 401', async () => {
    const api = portalOnTestServer();
    const onUnauthorized = vi.fn();
    configureApiSession({
      getToken: () => 'key-1',
      getLanguage: () => 'th',
      getClientId: () => 'anon-7',
      onUnauthorized,
    });
    harness.server.handle(() => ({ status: 401, json: { error: { code: 'unauthorized', message: 'Expired' } } }));
    await expect(api.request('/anonymous-user/merge/', { method: 'POST', withClientId: true })).rejects.toMatchObject({ status: 401 });
    const received = harness.server.received.at(-1);
    expect(received?.headers).toMatchObject({ authorization: 'Token key-1', 'accept-language': 'th', 'user-client-id': 'anon-7' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('hands the client id an answer issues to the configured session', async () => {
    const api = portalOnTestServer();
    const setClientId = vi.fn();
    configureApiSession({ getToken: () => null, getLanguage: () => 'en', setClientId, onUnauthorized: () => {} });
    harness.server.handle(() => ({ status: 201, headers: { 'user-client-id': 'issued.signature' }, json: { data: {} } }));
    await api.request('/kid-quiz/results/', { method: 'POST' });
    expect(setClientId).toHaveBeenCalledWith('issued.signature');
  });
});
