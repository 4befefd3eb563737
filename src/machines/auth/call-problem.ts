import { ApiError, retryAfterSeconds } from '../../api/errors';

/**
 * What a form needs to know about a failed server call, small and serialisable so it can live
 * in a machine's context. Views turn `key` into a message of their namespace
 * (`<namespace>:problem.<key>`), with `seconds` for a rate limit; `fields` carries the server's
 * own (already localised) reasons per field of a 400.
 */
export type CallProblemKey =
  | 'otp_invalid'
  | 'otp_expired'
  | 'rate_limited'
  | 'network'
  | 'invalid'
  | 'not_found'
  | 'conflict'
  | 'server';

export interface CallProblem {
  key: CallProblemKey;
  /** Seconds to wait (Retry-After of a 429); null otherwise or when the header is missing. */
  seconds: number | null;
  /** Field (camelCase) -> localised reason, from a 400's `fields`. */
  fields: Readonly<Record<string, string>>;
}

function keyOf(error: ApiError): CallProblemKey {
  if (error.code === 'otp_invalid') return 'otp_invalid';
  if (error.code === 'otp_expired') return 'otp_expired';
  switch (error.code) {
    case 'network':
    case 'aborted':
      return 'network';
    case 'rate_limited':
      return 'rate_limited';
    case 'not_found':
      return 'not_found';
    case 'conflict':
      return 'conflict';
    case 'bad_request':
    case 'validation_failed':
    case 'malformed_json':
      return 'invalid';
    default:
      return 'server';
  }
}

/** Anything a call actor rejected with -> a CallProblem; what is not an ApiError counts as the server's. */
export function toCallProblem(error: unknown): CallProblem {
  if (!(error instanceof ApiError)) return { key: 'server', seconds: null, fields: {} };
  const key = keyOf(error);
  return { key, seconds: key === 'rate_limited' ? retryAfterSeconds(error) : null, fields: error.fields };
}

/** True for the 401 the API client also reports as `auth.unauthorized`. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
