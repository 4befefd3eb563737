import { ApiError } from '../../api/errors';
import { toCallProblem } from './call-problem';
import { callState, errorOf } from './call-state';
import type { CallProblem } from './call-problem';

/**
 * The read that opens a page reached by a link (a cancellation or a survey of an appointment, the
 * onboarding survey): spec §4, the call runs requested, then succeeded or failed. Shared by the
 * cancellation machine (src/machines/appointments) and the survey machine (src/machines/surveys),
 * which only differ in what they read and in the form that follows.
 *
 *   requested ──done──▶ succeeded (the machine's own: what the read allows)
 *              ──404──▶ notFound (the link opens nothing: a wrong token, someone else's, unknown)
 *              ──error──▶ failed ──load.retry──▶ requested
 *
 * A machine spreads `readStates<Context>()` into its states and names, in its setup: the
 * actor `load` (input: the appointment and the language), the guard `isNotFound` ({ error }), and
 * the actions `store` ({ value }: what was read) and `setLoadRefusal` ({ error }).
 */

/** A refusal in the server's own words (already in the page's language). */
export interface ServerRefusal {
  problem: CallProblem;
  message: string;
}

export function refusalOf(error: unknown): ServerRefusal {
  return { problem: toCallProblem(error), message: error instanceof ApiError ? error.message : '' };
}

/** The link opens nothing (404). */
export const isNotFoundError = (error: unknown): boolean => toCallProblem(error).key === 'not_found';

/** The call was refused with one of these HTTP statuses: trying again would not help. */
export const isRefusedWith = (error: unknown, statuses: readonly number[]): boolean => error instanceof ApiError && statuses.includes(error.status);

interface ReadContext {
  appointmentId: unknown;
  language: string;
}

export function readStates<Context extends ReadContext>() {
  return {
    requested: {
      id: 'requested',
      ...callState({
        src: 'load',
        input: ({ context }: { context: Context }) => ({ appointmentId: context.appointmentId as Context['appointmentId'], language: context.language }),
        done: 'succeeded', store: 'store', as: 'value',
        refusals: [{ guard: { type: 'isNotFound', params: errorOf }, target: 'notFound', actions: { type: 'setLoadRefusal', params: errorOf } }],
        failed: 'failed', problem: 'setLoadRefusal',
      }),
    },
    notFound: {},
    failed: {
      on: { 'load.retry': { target: 'requested' } },
    },
  } as const;
}
