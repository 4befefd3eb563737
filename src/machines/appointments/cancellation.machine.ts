import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { CancelAppointmentRequest, CancellationAnswer, CancellationDetail } from '../../api/contract/consultations';
import { notSupplied } from '../calls/not-supplied';
import { callState, errorOf } from '../calls/call-state';
import { isNotFoundError, isRefusedWith, readStates, refusalOf } from '../calls/read-by-link';
import type { ServerRefusal } from '../calls/read-by-link';

/**
 * Cancelling a consultation with an answer (spec §2 "Cancellation with an answer", §3 "Cancellation
 * payload: answer, answerText"; issue 25). Opened from the SMS link (the survey token) or by the
 * signed-in owner from My appointments; the edge supplies the calls with whichever the browser has.
 *
 *   requested ──done──▶ succeeded ─┬─[cancellable]──▶ choosing ──cancel.confirm [answer, text]──▶ cancelling ──done──▶ cancelled
 *              ──404──▶ notFound   └──────────────▶ closed (already cancelled, already started)
 *              ──error──▶ failed ──load.retry──▶ requested
 *   cancelling ──404/409 (cancelled meanwhile, started, not yours)──▶ closed, with the server's message
 *   cancelling ──other error──▶ choosing, with the problem; the answer and the text stay
 *
 * The answers the person picks from and the appointment are read together (`load`). An answer that
 * needs more words (requiresText, "another reason") is confirmed only with a text.
 */

export interface CancellationInput {
  appointmentId: string;
  language: string;
}

export interface CancellationLoaded {
  detail: CancellationDetail;
  answers: CancellationAnswer[];
}

export interface CancelCallInput extends CancellationInput {
  body: CancelAppointmentRequest;
}

export type { ServerRefusal };

export interface CancellationContext extends CancellationInput {
  loaded: CancellationLoaded | null;
  /** The chosen answer's id. */
  answer: number | null;
  /** The person's own words (optional unless the answer needs them). */
  answerText: string;
  /** True once confirm was pressed without what it needs: the page then says what is missing. */
  attempted: boolean;
  /** Why reading failed (failed), or the 404's words (notFound). */
  loadRefusal: ServerRefusal | null;
  /** Why the last cancel did not go through: shown beside the form (choosing) or as the result (closed). */
  cancelRefusal: ServerRefusal | null;
}

export type CancellationEvent =
  | { type: 'load.retry' }
  | { type: 'answer.select'; answer: number }
  | { type: 'text.change'; text: string }
  | { type: 'cancel.confirm' };

export const MAX_ANSWER_TEXT = 500;

/** The machine; built by a function so a test (or a mutation run) builds it afresh. */
export function createCancellationMachine() {
  return setup({
    types: {} as { context: CancellationContext; input: CancellationInput; events: CancellationEvent },
    actors: {
      load: fromPromise<CancellationLoaded, CancellationInput>(notSupplied('load')),
      cancel: fromPromise<CancellationDetail, CancelCallInput>(notSupplied('cancel')),
    },
    guards: {
      isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
      isCancellable: ({ context }) => context.loaded?.detail.cancellable === true,
      /** Only an answer of the list the page shows. */
      isKnownAnswer: ({ context }, params: { answer: number }) => context.loaded?.answers.some((answer) => answer.id === params.answer) === true,
      /** An answer is chosen, and the words it asks for are given. */
      isReady: ({ context }) => {
        const chosen = context.loaded?.answers.find((answer) => answer.id === context.answer);
        return chosen !== undefined && (!chosen.requiresText || context.answerText.trim() !== '');
      },
      /** 404 (not reachable now) or 409 (appointment_cancelled, appointment_started): no use trying again. */
      isRefused: (_, params: { error: unknown }) => isRefusedWith(params.error, [404, 409]),
    },
    actions: {
      store: assign((_, params: { value: CancellationLoaded }) => ({ loaded: params.value, loadRefusal: null })),
      storeDetail: assign(({ context }, params: { detail: CancellationDetail }) => ({
        loaded: context.loaded && { ...context.loaded, detail: params.detail },
      })),
      setLoadRefusal: assign((_, params: { error: unknown }) => ({ loadRefusal: refusalOf(params.error) })),
      setCancelRefusal: assign((_, params: { error: unknown }) => ({ cancelRefusal: refusalOf(params.error) })),
      choose: assign((_, params: { answer: number }) => ({ answer: params.answer })),
      write: assign((_, params: { text: string }) => ({ answerText: params.text.slice(0, MAX_ANSWER_TEXT) })),
      markAttempted: assign({ attempted: true }),
      startCancel: assign({ cancelRefusal: null }),
    },
  }).createMachine({
    id: 'cancellation',
    context: ({ input }) => ({
      appointmentId: input.appointmentId,
      language: input.language,
      loaded: null,
      answer: null,
      answerText: '',
      attempted: false,
      loadRefusal: null,
      cancelRefusal: null,
    }),
    initial: 'requested',
    states: {
      ...readStates<CancellationContext>(),
      succeeded: {
        initial: 'checking',
        states: {
          checking: {
            always: [{ guard: 'isCancellable', target: 'choosing' }, { target: 'closed' }],
          },
          choosing: {
            on: {
              'answer.select': {
                guard: { type: 'isKnownAnswer', params: ({ event }) => ({ answer: event.answer }) },
                actions: { type: 'choose', params: ({ event }) => ({ answer: event.answer }) },
              },
              'text.change': { actions: { type: 'write', params: ({ event }) => ({ text: event.text }) } },
              'cancel.confirm': [{ guard: 'isReady', target: 'cancelling', actions: 'startCancel' }, { actions: 'markAttempted' }],
            },
          },
          cancelling: callState({
            src: 'cancel',
            input: ({ context }: { context: CancellationContext }) => ({
              appointmentId: context.appointmentId,
              language: context.language,
              body: { answer: context.answer ?? 0, answerText: context.answerText.trim() === '' ? null : context.answerText.trim() },
            }),
            done: 'cancelled', store: 'storeDetail', as: 'detail',
            refusals: [{ guard: { type: 'isRefused', params: errorOf }, target: 'closed', actions: { type: 'setCancelRefusal', params: errorOf } }],
            failed: 'choosing', problem: 'setCancelRefusal',
          }),
          cancelled: {},
          closed: {},
        },
      },
    },
  });
}

export type CancellationMachine = ReturnType<typeof createCancellationMachine>;
export type CancellationSnapshot = SnapshotFrom<CancellationMachine>;
export type CancellationActor = ActorRefFrom<CancellationMachine>;
