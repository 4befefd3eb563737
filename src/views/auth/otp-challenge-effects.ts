import { fromPromise } from 'xstate';
import type { OtpSent } from '../../api/contract/auth';
import { createOtpChallengeMachine } from '../../machines/auth/otp-challenge/otp-challenge.machine';
import type { OtpDestination, PendingChallenge } from '../../machines/auth/otp-challenge/otp-challenge.machine';
import { resumeFrom, toStored } from '../../machines/auth/otp-challenge/pending-challenge';
import { readSessionValue, removeSessionValue, writeSessionValue } from '../../platform/session-store';

/** Built once: a hook that is given the same definition keeps its actor across renders. */
const otpChallengeMachine = createOtpChallengeMachine();

/**
 * The OTP challenge with one flow's effects: its two Portal API calls, what happens once the
 * number is proved, and the tab storage that brings a code step back after a reload.
 */
export interface ChallengeEdge<TVerified> {
  requestCode: (destination: OtpDestination, signal: AbortSignal) => Promise<OtpSent>;
  verifyCode: (input: { otpKey: string; otp: string }, signal: AbortSignal) => Promise<TVerified>;
  onVerified: (result: TVerified) => void;
  /** sessionStorage key of the pending challenge (SESSION_KEYS). */
  storageKey: string;
}

export function challengeLogic<TVerified>(edge: ChallengeEdge<TVerified>) {
  return otpChallengeMachine.provide({
    actors: {
      requestCode: fromPromise(({ input, signal }: { input: OtpDestination; signal: AbortSignal }) => edge.requestCode(input, signal)),
      verifyCode: fromPromise<unknown, { otpKey: string; otp: string }>(({ input, signal }) => edge.verifyCode(input, signal)),
    },
    actions: {
      // The verify actor above answers TVerified: the machine passes it on as it came.
      codeVerified: (_, { result }) => edge.onVerified(result as TVerified),
      remember: (_, pending: PendingChallenge) => writeSessionValue(edge.storageKey, toStored(pending, Date.now())),
      forget: () => removeSessionValue(edge.storageKey),
    },
  });
}

/** The challenge kept before a reload, if its code is still alive. */
export function pendingChallenge(storageKey: string): PendingChallenge | null {
  return resumeFrom(readSessionValue(storageKey), Date.now());
}
