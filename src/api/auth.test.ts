import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeAnonymousUser, requestSigninCode, signOut, verifySigninCode } from './auth';
import { createPortalApi } from './portal-api';
import { startTestServer, type TestServer } from './http-test-server';
import { ApiError } from './errors';

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

const CLIENT_ID = '5b0c2b7e-0f4e-4f0b-8d8c-8f1f7d3e2a10';
const TOKEN = 'k'.repeat(40);

function portalOnTestServer(token: string | null = null) {
  const onUnauthorized = vi.fn();
  const api = createPortalApi(
    { getToken: () => token, getLanguage: () => 'vi', getClientId: () => CLIENT_ID, getDeviceId: () => CLIENT_ID, onUnauthorized, reportError: vi.fn() },
    { portalApiBase: `${server.url}/portal/api/v1` },
  );
  return { api, onUnauthorized };
}

describe('sign-in calls', () => {
  it('asks for a code in snake_case and reads where it went', async () => {
    server.handle(() => ({ json: { data: { otp_key: '+84912345678', otp_method: 'zalo', expires_in: 300, resend_in: 60 } } }));
    const { api } = portalOnTestServer();
    await expect(requestSigninCode(api, { otpKey: '0912345678', otpMethod: 'zalo' })).resolves.toEqual({
      otpKey: '+84912345678',
      otpMethod: 'zalo',
      expiresIn: 300,
      resendIn: 60,
    });
    const [request] = server.received;
    expect(request).toMatchObject({ method: 'POST', url: '/portal/api/v1/mobile-auth/signin/' });
    expect(JSON.parse(request.body)).toEqual({ otp_key: '0912345678', otp_method: 'zalo' });
    expect(request.headers['accept-language']).toBe('vi');
    expect(request.headers.authorization).toBeUndefined();
  });

  it('verifies the code with the Device-ID header and reads the token', async () => {
    server.handle(() => ({ json: { data: { key: TOKEN, token_type: 'Token', expires_at: '2030-01-01T00:00:00Z', is_new_user: true } } }));
    const { api } = portalOnTestServer();
    await expect(verifySigninCode(api, { otpKey: '+84912345678', otp: '123456' })).resolves.toEqual({
      key: TOKEN,
      tokenType: 'Token',
      expiresAt: '2030-01-01T00:00:00Z',
      isNewUser: true,
    });
    const [request] = server.received;
    expect(request.url).toBe('/portal/api/v1/mobile-auth/signin/otp-verify/');
    expect(request.headers['device-id']).toBe(CLIENT_ID);
    expect(request.headers['user-client-id']).toBeUndefined();
    expect(JSON.parse(request.body)).toEqual({ otp_key: '+84912345678', otp: '123456' });
  });

  it('groups the localised "invalid code" 400 under otp_invalid', async () => {
    server.handle(() => ({ status: 400, headers: { 'content-language': 'vi' }, json: { error: { code: 'otp_invalid', message: 'OTP không hợp lệ' } } }));
    const { api } = portalOnTestServer();
    const error = await verifySigninCode(api, { otpKey: '+84912345678', otp: '000000' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('otp_invalid');
  });

  it('merges the anonymous user with the token and the User-Client-Id header', async () => {
    server.handle(() => ({ json: { data: { client_id: CLIENT_ID, merged: { kid_quiz_results: 2 } } } }));
    const { api } = portalOnTestServer(TOKEN);
    await expect(mergeAnonymousUser(api)).resolves.toEqual({ clientId: CLIENT_ID, merged: { kidQuizResults: 2 } });
    const [request] = server.received;
    expect(request).toMatchObject({ method: 'POST', url: '/portal/api/v1/anonymous-user/merge/' });
    expect(request.headers.authorization).toBe(`Token ${TOKEN}`);
    expect(request.headers['user-client-id']).toBe(CLIENT_ID);
  });

  it('signs out with the token (204, no body); a 401 is reported to the session', async () => {
    server.handle(() => ({ status: 204 }));
    const { api, onUnauthorized } = portalOnTestServer(TOKEN);
    await expect(signOut(api)).resolves.toBeUndefined();
    expect(server.received[0]).toMatchObject({ method: 'POST', url: '/portal/api/v1/mobile-auth/signout/' });
    expect(server.received[0].headers.authorization).toBe(`Token ${TOKEN}`);

    server.handle(() => ({ status: 401, json: { error: { code: 'unauthorized', message: 'Please sign in' } } }));
    await expect(signOut(api)).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
