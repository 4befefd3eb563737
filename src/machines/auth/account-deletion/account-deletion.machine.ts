import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { OtpSent } from '../../../api/contract/auth';
import { toCallProblem } from '../../calls/call-problem';
import type { CallProblem } from '../../calls/call-problem';
import { notSupplied } from '../../calls/not-supplied';
import { callState } from '../../calls/call-state';
import { createOtpChallengeMachine } from '../otp-challenge/otp-challenge.machine';
import type { OtpChallengeInput, PendingChallenge } from '../otp-challenge/otp-challenge.machine';

/**
 * "Delete my account and data" (issue 13; Vietnam's decree 13/2023: the right to have one's
 * personal data deleted). The page first says what goes (the profile, the gene-test profiles and
 * reports, the kid-quiz results, the codes and messages sent to the number; discount codes stay,
 * without the number) and that it cannot be undone. Confirming sends a one-time code by SMS to
 * the account's own number (POST /user-profile/deletion-code/); the code is typed in the OTP
 * challenge (../otp-challenge), whose check is the deletion itself (DELETE /user-profile/ with
 * the code: the server deletes in the transaction that uses the code). Once it is done, the
 * confirmation page is shown and the session ends (the token is gone on the server).
 *
 *   explaining ──deletion.confirm──▶ sendingCode ──done──▶ confirming (the challenge: code, resend, deleting)
 *                                    sendingCode ──error──▶ sendFailed.{holding ──after the limit's wait──▶ retryable}
 *                                                           sendFailed.retryable ──deletion.retry──▶ sendingCode
 *   sendFailed, confirming ──deletion.cancel──▶ explaining
 *   confirming ──challenge done (deleted)──▶ done: showConfirmation, endSession
 *
 * The edge supplies the `requestDeletionCode` call, the `otpChallenge` machine with its two calls
 * (a resend is the same request; the check is the deletion) and the effects `showConfirmation`
 * (the confirmation page) and `endSession` (the session forgets the token and signs out).
 */

/** Seconds to wait when a refusal (429) does not say how long. */
export const LIMIT_FALLBACK_SECONDS = 60;

export interface AccountDeletionInput {
  /** The account's number (E.164): where the code goes. */
  phone: string;
}

export interface AccountDeletionContext {
  phone: string;
  /** The code on its way, for the challenge to start from (its code step, with the resend wait). */
  challenge: PendingChallenge | null;
  /** Why the code could not be sent. */
  problem: CallProblem | null;
}

export type AccountDeletionEvent =
  /** "Send me the code": the user read what is deleted and goes on. */
  | { type: 'deletion.confirm' }
  | { type: 'deletion.retry' }
  /** Back to the explanation: nothing is deleted. */
  | { type: 'deletion.cancel' };

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
export function createAccountDeletionMachine() {
  return setup({
    types: {
      context: {} as AccountDeletionContext,
      events: {} as AccountDeletionEvent,
      input: {} as AccountDeletionInput,
      // Invocation id -> actor: types snapshot.children.challenge as the OTP challenge's actor.
      children: {} as { requestCode: 'requestDeletionCode'; challenge: 'otpChallenge' },
    },
    // A limit's wait: as long as the server said (Retry-After).
    delays: { limitWait: ({ context }) => (context.problem?.seconds ?? LIMIT_FALLBACK_SECONDS) * 1000 },
    actors: {
      requestDeletionCode: fromPromise<OtpSent>(notSupplied('requestDeletionCode')),
      otpChallenge: createOtpChallengeMachine(),
    },
    guards: {
      isLimited: ({ context }) => context.problem?.key === 'rate_limited',
    },
    actions: {
      // Placeholders: the edge supplies them.
      showConfirmation: () => {},
      endSession: () => {},

      storeSent: assign(({ context }, params: { sent: OtpSent }) => ({
        challenge: { phone: context.phone, sentTo: { otpKey: params.sent.otpKey, otpMethod: params.sent.otpMethod }, resendIn: Math.max(0, Math.ceil(params.sent.resendIn)) },
        problem: null,
      })),
      setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
      clear: assign({ challenge: null, problem: null }),
    },
  }).createMachine({
    id: 'accountDeletion',
    context: ({ input }) => ({ phone: input.phone, challenge: null, problem: null }),
    initial: 'explaining',
    states: {
      explaining: {
        description: 'What will be deleted, what is kept (anonymised), and that it cannot be undone.',
        on: { 'deletion.confirm': 'sendingCode' },
      },
      sendingCode: {
        description: "POST /user-profile/deletion-code/: a code by SMS to the account's number.",
        entry: 'clear',
        ...callState({ id: 'requestCode', src: 'requestDeletionCode', done: 'confirming', store: 'storeSent', as: 'sent', failed: 'sendFailed' }),
      },
      sendFailed: {
        description: 'No code went: the page says why; try again, or go back.',
        initial: 'deciding',
        states: {
          deciding: { always: [{ guard: 'isLimited', target: 'holding' }, { target: 'retryable' }] },
          holding: {
            description: 'A limit (429) holds the next code back until the time the page says: no retry button until then.',
            after: { limitWait: 'retryable' },
          },
          retryable: { on: { 'deletion.retry': '#accountDeletion.sendingCode' } },
        },
        on: { 'deletion.cancel': { target: 'explaining', actions: 'clear' } },
      },
      confirming: {
        description: 'The code is typed in the OTP challenge; a right one deletes the account (DELETE /user-profile/).',
        invoke: {
          id: 'challenge',
          src: 'otpChallenge',
          input: ({ context }): OtpChallengeInput => ({ resume: context.challenge }),
          onDone: 'done',
        },
        on: { 'deletion.cancel': { target: 'explaining', actions: 'clear' } },
      },
      done: {
        type: 'final',
        description: 'Deleted: the confirmation page is shown, then the session ends (its token no longer exists).',
        // In this order: the session's end sends an open account page to sign-in.
        entry: ['showConfirmation', 'endSession'],
      },
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createAccountDeletionMachine()` (no instance at module load). */
export type AccountDeletionMachine = ReturnType<typeof createAccountDeletionMachine>;

export type AccountDeletionSnapshot = SnapshotFrom<AccountDeletionMachine>;
