import {
  mergeResponseSchema,
  otpVerifyResponseSchema,
  signinResponseSchema,
} from './contract/auth';
import type { AuthToken, MergeResponse, OtpSent, OtpVerifyRequest, SigninRequest } from './contract/auth';
import type { ApiClient } from './client';

/**
 * Sign-in calls on the Portal API (src/api/contract/auth.ts). Each takes the portal client (it
 * adds Accept-Language and the token, converts keys, reports failures, turns a 401 into a
 * sign-out and rejects with ApiError) and parses the answer with the contract.
 */
export type PortalClient = Pick<ApiClient, 'call' | 'request'>;

export const AUTH_PATHS = {
  signin: '/mobile-auth/signin/',
  otpVerify: '/mobile-auth/signin/otp-verify/',
  signout: '/mobile-auth/signout/',
  merge: '/anonymous-user/merge/',
} as const;

/** POST /mobile-auth/signin/: sends a one-time code to the number; answers where and when. */
export async function requestSigninCode(client: PortalClient, body: SigninRequest, signal?: AbortSignal): Promise<OtpSent> {
  const response = await client.call(signinResponseSchema, AUTH_PATHS.signin, { method: 'POST', body, signal });
  return response.data;
}

/** POST /mobile-auth/signin/otp-verify/ with the Device-ID header: answers the auth token. */
export async function verifySigninCode(client: PortalClient, body: OtpVerifyRequest, signal?: AbortSignal): Promise<AuthToken> {
  const response = await client.call(otpVerifyResponseSchema, AUTH_PATHS.otpVerify, { method: 'POST', body, signal, withDeviceId: true });
  return response.data;
}

/** POST /mobile-auth/signout/: revokes the token the client sends (204, no body). */
export async function signOut(client: PortalClient, signal?: AbortSignal): Promise<void> {
  await client.request(AUTH_PATHS.signout, { method: 'POST', signal });
}

/** POST /anonymous-user/merge/ with User-Client-Id: moves the anonymous user's records to the account. */
export async function mergeAnonymousUser(client: PortalClient, signal?: AbortSignal): Promise<MergeResponse['data']> {
  const response = await client.call(mergeResponseSchema, AUTH_PATHS.merge, { method: 'POST', signal, withClientId: true });
  return response.data;
}
