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
  | 'otp_attempts_exceeded'
  | 'unauthorized'
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

/** The server's own code: the catalogue's, or the body's for a code this client does not list yet. */
function serverCodeOf(error: ApiError): string {
  const body = error.body as { error?: { code?: unknown } } | null;
  return error.code === 'bad_request' && typeof body?.error?.code === 'string' ? body.error.code : error.code;
}

function keyOf(error: ApiError): CallProblemKey {
  const code = serverCodeOf(error);
  if (code === 'otp_invalid' || code === 'otp_expired' || code === 'otp_attempts_exceeded') return code;
  if (error.status === 401) return 'unauthorized';
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
