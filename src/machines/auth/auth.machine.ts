import { assign, cancel, fromPromise, raise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AuthToken, OtpMethod, OtpSent } from '../../api/contract/auth';
import type { UserProfile } from '../../api/contract/user-profile';
import { isUnauthorized, toCallProblem } from './call-problem';
import type { CallProblem } from './call-problem';
import { COUNTDOWN_TICK_MS, EMPTY_PHONE_CHECK, cleanCode, codeProblemOf, methodFor, resendSeconds } from './code-entry';
import type { CodeProblem, PhoneCheck, PhoneProblem } from './code-entry';

/**
 * Phone sign-in with a one-time code (spec §4 "Sign-in", §6, §8 "A 401 triggers sign-out").
 *
 *   anonymous ──code.request──▶ requestingCode ──▶ codeStep.awaitingCode ──code.submit──▶
 *   codeStep.verifying ──▶ signedIn.merging ──▶ signedIn.loadingProfile ──▶ signedIn.ready
 *   signedIn ──auth.signOut──▶ signingOut ──▶ anonymous
 *
 * - anonymous: the visitor, known by the device id (the browser's client id). It types the phone
 *   number and picks the channel (SMS always; Zalo only for Vietnamese mobile numbers). Each
 *   `phone.change` carries the phone rule's verdict (checkPhone, phone-check.ts), computed by the
 *   sign-in page, so the app loads libphonenumber only with that page.
 * - Token login: the stored `authToken` comes in as input. The visitor is then checked first
 *   (`restoring`, GET /user-profile/): a refused token (401) is forgotten and the visitor is
 *   anonymous; a network failure keeps it (signedIn.profileFailed, with a retry).
 * - The resend countdown starts from the server's `resendIn`; it is a `countdown.tick` the machine
 *   raises to itself every second (a delayed event, not an `after` transition, so the model-based
 *   test can walk it as a plain event and a real actor gets it from its clock).
 * - After the code is verified the token is kept (`persistToken`), the anonymous user is merged
 *   into the account (best effort: a failed merge does not stop the sign-in; the merge can be
 *   repeated harmlessly) and the profile is loaded.
 * - `auth.unauthorized` is what the API client sends on any 401: in every signed-in state it
 *   signs out locally (the token is forgotten and the context reset) without calling the server.
 *
 * The edge supplies the calls (actors requestCode, verifyCode, merge, loadProfile, signOut: Portal
 * API calls of src/api/auth.ts and src/api/user-profile.ts, each rejecting with an ApiError) and
 * the storage effects (actions persistToken, forgetToken: localStorage `authToken`).
 */

export interface AuthInput {
  /** The stored `authToken` (token login), or null. */
  token: string | null;
  /** This browser's id: sent as Device-ID when verifying, and as the anonymous User-Client-Id. */
  deviceId: string;
}

export interface AuthContext {
  deviceId: string;
  /** The auth token while signed in (and the stored one while it is being checked). */
  token: string | null;
  user: UserProfile | null;
  /** The phone number as typed. */
  phoneInput: string;
  /** The phone rule's verdict on it. */
  phoneCheck: PhoneCheck;
  /** Why the number typed was refused; null once it is accepted. */
  phoneProblem: PhoneProblem | null;
  otpMethod: OtpMethod;
  /** Where the last code went (E.164 `otpKey`) and for how long; null before the first one. */
  codeSent: OtpSent | null;
  /** Seconds left before another code may be requested. */
  resendIn: number;
  /** The code being verified (digits only). */
  code: string;
  codeProblem: CodeProblem | null;
  /** The last failed call, cleared when another call starts. */
  problem: CallProblem | null;
}

export type AuthEvent =
  | { type: 'phone.change'; phone: string; check: PhoneCheck }
  | { type: 'method.select'; method: OtpMethod }
  | { type: 'code.request' }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'phone.edit' }
  /** Raised by the machine itself every second while the resend countdown runs. */
  | { type: 'countdown.tick' }
  | { type: 'profile.retry' }
  /** The profile was changed elsewhere (profile edit, phone-number update). */
  | { type: 'user.updated'; user: UserProfile }
  | { type: 'auth.signOut' }
  /** Sent by the API client for every 401. */
  | { type: 'auth.unauthorized' };

const COUNTDOWN_ID = 'resendCountdown';

function signedOutContext(deviceId: string): AuthContext {
  return {
    deviceId,
    token: null,
    user: null,
    phoneInput: '',
    phoneCheck: EMPTY_PHONE_CHECK,
    phoneProblem: null,
    otpMethod: 'sms',
    codeSent: null,
    resendIn: 0,
    code: '',
    codeProblem: null,
    problem: null,
  };
}

