import { describe, expect, it, vi } from 'vitest';
import { mergeAnonymousUser, requestSigninCode, signOut, verifySigninCode } from './auth';
import { authEndpoints } from './contract/auth';
import { urlOf } from './contract/endpoint';
import { useTestServer } from './http-test-server';
import { ApiError } from './errors';

const api = useTestServer();

const CLIENT_ID = '5b0c2b7e-0f4e-4f0b-8d8c-8f1f7d3e2a10';
const TOKEN = 'k'.repeat(40);

function portal(token: string | null = null) {
  const onUnauthorized = vi.fn();
  const client = api.client('portal', { getToken: () => token, getLanguage: () => 'vi', getClientId: () => CLIENT_ID, getDeviceId: () => CLIENT_ID, onUnauthorized });
  return { client, onUnauthorized };
}

describe('sign-in calls', () => {
  it('asks for a code in snake_case and reads where it went', async () => {
    api.server.handle(() => ({ json: { data: { otp_key: '+84912345678', otp_method: 'zalo', expires_in: 300, resend_in: 60 } } }));
    await expect(requestSigninCode(portal().client, { otpKey: '0912345678', otpMethod: 'zalo' })).resolves.toEqual({
      otpKey: '+84912345678',
      otpMethod: 'zalo',
      expiresIn: 300,
      resendIn: 60,
    });
    const request = api.sent();
    expect(request).toMatchObject({ method: 'POST', url: urlOf(authEndpoints.signin) });
    expect(request.body).toEqual({ otp_key: '0912345678', otp_method: 'zalo' });
    expect(request.headers['accept-language']).toBe('vi');
    expect(request.headers.authorization).toBeUndefined();
  });

  it('verifies the code with the Device-ID and User-Client-Id headers (the sign-in merges what this browser made) and reads the token', async () => {
    api.server.handle(() => ({ json: { data: { key: TOKEN, token_type: 'Token', expires_at: '2030-01-01T00:00:00Z', is_new_user: true } } }));
    await expect(verifySigninCode(portal().client, { otpKey: '+84912345678', otp: '123456' })).resolves.toEqual({
      key: TOKEN,
      tokenType: 'Token',
      expiresAt: '2030-01-01T00:00:00Z',
      isNewUser: true,
    });
    const request = api.sent();
    expect(request).toMatchObject({ url: urlOf(authEndpoints.otpVerify) });
    expect(request.body).toEqual({ otp_key: '+84912345678', otp: '123456' });
    expect(request.headers['device-id']).toBe(CLIENT_ID);
    expect(request.headers['user-client-id']).toBe(CLIENT_ID);
  });

  it('groups the localised "invalid code" 400 under otp_invalid', async () => {
    api.server.handle(() => ({ status: 400, headers: { 'content-language': 'vi' }, json: { error: { code: 'otp_invalid', message: 'OTP không hợp lệ' } } }));
    const error = await verifySigninCode(portal().client, { otpKey: '+84912345678', otp: '000000' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('otp_invalid');
  });

  it('knows the code voided by too many wrong guesses', async () => {
    api.server.handle(() => ({ status: 400, json: { error: { code: 'otp_attempts_exceeded', message: 'Too many wrong codes. Request a new code.' } } }));
    await expect(verifySigninCode(portal().client, { otpKey: '+84912345678', otp: '000000' })).rejects.toMatchObject({ status: 400, code: 'otp_attempts_exceeded' });
  });

  it('merges the anonymous user with the token and the User-Client-Id header', async () => {
    api.server.handle(() => ({ json: { data: { client_id: CLIENT_ID, merged: { kid_quiz_results: 2 } } } }));
    await expect(mergeAnonymousUser(portal(TOKEN).client)).resolves.toEqual({ clientId: CLIENT_ID, merged: { kidQuizResults: 2 } });
    const request = api.sent();
    expect(request).toMatchObject({ method: 'POST', url: urlOf(authEndpoints.merge) });
    expect(request.headers.authorization).toBe(`Token ${TOKEN}`);
    expect(request.headers['user-client-id']).toBe(CLIENT_ID);
  });

  it('signs out with the token (204, no body); a 401 is reported to the session', async () => {
    api.server.handle(() => ({ status: 204 }));
    const { client, onUnauthorized } = portal(TOKEN);
    await expect(signOut(client)).resolves.toBeUndefined();
    expect(api.sent()).toMatchObject({ method: 'POST', url: urlOf(authEndpoints.signout) });
    expect(api.sent().headers.authorization).toBe(`Token ${TOKEN}`);

    api.server.handle(() => ({ status: 401, json: { error: { code: 'unauthorized', message: 'Please sign in' } } }));
    await expect(signOut(client)).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
