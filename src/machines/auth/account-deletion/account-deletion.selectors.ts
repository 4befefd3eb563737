import type { ActorRefFrom } from 'xstate';
import type { CallProblem } from '../../calls/call-problem';
import type { OtpChallengeMachine } from '../otp-challenge/otp-challenge.machine';
import type { AccountDeletionSnapshot } from './account-deletion.machine';

/**
 * What the "Delete my account and data" page shows. The view renders these and sends the user's
 * presses back; the code step is the OTP challenge's own actor (its selectors say the rest).
 */

export type DeletionStep = 'explain' | 'sending' | 'failed' | 'code' | 'done';

export function deletionStepOf(snapshot: AccountDeletionSnapshot): DeletionStep {
  if (snapshot.matches('sendingCode')) return 'sending';
  if (snapshot.matches('sendFailed')) return 'failed';
  if (snapshot.matches('confirming')) return 'code';
  if (snapshot.matches('done')) return 'done';
  return 'explain';
}

/** Why no code went (shown on the failed step only); a limit says until when (its seconds, from when it came). */
export function sendProblemOf(snapshot: AccountDeletionSnapshot): CallProblem | null {
  return snapshot.matches('sendFailed') ? snapshot.context.problem : null;
}

/** The OTP challenge of the code step (its code field, resend and the deletion's progress), or null. */
export function codeChallengeOf(snapshot: AccountDeletionSnapshot): ActorRefFrom<OtpChallengeMachine> | null {
  return snapshot.matches('confirming') ? (snapshot.children.challenge ?? null) : null;
}

/** The account's number, where the code goes (E.164). */
export function deletionPhoneOf(snapshot: AccountDeletionSnapshot): string {
  return snapshot.context.phone;
}

/** What the page lets the user do now: the controls it offers. */
export interface DeletionActions {
  confirm: boolean;
  retry: boolean;
  cancel: boolean;
}

export function deletionActionsOf(snapshot: AccountDeletionSnapshot): DeletionActions {
  const step = deletionStepOf(snapshot);
  return { confirm: step === 'explain', retry: snapshot.matches({ sendFailed: 'retryable' }), cancel: step === 'failed' || step === 'code' };
}

/** The control each event of the page comes from. */
export const DELETION_CONTROL_OF_EVENT: Readonly<Record<string, keyof DeletionActions>> = {
  'deletion.confirm': 'confirm',
  'deletion.retry': 'retry',
  'deletion.cancel': 'cancel',
};
