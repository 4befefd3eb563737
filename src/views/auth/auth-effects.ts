import { createActor, fromPromise } from 'xstate';
import type { OtpMethod } from '../../api/contract/auth';
import type { PortalClient } from '../../api/auth';
import { authMachine } from '../../machines/auth/auth.machine';
import type { AuthInput } from '../../machines/auth/auth.machine';
import { STORAGE_KEYS, removeItem, writeItem } from '../../platform/storage';

/*
 * The call modules load on first use: their contracts (zod schemas, the phone rule, dates) are
 * not needed to show the first page, and the auth actor starts with it.
 */
const authCalls = () => import('../../api/auth');
const profileCalls = () => import('../../api/user-profile');

/**
 * The auth machine with its effects: the Portal API calls (each sent with the token of the
 * machine's context, which the API session reads) and localStorage `authToken`.
 */
export function authLogic(api: PortalClient) {
  return authMachine.provide({
    actors: {
      requestCode: fromPromise(async ({ input, signal }: { input: { otpKey: string; otpMethod: OtpMethod }; signal: AbortSignal }) =>
        (await authCalls()).requestSigninCode(api, input, signal),
      ),
      verifyCode: fromPromise(async ({ input, signal }: { input: { otpKey: string; otp: string }; signal: AbortSignal }) =>
        (await authCalls()).verifySigninCode(api, input, signal),
      ),
      merge: fromPromise(async ({ signal }) => (await authCalls()).mergeAnonymousUser(api, signal)),
      loadProfile: fromPromise(async ({ signal }) => (await profileCalls()).getUserProfile(api, signal)),
      signOut: fromPromise(async ({ signal }) => (await authCalls()).signOut(api, signal)),
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
