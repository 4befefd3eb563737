import { ApiError, retryAfterSeconds } from '../../api/errors';

/**
 * What the results screen needs to know about a failed server call: which message to show
 * (`kid-quiz:failure.<reason>`) and, for a rate limit, how long to wait. Kept small and
 * serialisable so it can live in the machine's context.
 */
export type FailureReason = 'network' | 'rate_limited' | 'not_found' | 'invalid' | 'server';

export interface Failure {
  reason: FailureReason;
  /** From Retry-After on a 429; null otherwise or when the header is missing. */
  retryAfterSeconds: number | null;
}

function reasonOf(error: ApiError): FailureReason {
  switch (error.code) {
    case 'network':
    case 'aborted':
      return 'network';
    case 'rate_limited':
      return 'rate_limited';
    case 'not_found':
      return 'not_found';
    case 'bad_request':
    case 'validation_failed':
    case 'malformed_json':
      return 'invalid';
    default:
      return 'server';
  }
}

/** Anything an actor rejected with -> a Failure; unknown errors count as the server's. */
export function toFailure(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { reason: 'server', retryAfterSeconds: null };
  const reason = reasonOf(error);
  return { reason, retryAfterSeconds: reason === 'rate_limited' ? retryAfterSeconds(error) : null };
}
