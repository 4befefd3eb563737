import { FetchError } from 'ofetch';
import { ApiError } from '../../api/errors';
import type { ApiErrorCode } from '../../api/errors';

/** Failed calls as the API client rejects with them (ApiError), for the machines' tests. */

/** An ApiError for a server code; `serverCode` is the body's code when the client's catalogue does not list it. */
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
export const serverDown = () => apiError('internal', 500);
export const otpInvalid = () => apiError('otp_invalid', 400);
export const otpExpired = () => apiError('otp_expired', 400);
/** The 5th wrong code (and any try after it): the code is dead, a new one must be asked for. */
export const otpAttemptsExceeded = () => apiError('bad_request', 400, { serverCode: 'otp_attempts_exceeded' });

/** A 429 as the API client reports it, with the Retry-After header of the response. */
export function rateLimited(retryAfterSeconds: number): ApiError {
  const cause = new FetchError('[POST] "/mobile-auth/signin/": 429 Too Many Requests');
  cause.response = new Response(null, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } });
  return new ApiError({ status: 429, code: 'rate_limited', message: 'Too many requests', cause, body: { error: { code: 'rate_limited', message: 'Too many requests' } } });
}
