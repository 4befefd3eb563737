import { assign, cancel, fromPromise, raise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { OtpMethod, OtpSent } from '../../api/contract/auth';
import type { UserProfile } from '../../api/contract/user-profile';
import { toCallProblem } from '../auth/call-problem';
import type { CallProblem } from '../auth/call-problem';
import { COUNTDOWN_TICK_MS, EMPTY_PHONE_CHECK, cleanCode, codeProblemOf, methodFor, resendSeconds } from '../auth/code-entry';
import type { CodeProblem, PhoneCheck, PhoneProblem } from '../auth/code-entry';

/**
 * Changing the signed-in user's phone number (spec §2 "phone-number update", §4): the new number
 * gets a one-time code (POST /user-profile/phone-number/), and the code proves it
 * (POST /user-profile/phone-number/verify/), which answers the updated profile. The same rules as
 * sign-in: the phone rule, Zalo only for Vietnamese mobile numbers, a 6-digit code and a resend
 * countdown from the server's `resendIn` raised as `countdown.tick` every second.
 *
 * The edge supplies the two calls (src/api/user-profile.ts) and the `phoneUpdated` action, which
 * gives the new profile to the auth machine.
 */

export type NewPhoneProblem = PhoneProblem | 'same';

export interface PhoneUpdateInput {
  /** The account's number now (E.164). */
  currentPhone: string;
}

export interface PhoneUpdateContext {
  currentPhone: string;
  phoneInput: string;
  /** The phone rule's verdict on it (checkPhone, sent with every phone.change). */
  phoneCheck: PhoneCheck;
  phoneProblem: NewPhoneProblem | null;
  otpMethod: OtpMethod;
  codeSent: OtpSent | null;
  resendIn: number;
  code: string;
  codeProblem: CodeProblem | null;
  problem: CallProblem | null;
  /** The profile with the new number, once verified. */
  user: UserProfile | null;
}

export type PhoneUpdateEvent =
  | { type: 'phone.change'; phone: string; check: PhoneCheck }
  | { type: 'method.select'; method: OtpMethod }
  | { type: 'code.request' }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'phone.edit' }
  /** Raised by the machine itself every second while the resend countdown runs. */
  | { type: 'countdown.tick' };

const COUNTDOWN_ID = 'phoneUpdateCountdown';

function newPhoneProblemOf(context: PhoneUpdateContext): NewPhoneProblem | null {
  return context.phoneCheck.problem ?? (context.phoneCheck.e164 === context.currentPhone ? 'same' : null);
}

const notSupplied = (name: string) => () => Promise.reject(new Error(`The ${name} actor is supplied at the edge with provide()`));

export const phoneUpdateMachine = setup({
  types: {
    context: {} as PhoneUpdateContext,
    events: {} as PhoneUpdateEvent,
    input: {} as PhoneUpdateInput,
  },
  delays: { tick: COUNTDOWN_TICK_MS },
  actors: {
    requestCode: fromPromise<OtpSent, { phoneNumber: string; otpMethod: OtpMethod }>(notSupplied('requestCode')),
    verifyCode: fromPromise<UserProfile, { phoneNumber: string; otp: string }>(notSupplied('verifyCode')),
  },
  guards: {
    isPhoneRefused: ({ context }) => newPhoneProblemOf(context) !== null,
    canUseMethod: ({ context }, params: { method: OtpMethod }) => params.method === 'sms' || context.phoneCheck.zaloEligible,
    isCodeRefused: (_, params: { code: string }) => codeProblemOf(params.code) !== null,
    canResend: ({ context }) => context.resendIn === 0,
    isCountingDown: ({ context }) => context.resendIn > 0,
    hasSecondsAfterThisOne: ({ context }) => context.resendIn > 1,
    isResend: ({ context }) => context.codeSent !== null,
  },
  actions: {
    // Placeholder: the edge gives the new profile to the auth machine.
    phoneUpdated: (_, _params: { user: UserProfile }) => {},
    changePhone: assign(({ context }, params: { phone: string; check: PhoneCheck }) => ({
      phoneInput: params.phone,
      phoneCheck: params.check,
      phoneProblem: null,
      otpMethod: methodFor(params.check, context.otpMethod),
    })),
    selectMethod: assign((_, params: { method: OtpMethod }) => ({ otpMethod: params.method })),
    refusePhone: assign({ phoneProblem: ({ context }) => newPhoneProblemOf(context) }),
    startRequest: assign({ phoneProblem: null, problem: null }),
    storeCodeSent: assign((_, params: { sent: OtpSent }) => ({
      codeSent: params.sent,
      resendIn: resendSeconds(params.sent.resendIn),
      code: '',
      codeProblem: null,
      problem: null,
    })),
    setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
    waitAfterRefusedResend: assign(({ context }) => ({
      resendIn: context.problem?.key === 'rate_limited' && context.problem.seconds ? context.problem.seconds : context.resendIn,
    })),
    refuseCode: assign((_, params: { code: string }) => ({ codeProblem: codeProblemOf(params.code) })),
    acceptCode: assign((_, params: { code: string }) => ({ code: cleanCode(params.code), codeProblem: null, problem: null })),
    leaveCodeStep: assign({ codeSent: null, resendIn: 0, code: '', codeProblem: null, problem: null }),
    decrementCountdown: assign({ resendIn: ({ context }) => Math.max(0, context.resendIn - 1) }),
    scheduleTick: raise({ type: 'countdown.tick' }, { delay: 'tick', id: COUNTDOWN_ID }),
    cancelTick: cancel(COUNTDOWN_ID),
    storeUser: assign((_, params: { user: UserProfile }) => ({ user: params.user, currentPhone: params.user.phoneNumber, problem: null })),
  },
}).createMachine({
  id: 'phoneUpdate',
  context: ({ input }) => ({
    currentPhone: input.currentPhone,
    phoneInput: '',
    phoneCheck: EMPTY_PHONE_CHECK,
    phoneProblem: null,
    otpMethod: 'sms',
    codeSent: null,
    resendIn: 0,
    code: '',
    codeProblem: null,
    problem: null,
    user: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The new number and the channel for its code.',
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
      description: 'POST /user-profile/phone-number/: a code is sent to the new number.',
      entry: 'startRequest',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ phoneNumber: context.phoneCheck.e164 ?? context.phoneInput, otpMethod: context.otpMethod }),
        onDone: { target: 'codeStep', actions: { type: 'storeCodeSent', params: ({ event }) => ({ sent: event.output }) } },
        onError: [
          {
            guard: 'isResend',
            target: 'codeStep',
            actions: [{ type: 'setProblem', params: ({ event }) => ({ error: event.error }) }, 'waitAfterRefusedResend'],
          },
          { target: 'editing', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    codeStep: {
      entry: 'scheduleTick',
      exit: 'cancelTick',
      on: {
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
            'code.resend': { guard: 'canResend', target: '#phoneUpdate.requestingCode' },
            'phone.edit': { target: '#phoneUpdate.editing', actions: 'leaveCodeStep' },
          },
        },
        verifying: {
          description: 'POST /user-profile/phone-number/verify/: the answer is the profile with the new number.',
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => ({ phoneNumber: context.codeSent?.otpKey ?? '', otp: context.code }),
            onDone: {
              target: '#phoneUpdate.done',
              actions: [
                { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
                { type: 'phoneUpdated', params: ({ event }) => ({ user: event.output }) },
              ],
            },
            onError: { target: 'awaitingCode', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    done: {
      description: 'The account now has the new number.',
    },
  },
});

export type PhoneUpdateSnapshot = SnapshotFrom<typeof phoneUpdateMachine>;
