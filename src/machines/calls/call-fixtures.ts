import { FetchError } from 'ofetch';
import { ApiError } from '../../api/errors';
import type { ApiErrorCode } from '../../api/errors';
import type { CallProblemKey } from './call-problem';
import type { SampleEvent } from '../testing/paths';

/** Failed calls as the API client rejects with them (ApiError), for the machines' tests. */

/**
 * Made without a stack trace: the path generators ask the samplers for their events in every
 * snapshot of a graph, deep in its traversal, and capturing that stack each time cost the OTP
 * challenge's model test seconds. A fixture's stack says nothing a test reads.
 */
function withoutStack<T>(make: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** An ApiError for a server code; `serverCode` is the body's code when the client's catalogue does not list it. */
export function apiError(code: ApiErrorCode, status: number, options: { serverCode?: string; fields?: Record<string, string> } = {}): ApiError {
  return withoutStack(
    () =>
      new ApiError({
        status,
        code,
        message: code,
        fields: options.fields,
        body: { error: { code: options.serverCode ?? code, message: code } },
      }),
  );
}

export const unauthorized = () => apiError('unauthorized', 401);
export const networkDown = () => apiError('network', 0);
export const serverDown = () => apiError('internal', 500);

/** A sampler's answers to one call (`actor`, the invocation's id): each output it may come with, then each failure. */
export function answersTo(actor: string, outputs: readonly unknown[], errors: readonly unknown[] = []): SampleEvent[] {
  return [...outputs.map((output) => ({ type: `xstate.done.actor.${actor}`, output })), ...errors.map((error) => ({ type: `xstate.error.actor.${actor}`, error }))];
}

/**
 * A call that fails for want of a network, is tried again by the user (`retry`, the page's retry
 * event), then answers `output`: the journey most pages with a call take.
 */
export function failsOfflineThenAnswers(actor: string, output: unknown, retry = 'load.retry'): SampleEvent[] {
  return [{ type: `xstate.error.actor.${actor}`, error: networkDown() }, { type: retry }, { type: `xstate.done.actor.${actor}`, output }];
}
export const otpInvalid = () => apiError('otp_invalid', 400);
export const otpExpired = () => apiError('otp_expired', 400);
/** The 5th wrong code (and any try after it): the code is dead, a new one must be asked for. */
export const otpAttemptsExceeded = () => apiError('bad_request', 400, { serverCode: 'otp_attempts_exceeded' });

/** The Retry-After each 429 fixture was made with: what the page must count down from. */
const RETRY_AFTER = new WeakMap<object, number>();

/** A 429 as the API client reports it, with the Retry-After header of the response. */
export function rateLimited(retryAfterSeconds: number): ApiError {
  const cause = withoutStack(() => new FetchError('[POST] "/mobile-auth/signin/": 429 Too Many Requests'));
  cause.response = new Response(null, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } });
  const error = withoutStack(
    () => new ApiError({ status: 429, code: 'rate_limited', message: 'Too many requests', cause, body: { error: { code: 'rate_limited', message: 'Too many requests' } } }),
  );
  RETRY_AFTER.set(error, retryAfterSeconds);
  return error;
}

export interface ShownProblem {
  key: CallProblemKey;
  seconds: number | null;
  fields: Readonly<Record<string, string>>;
}

/**
 * What the page must tell the user of a failed call, for the oracles: stated from the API's error
 * contract by what the server answered (the HTTP status, and the one-time code's own codes), not
 * computed with the machines' toCallProblem. The one-time code's failures say what happened to
 * the code; a 401 is a signed-out session; no answer at all is the network; 429 a limit (with the
 * seconds the server gave); 404 gone; 409 a conflict (one with a code of the server's own is
 * told in its words: 'server'); 400 the input; anything else (a 403, a 500), and whatever is
 * not an API error, the server.
 */
export function shownProblemOf(error: unknown): ShownProblem {
  if (!(error instanceof ApiError)) return { key: 'server', seconds: null, fields: {} };
  const serverCode = (error.body as { error?: { code?: string } } | null)?.error?.code;
  const byCode = ['otp_invalid', 'otp_expired', 'otp_attempts_exceeded'].find((code) => code === serverCode || code === error.code) as CallProblemKey | undefined;
  const byStatus: Record<number, CallProblemKey> = { 0: 'network', 401: 'unauthorized', 404: 'not_found', 429: 'rate_limited' };
  // A 409 the client knows as a conflict; a refusal with a code of the server's own (an appointment
  // cancelled meanwhile) is told in the server's words.
  const conflict = error.status === 409 ? (error.code === 'conflict' ? 'conflict' : 'server') : undefined;
  const key = byCode ?? conflict ?? byStatus[error.status] ?? (error.status === 400 ? 'invalid' : 'server');
  return { key, seconds: key === 'rate_limited' ? (RETRY_AFTER.get(error) ?? null) : null, fields: error.fields ?? {} };
}

/** A refusal as the oracles compare it: the problem's key and the server's words. */
export interface ShownRefusal {
  key: string;
  message: string;
}

/** The refusal a page must show for a failed call (its key by shownProblemOf, its words the error's). */
export const shownRefusalOf = (error: unknown): ShownRefusal => ({ key: shownProblemOf(error).key, message: (error as Error).message });

/** A machine's refusal (read-by-link's ServerRefusal) as the oracles compare it. */
export const shortRefusal = (refusal: { problem: { key: string }; message: string } | null): ShownRefusal | null => refusal && { key: refusal.problem.key, message: refusal.message };
