import { FetchError } from 'ofetch';
import type { AuthToken, OtpMethod, OtpSent } from '../../api/contract/auth';
import { checkPhone } from './phone-check';
import type { UserProfile } from '../../api/contract/user-profile';
import { ApiError } from '../../api/errors';
import type { ApiErrorCode } from '../../api/errors';
import type { authMachine } from './auth.machine';
import type { FakeCalls } from './fake-calls';

/** Shared by the sign-in, profile and account tests: answers as the Portal API gives them. */

export const DEVICE_ID = '0b7e7c1e-3f0e-4d7a-9a55-1f1d6a2f9c11';
export const STORED_TOKEN = 'stored-token-0123456789abcdef0123456789abcdef';
export const NEW_TOKEN = 'fresh-token-0123456789abcdef0123456789abcdef01';

/** A Vietnamese mobile number (Zalo offered), as typed and in E.164. */
export const MOBILE = '0912 345 678';
export const MOBILE_E164 = '+84912345678';
/** A Ho Chi Minh City landline: valid, SMS only. */
export const LANDLINE = '028 3812 3456';
export const LANDLINE_E164 = '+842838123456';
export const INVALID_PHONE = '12345';

export const USER: UserProfile = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  phoneNumber: MOBILE_E164,
  name: 'Nguyễn Văn An',
  gender: 1,
  email: 'an.nguyen@example.com',
  dateOfBirth: '1988-04-12',
  preferredContactChannel: 'zalo',
  userprofile: { hasFinishedSurvey: false },
};

export function otpSent(otpKey: string, otpMethod: OtpMethod, resendIn = 60): OtpSent {
  return { otpKey, otpMethod, expiresIn: 300, resendIn };
}

export function authToken(key = NEW_TOKEN): AuthToken {
  return { key, tokenType: 'Token', expiresAt: '2030-01-01T00:00:00.000Z', isNewUser: false };
}

/** What the API client rejects with, for a server code; `serverCode` is the body's code when the catalogue lacks it. */
export function apiError(code: ApiErrorCode, status: number, options: { serverCode?: string; fields?: Record<string, string> } = {}): ApiError {
  return new ApiError({
    status,
    code,
    message: code,
    fields: options.fields,
    body: { error: { code: options.serverCode ?? code, message: code } },
  });
}

export const unauthorized = () => apiError('unauthorized', 401);
export const networkDown = () => apiError('network', 0);
export const otpInvalid = () => apiError('otp_invalid', 400);
/** otp_expired is not in the client's error catalogue: the API client reports it as bad_request. */
export const otpExpired = () => apiError('otp_expired', 400);

/** A 429 as the API client reports it, with the Retry-After header of the response. */
export function rateLimited(retryAfterSeconds: number): ApiError {
  const cause = new FetchError('[POST] "/mobile-auth/signin/": 429 Too Many Requests');
  cause.response = new Response(null, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } });
  return new ApiError({ status: 429, code: 'rate_limited', message: 'Too many requests', cause, body: { error: { code: 'rate_limited', message: 'Too many requests' } } });
}

/** A typed number as the sign-in page sends it: with the phone rule's verdict. */
export function phoneChange(phone: string) {
  return { type: 'phone.change' as const, phone, check: checkPhone(phone) };
}

type AuthActors = NonNullable<Parameters<typeof authMachine.provide>[0]['actors']>;

/** The auth machine's server calls as fakes the test settles (see fake-calls.ts). */
export function fakeAuthActors(calls: FakeCalls): AuthActors {
  return {
    requestCode: calls.fake('requestCode'),
    verifyCode: calls.fake('verifyCode'),
    merge: calls.fake('merge'),
    loadProfile: calls.fake('loadProfile'),
    signOut: calls.fake('signOut'),
  };
}