const notSupplied = (name: string) => () => Promise.reject(new Error(`The ${name} actor is supplied at the edge with provide()`));

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  delays: {
    tick: COUNTDOWN_TICK_MS,
  },
  actors: {
    requestCode: fromPromise<OtpSent, { otpKey: string; otpMethod: OtpMethod }>(notSupplied('requestCode')),
    verifyCode: fromPromise<AuthToken, { otpKey: string; otp: string }>(notSupplied('verifyCode')),
    // These three are sent with the token of the context (the API session reads it).
    merge: fromPromise<unknown>(notSupplied('merge')),
    loadProfile: fromPromise<UserProfile>(notSupplied('loadProfile')),
    signOut: fromPromise<unknown>(notSupplied('signOut')),
  },
  guards: {
    /** Anonymous with a token can only be the stored one read at start: check it (token login). */
    hasStoredToken: ({ context }) => context.token !== null,
    isPhoneRefused: ({ context }) => context.phoneCheck.problem !== null,
    canUseMethod: ({ context }, params: { method: OtpMethod }) => params.method === 'sms' || context.phoneCheck.zaloEligible,
    isCodeRefused: (_, params: { code: string }) => codeProblemOf(params.code) !== null,
    canResend: ({ context }) => context.resendIn === 0,
    isCountingDown: ({ context }) => context.resendIn > 0,
    hasSecondsAfterThisOne: ({ context }) => context.resendIn > 1,
    /** A code was sent before: a failed request is a failed resend, and the code step stays. */
    isResend: ({ context }) => context.codeSent !== null,
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
  },
  actions: {
    // Placeholders: the edge writes / removes localStorage `authToken`; tests record the calls.
    persistToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},

    reset: assign(({ context }) => signedOutContext(context.deviceId)),
    changePhone: assign(({ context }, params: { phone: string; check: PhoneCheck }) => ({
      phoneInput: params.phone,
      phoneCheck: params.check,
      phoneProblem: null,
      otpMethod: methodFor(params.check, context.otpMethod),
    })),
    selectMethod: assign((_, params: { method: OtpMethod }) => ({ otpMethod: params.method })),
    refusePhone: assign({ phoneProblem: ({ context }) => context.phoneCheck.problem }),
    startRequest: assign({ phoneProblem: null, problem: null }),
    storeCodeSent: assign((_, params: { sent: OtpSent }) => ({
      codeSent: params.sent,
      resendIn: resendSeconds(params.sent.resendIn),
      code: '',
      codeProblem: null,
      problem: null,
    })),
    setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
    /** A refused resend: wait what the server asks (Retry-After) before offering it again. */
    waitAfterRefusedResend: assign(({ context }) => ({
      resendIn: context.problem?.key === 'rate_limited' && context.problem.seconds ? context.problem.seconds : context.resendIn,
    })),
    refuseCode: assign((_, params: { code: string }) => ({ codeProblem: codeProblemOf(params.code) })),
    acceptCode: assign((_, params: { code: string }) => ({ code: cleanCode(params.code), codeProblem: null, problem: null })),
    leaveCodeStep: assign({ codeSent: null, resendIn: 0, code: '', codeProblem: null, problem: null }),
    decrementCountdown: assign({ resendIn: ({ context }) => Math.max(0, context.resendIn - 1) }),
    scheduleTick: raise({ type: 'countdown.tick' }, { delay: 'tick', id: COUNTDOWN_ID }),
    cancelTick: cancel(COUNTDOWN_ID),
    signIn: assign(({ context }, params: { token: string }) => ({ ...signedOutContext(context.deviceId), token: params.token })),
    storeUser: assign((_, params: { user: UserProfile }) => ({ user: params.user, problem: null })),
    clearProblem: assign({ problem: null }),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ ...signedOutContext(input.deviceId), token: input.token || null }),
  initial: 'anonymous',
  states: {
    anonymous: {
      description: 'Not signed in: the visitor is known by its device id; the phone step of sign-in.',
      always: { guard: 'hasStoredToken', target: 'restoring' },
      on: {
        'phone.change': { actions: { type: 'changePhone', params: ({ event }) => ({ phone: event.phone, check: event.check }) } },
        'method.select': {
          guard: { type: 'canUseMethod', params: ({ event }) => ({ method: event.method }) },
          actions: { type: 'selectMethod', params: ({ event }) => ({ method: event.method }) },
        },
        'code.request': [{ guard: 'isPhoneRefused', actions: 'refusePhone' }, { target: 'requestingCode' }],
      },
    },
    requestingCode: {
      description: 'POST /mobile-auth/signin/: a code is sent to the number (a first code or a resend).',
      entry: 'startRequest',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ otpKey: context.phoneCheck.e164 ?? context.phoneInput, otpMethod: context.otpMethod }),
        onDone: { target: 'codeStep', actions: { type: 'storeCodeSent', params: ({ event }) => ({ sent: event.output }) } },
        onError: [
          {
            guard: 'isResend',
            target: 'codeStep',
            actions: [{ type: 'setProblem', params: ({ event }) => ({ error: event.error }) }, 'waitAfterRefusedResend'],
          },
          { target: 'anonymous', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    codeStep: {
      description: 'A code was sent: the visitor types it; a new one may be asked for once the countdown ends.',
      entry: 'scheduleTick',
      exit: 'cancelTick',
      on: {
        // A tick at 0 (a step entered with nothing to wait for) is ignored.
        'countdown.tick': [
          { guard: 'hasSecondsAfterThisOne', actions: ['decrementCountdown', 'scheduleTick'] },
          { guard: 'isCountingDown', actions: 'decrementCountdown' },
        ],
      },
      initial: 'awaitingCode',
      states: {
        awaitingCode: {
          on: {
            'code.submit': [
              {
                guard: { type: 'isCodeRefused', params: ({ event }) => ({ code: event.code }) },
                actions: { type: 'refuseCode', params: ({ event }) => ({ code: event.code }) },
              },
              { target: 'verifying', actions: { type: 'acceptCode', params: ({ event }) => ({ code: event.code }) } },
            ],
            'code.resend': { guard: 'canResend', target: '#auth.requestingCode' },
            'phone.edit': { target: '#auth.anonymous', actions: 'leaveCodeStep' },
          },
        },
        verifying: {
          description: 'POST /mobile-auth/signin/otp-verify/ (with Device-ID): the answer is the auth token.',
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => ({ otpKey: context.codeSent?.otpKey ?? '', otp: context.code }),
            onDone: {
              target: '#auth.signedIn',
              actions: [
                { type: 'signIn', params: ({ event }) => ({ token: event.output.key }) },
                { type: 'persistToken', params: ({ event }) => ({ token: event.output.key }) },
              ],
            },
            onError: { target: 'awaitingCode', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    restoring: {
      description: 'Token login: the stored token is checked by loading the profile.',
      on: { 'auth.unauthorized': { target: 'anonymous', actions: ['forgetToken', 'reset'] } },
      invoke: {
        id: 'tokenLogin',
        src: 'loadProfile',
        onDone: { target: 'signedIn.ready', actions: { type: 'storeUser', params: ({ event }) => ({ user: event.output }) } },
        onError: [
          { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, target: 'anonymous', actions: ['forgetToken', 'reset'] },
          { target: 'signedIn.profileFailed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    signedIn: {
      description: 'Signed in with a token.',
      on: {
        'auth.signOut': { target: 'signingOut' },
        'auth.unauthorized': { target: 'anonymous', actions: ['forgetToken', 'reset'] },
      },
      initial: 'merging',
      states: {
        merging: {
          description: 'POST /anonymous-user/merge/ (User-Client-Id): what the anonymous user made moves to the account.',
          invoke: {
            id: 'merge',
            src: 'merge',
                onDone: { target: 'loadingProfile' },
            onError: { target: 'loadingProfile' },
          },
        },
        loadingProfile: {
          entry: 'clearProblem',
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
                onDone: { target: 'ready', actions: { type: 'storeUser', params: ({ event }) => ({ user: event.output }) } },
            onError: { target: 'profileFailed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {
          on: { 'user.updated': { actions: { type: 'storeUser', params: ({ event }) => ({ user: event.user }) } } },
        },
        profileFailed: {
          on: { 'profile.retry': { target: 'loadingProfile' } },
        },
      },
    },
    signingOut: {
      description: 'POST /mobile-auth/signout/ revokes the token; whatever the answer, the token is then forgotten here.',
      on: { 'auth.unauthorized': { target: 'anonymous', actions: ['forgetToken', 'reset'] } },
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'anonymous', actions: ['forgetToken', 'reset'] },
        onError: { target: 'anonymous', actions: ['forgetToken', 'reset'] },
      },
    },
  },
});

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
