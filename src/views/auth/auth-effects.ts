import { createActor, fromPromise } from 'xstate';
import type { OtpMethod } from '../../api/contract/auth';
import { mergeAnonymousUser, requestSigninCode, signOut, verifySigninCode } from '../../api/auth';
import type { PortalClient } from '../../api/auth';
import { getUserProfile } from '../../api/user-profile';
import { authMachine } from '../../machines/auth/auth.machine';
import type { AuthInput } from '../../machines/auth/auth.machine';
import { STORAGE_KEYS, removeItem, writeItem } from '../../platform/storage';

/**
 * The auth machine with its effects: the Portal API calls (each sent with the token of the
 * machine's context, which the API session reads) and localStorage `authToken`.
 */
export function authLogic(api: PortalClient) {
  return authMachine.provide({
    actors: {
      requestCode: fromPromise(({ input, signal }: { input: { otpKey: string; otpMethod: OtpMethod }; signal: AbortSignal }) =>
        requestSigninCode(api, input, signal),
      ),
      verifyCode: fromPromise(({ input, signal }: { input: { otpKey: string; otp: string }; signal: AbortSignal }) => verifySigninCode(api, input, signal)),
      merge: fromPromise(({ signal }) => mergeAnonymousUser(api, signal)),
      loadProfile: fromPromise(({ signal }) => getUserProfile(api, signal)),
      signOut: fromPromise(({ signal }) => signOut(api, signal)),
    },
    actions: {
      persistToken: (_, { token }) => void writeItem(STORAGE_KEYS.authToken, token),
      forgetToken: () => removeItem(STORAGE_KEYS.authToken),
    },
  });
}

/**
 * The app's auth actor, not started: main.tsx starts it once the API session reads its token and
 * sends it every 401, because a stored token is checked (GET /user-profile/) as soon as it starts.
 */
export function createAuthActor(api: PortalClient, input: AuthInput) {
  return createActor(authLogic(api), { input });
}
