import { fromPromise } from 'xstate';
import type { PortalClient } from '../../api/auth';
import type { OtpSent } from '../../api/contract/auth';
import { deleteAccount, requestAccountDeletionCode } from '../../api/account-deletion';
import { createAccountDeletionMachine } from '../../machines/auth/account-deletion/account-deletion.machine';
import { createOtpChallengeMachine } from '../../machines/auth/otp-challenge/otp-challenge.machine';
import type { OtpDestination } from '../../machines/auth/otp-challenge/otp-challenge.machine';
import type { SessionActor } from '../shared/app-actors';

/** Built once: a hook that is given the same definition keeps its actor across renders. */
const accountDeletionMachine = createAccountDeletionMachine();
const otpChallengeMachine = createOtpChallengeMachine();

/**
 * The account-deletion machine with its effects: the code request and, in the OTP challenge, the
 * same request for a resend and the deletion as the code's check (Portal API calls on `api`).
 * The code step is not kept across a reload: the page starts again at its explanation. Once
 * deleted, `showConfirmation` opens the confirmation page and the session ends here: the token no
 * longer exists on the server, so no sign-out is sent (it answered 401 and logged it: issue 23 §14).
 */
export function accountDeletionLogic(api: PortalClient, session: SessionActor, showConfirmation: () => void) {
  return accountDeletionMachine.provide({
    actors: {
      requestDeletionCode: fromPromise<OtpSent>(({ signal }) => requestAccountDeletionCode(api, signal)),
      otpChallenge: otpChallengeMachine.provide({
        actors: {
          // A resend: a new code to the account's number, whatever the challenge's destination says.
          requestCode: fromPromise<OtpSent, OtpDestination>(({ signal }) => requestAccountDeletionCode(api, signal)),
          verifyCode: fromPromise<unknown, { otpKey: string; otp: string }>(({ input, signal }) => deleteAccount(api, input.otp, signal)),
        },
      }),
    },
    actions: {
      showConfirmation,
      // The account and its tokens are gone: the session ends without a sign-out call (issue 23 §14).
      endSession: () => session.send({ type: 'session.accountDeleted' }),
    },
  });
}
