import type { AuthToken, MergeResponse, OtpSent, OtpVerifyRequest, SigninRequest } from './contract/auth';
import { authEndpoints } from './contract/auth';
import { callEndpoint, sendToEndpoint } from './call-endpoint';
import type { ApiClient } from './client';

/**
 * Sign-in calls on the Portal API (entries in src/api/contract/auth.ts). Each takes the portal
 * client (it adds Accept-Language and the token, reports failures, turns a 401 into a sign-out
 * and rejects with ApiError) and answers the decoded `data`.
 */
export type PortalClient = Pick<ApiClient, 'call' | 'request'>;

/** Sends a one-time code to the number; answers where and when. */
export async function requestSigninCode(client: PortalClient, body: SigninRequest, signal?: AbortSignal): Promise<OtpSent> {
  return (await callEndpoint(client, authEndpoints.signin, { body, signal })).data;
}

/** Checks the code (with the Device-ID header); answers the auth token. */
export async function verifySigninCode(client: PortalClient, body: OtpVerifyRequest, signal?: AbortSignal): Promise<AuthToken> {
  return (await callEndpoint(client, authEndpoints.otpVerify, { body, signal })).data;
}

/** Revokes the token the client sends (204, no body). */
export async function signOut(client: PortalClient, signal?: AbortSignal): Promise<void> {
  await sendToEndpoint(client, authEndpoints.signout, { signal });
}

/** Moves the anonymous user's records (User-Client-Id) to the account. */
export async function mergeAnonymousUser(client: PortalClient, signal?: AbortSignal): Promise<MergeResponse['data']> {
  return (await callEndpoint(client, authEndpoints.merge, { signal })).data;
}
