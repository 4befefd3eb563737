import { and, assign, fromPromise, not, or, raise, setup, stateIn } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { OtpMethod, OtpSent } from '../../../api/contract/auth';
import { toCallProblem } from '../../calls/call-problem';
import { notSupplied } from '../../calls/not-supplied';
import type { CallProblem, CallProblemKey } from '../../calls/call-problem';
import { cleanCode, codeProblemOf } from './code-entry';
import { loadPhoneRules } from '../../../domain/phone-rules';
import type { PhoneRules } from '../../../domain/phone-rules';

/**
 * Proving a phone number with a one-time code (spec §4 "Sign-in: request a one-time code, then
 * verify it", §5 phone rule, §9 Zalo only for some numbers). The one place the code request, the
 * resend countdown, verification, the attempt limit and the lockout live: sign-in and the
 * phone-number change run it with their own two calls (README.md beside this file).
 *
 *   active (parallel)
 *     flow:     starting → entering.{editing,refused,awaitingRules} → requesting →
 *               codeStep.{open.{awaitingCode,malformed}, verifying, held, locked}
 *     cooldown: starting → idle | waiting (a tick a second) → ready → sending (a resend)
 *     rules:    starting → loading → ready | failed (→ loading on the next "get a code")
 *   verified (final; output: what the verify call answered)
 *
 * The phone rules (libphonenumber's metadata) are not in the page's first load: the machine loads
 * them (`loadPhoneRules`, src/domain/phone-rules.ts) unless its input brings them. A code asked
 * for before they arrive waits for them (entering.awaitingRules) and is then checked as if asked
 * for at that moment; if they cannot be loaded the form shows the failure and the next request
 * loads them again.
 *
 * The edge supplies the calls (`requestCode`, `verifyCode`) and the effects: `codeVerified`
 * (hand the result on: a token to the session, a profile to the account), `remember` / `forget`
 * (keep a pending challenge across a reload; src/platform/storage).
 */

export const RESEND_TICK_MS = 1000;
/** Seconds to wait when a refusal (429) does not say how long. */
export const RESEND_FALLBACK_SECONDS = 60;

/** Where a code goes: the number in E.164 and the channel. */
export interface OtpDestination {
  otpKey: string;
  otpMethod: OtpMethod;
}

/** A code on its way, kept across a reload. */
export interface PendingChallenge {
  /** The number as it was typed. */
  phone: string;
  sentTo: OtpDestination;
  /** Seconds left before another code may be asked for. */
  resendIn: number;
  /** The wait is a limit's (the last request was refused, 429), not the one after a code went. */
  limited?: boolean;
  /** The code is dead (five wrong tries, or expired): only a new code helps, after a reload too (issue 23 §6). */
  dead?: boolean;
}

export interface OtpChallengeInput {
  /** A number the code may not go to (E.164): the account's own number when changing it. */
  excludedNumber?: string | null;
  /** A challenge kept from before a reload: its code step comes back with the time left. */
  resume?: PendingChallenge | null;
  /** The phone rules, when already loaded; else the machine loads them. */
  phoneRules?: PhoneRules | null;
}

export type NumberProblem = 'empty' | 'invalid' | 'same';

export interface OtpChallengeContext {
  excludedNumber: string | null;
  /** The number as typed. */
  phoneInput: string;
  /** The channel chosen; SMS carries the code whenever Zalo cannot reach the number. */
  otpMethod: OtpMethod;
  /** Where the last code went (or would have gone, when a limit refused it). */
  sentTo: OtpDestination | null;
  /** Seconds left of the resend wait. */
  resendIn: number;
  /**
   * The wait runs because a limit refused the last request (429: too many codes for the number
   * lately, or asked again too soon), not because a code just went: the page says when a new code
   * may be asked for as a time of day.
   */
  limited: boolean;
  /** Seconds left of a limit on checking codes (429 from the verify call). */
  checksHeldFor: number;
  /** The code on its way is dead (five wrong tries, or expired) until a new one goes: kept for a reload. */
  codeDead: boolean;
  /** The code as last submitted. */
  code: string;
  /** The last failed call, cleared when another call starts. */
  problem: CallProblem | null;
  /** The phone rules once loaded: no number is checked before. */
  phoneRules: PhoneRules | null;
}

export type OtpChallengeEvent =
  | { type: 'phone.change'; phone: string }
  | { type: 'method.select'; method: OtpMethod }
  | { type: 'code.request' }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'phone.edit' };

/** What the phone rule says of the typed number; before the rules arrive, nothing (no E.164, no Zalo). */
export function phoneCheckOf(context: Pick<OtpChallengeContext, 'phoneInput' | 'phoneRules'>) {
  return context.phoneRules?.checkPhone(context.phoneInput) ?? { e164: null, problem: null, zaloEligible: false };
}

/** Why the typed number cannot get a code, or null (asked only once the rules are there). */
export function numberProblemOf(context: Pick<OtpChallengeContext, 'phoneInput' | 'excludedNumber' | 'phoneRules'>): NumberProblem | null {
  const check = phoneCheckOf(context);
  if (check.problem) return check.problem;
  return check.e164 === context.excludedNumber ? 'same' : null;
}

/** Where a code for the typed number goes: Zalo only when it can reach the number, else SMS. */
export function destinationOf(context: Pick<OtpChallengeContext, 'phoneInput' | 'otpMethod' | 'phoneRules'>): OtpDestination {
  const check = phoneCheckOf(context);
  return { otpKey: check.e164 ?? context.phoneInput, otpMethod: check.zaloEligible ? context.otpMethod : 'sms' };
}

function pendingOf(context: OtpChallengeContext): PendingChallenge {
  return { phone: context.phoneInput, sentTo: context.sentTo ?? destinationOf(context), resendIn: context.resendIn, limited: context.limited, dead: context.codeDead };
}

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
export function createOtpChallengeMachine() {
  const RATE_LIMITED: readonly CallProblemKey[] = ['rate_limited'];
  const CODE_IS_DEAD: readonly CallProblemKey[] = ['otp_attempts_exceeded', 'otp_expired'];

  return setup({
    types: {
      context: {} as OtpChallengeContext,
      events: {} as OtpChallengeEvent,
      input: {} as OtpChallengeInput,
    },
    delays: { tick: RESEND_TICK_MS },
    actors: {
      requestCode: fromPromise<OtpSent, OtpDestination>(notSupplied('requestCode')),
      loadPhoneRules: fromPromise<PhoneRules>(() => loadPhoneRules()),
      verifyCode: fromPromise<unknown, { otpKey: string; otp: string }>(notSupplied('verifyCode')),
    },
    guards: {
      hasCodeSent: ({ context }) => context.sentTo !== null,
      isCodeDead: ({ context }) => context.codeDead,
      isNumberRefused: ({ context }) => numberProblemOf(context) !== null,
      isNumberAlreadySent: ({ context }) => context.sentTo !== null && context.sentTo.otpKey === phoneCheckOf(context).e164,
      hasPhoneRules: ({ context }) => context.phoneRules !== null,
      isRulesLoadFailed: stateIn('#otpChallenge.active.rules.failed'),
      isAwaitingRules: stateIn('#otpChallenge.active.flow.entering.awaitingRules'),
      isCountingDown: stateIn('#otpChallenge.active.cooldown.waiting'),
      isCodeMalformed: (_, params: { code: string }) => codeProblemOf(params.code) !== null,
      isResending: stateIn('#otpChallenge.active.cooldown.sending'),
      isVerifying: stateIn('#otpChallenge.active.flow.codeStep.verifying'),
      isOnCodeStep: stateIn('#otpChallenge.active.flow.codeStep'),
      hasSecondsAfterThisOne: ({ context }) => context.resendIn > 1,
      isCheckHeldAfterThisSecond: ({ context }) => context.checksHeldFor > 1,
      failedWith: (_, params: { error: unknown; keys: readonly CallProblemKey[] }) => params.keys.includes(toCallProblem(params.error).key),
    },
    actions: {
      // Placeholders: the edge supplies them (README.md).
      codeVerified: (_, _params: { result: unknown }) => {},
      remember: (_, _params: PendingChallenge) => {},
      forget: () => {},

      changePhone: assign((_, params: { phone: string }) => ({ phoneInput: params.phone })),
      storeRules: assign((_, params: { rules: PhoneRules }) => ({ phoneRules: params.rules })),
      selectMethod: assign((_, params: { method: OtpMethod }) => ({ otpMethod: params.method })),
      clearProblem: assign({ problem: null }),
      storeSent: assign((_, params: { sent: OtpSent }) => ({
        sentTo: { otpKey: params.sent.otpKey, otpMethod: params.sent.otpMethod },
        resendIn: Math.max(0, Math.ceil(params.sent.resendIn)),
        limited: false,
        codeDead: false,
        problem: null,
      })),
      /** A code refused by a limit (429): wait as long as the server says. */
      waitAfterRefusal: assign((_, params: { error: unknown }) => {
        const problem = toCallProblem(params.error);
        return { problem, resendIn: problem.seconds ?? RESEND_FALLBACK_SECONDS, limited: true };
      }),
      /** The code step is for the number typed now (a code may already be on its way to it). */
      aimAtTypedNumber: assign(({ context }) => ({ sentTo: destinationOf(context) })),
      setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
      storeCode: assign((_, params: { code: string }) => ({ code: params.code, problem: null })),
      leaveCodeStep: assign({ problem: null, codeDead: false }),
      /** Five wrong tries, or the code expired: the code is dead until a new one goes. */
      markCodeDead: assign({ codeDead: true }),
      countDown: assign({ resendIn: ({ context }) => context.resendIn - 1 }),
      /** A limit (429) on checking codes: hold them as long as the server says. */
      holdChecks: assign((_, params: { error: unknown }) => {
        const problem = toCallProblem(params.error);
        return { problem, checksHeldFor: problem.seconds ?? RESEND_FALLBACK_SECONDS };
      }),
      countDownHold: assign({ checksHeldFor: ({ context }) => context.checksHeldFor - 1 }),
    },
  }).createMachine({
    id: 'otpChallenge',
    // A flow that invokes the challenge gets what the verify call answered (verified's output).
    output: ({ event }) => ('output' in event ? event.output : null),
    context: ({ input }) => ({
      excludedNumber: input.excludedNumber ?? null,
      phoneInput: input.resume?.phone ?? '',
      otpMethod: input.resume?.sentTo.otpMethod ?? 'sms',
      sentTo: input.resume?.sentTo ?? null,
      resendIn: input.resume?.resendIn ?? 0,
      limited: input.resume?.limited ?? false,
      checksHeldFor: 0,
      codeDead: input.resume?.dead ?? false,
      code: '',
      problem: null,
      phoneRules: input.phoneRules ?? null,
    }),
    initial: 'active',
    states: {
      active: {
        type: 'parallel',
        states: {
          flow: {
            initial: 'starting',
            states: {
              starting: {
                description: 'A challenge kept from before a reload goes straight back to its code (a dead code stays dead).',
                always: [
                  { guard: and(['hasCodeSent', 'isCodeDead']), target: 'codeStep.locked' },
                  { guard: 'hasCodeSent', target: 'codeStep' },
                  { target: 'entering' },
                ],
              },
              entering: {
                description: 'The number and the channel (SMS always; Zalo for Vietnamese mobile numbers).',
                initial: 'editing',
                states: {
                  editing: {
                    on: {
                      'phone.change': { target: 'editing', actions: { type: 'changePhone', params: ({ event }) => ({ phone: event.phone }) } },
                      'method.select': { actions: { type: 'selectMethod', params: ({ event }) => ({ method: event.method }) } },
                    },
                  },
                  refused: {
                    description: 'The number typed cannot get a code: the form says why.',
                    on: {
                      'phone.change': { target: 'editing', actions: { type: 'changePhone', params: ({ event }) => ({ phone: event.phone }) } },
                      'method.select': { actions: { type: 'selectMethod', params: ({ event }) => ({ method: event.method }) } },
                    },
                  },
                  awaitingRules: {
                    description:
                      'A code was asked for before the phone rules arrived: the form waits as for a request, then the number is checked (or, if the rules could not be loaded, the form says so).',
                    always: [
                      // The request is made again now that the number can be checked (liveness: it is not lost).
                      { guard: 'hasPhoneRules', target: 'editing', actions: raise({ type: 'code.request' }) },
                      { guard: 'isRulesLoadFailed', target: 'editing' },
                    ],
                  },
                },
                on: {
                  'code.request': [
                    { guard: not('hasPhoneRules'), target: '.awaitingRules', actions: 'clearProblem' },
                    { guard: 'isNumberRefused', target: '.refused', actions: 'clearProblem' },
                    // A code already went to this number and its wait runs: that code is the one to type.
                    {
                      guard: and(['isNumberAlreadySent', 'isCountingDown']),
                      target: 'codeStep',
                      // The failure of a request for another number is not this code's.
                      actions: ['clearProblem', { type: 'remember', params: ({ context }) => pendingOf(context) }],
                    },
                    { target: 'requesting' },
                  ],
                },
              },
              requesting: {
                description: 'The first code for this number is asked for.',
                entry: 'clearProblem',
                invoke: {
                  id: 'requestCode',
                  src: 'requestCode',
                  input: ({ context }) => destinationOf(context),
                  onDone: {
                    target: ['#otpChallenge.active.flow.codeStep', '#otpChallenge.active.cooldown.waiting'],
                    actions: [{ type: 'storeSent', params: ({ event }) => ({ sent: event.output }) }, { type: 'remember', params: ({ context }) => pendingOf(context) }],
                  },
                  onError: [
                    {
                      // Too many codes for this number lately: one may already be on its way. Offer
                      // its code step and count down to the next allowed request.
                      guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, keys: RATE_LIMITED }) },
                      target: ['#otpChallenge.active.flow.codeStep', '#otpChallenge.active.cooldown.waiting'],
                      actions: [
                        'aimAtTypedNumber',
                        { type: 'waitAfterRefusal', params: ({ event }) => ({ error: event.error }) },
                        { type: 'remember', params: ({ context }) => pendingOf(context) },
                      ],
                    },
                    { target: 'entering', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
                  ],
                },
              },
              codeStep: {
                description: 'A code went to sentTo: it is typed and checked.',
                initial: 'open',
                on: {
                  'phone.edit': [
                    // Not while a call runs: the page waits for its answer.
                    { guard: or(['isResending', 'isVerifying']) },
                    { target: 'entering', actions: ['leaveCodeStep', 'forget'] },
                  ],
                },
                states: {
                  open: {
                    description: 'The code can be typed and sent (not while a new code is on its way).',
                    initial: 'awaitingCode',
                    states: {
                      awaitingCode: {},
                      malformed: { description: 'The code typed is not six digits: it is not sent, the form says why.' },
                    },
                    on: {
                      'code.submit': [
                        // A new code is on its way: the page waits for it.
                        { guard: 'isResending' },
                        {
                          guard: { type: 'isCodeMalformed', params: ({ event }) => ({ code: event.code }) },
                          target: '.malformed',
                          actions: { type: 'storeCode', params: ({ event }) => ({ code: event.code }) },
                        },
                        { target: 'verifying', actions: { type: 'storeCode', params: ({ event }) => ({ code: event.code }) } },
                      ],
                    },
                  },
                  verifying: {
                    entry: 'clearProblem',
                    invoke: {
                      id: 'verifyCode',
                      src: 'verifyCode',
                      input: ({ context }) => ({ otpKey: context.sentTo?.otpKey ?? '', otp: cleanCode(context.code) }),
                      onDone: {
                        target: '#otpChallenge.verified',
                        actions: ['forget', { type: 'codeVerified', params: ({ event }) => ({ result: event.output }) }],
                      },
                      onError: [
                        {
                          guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, keys: CODE_IS_DEAD }) },
                          target: 'locked',
                          actions: [
                            { type: 'setProblem', params: ({ event }) => ({ error: event.error }) },
                            'markCodeDead',
                            { type: 'remember', params: ({ context }) => pendingOf(context) },
                          ],
                        },
                        {
                          // Too many checks from here lately: none until the time the server said.
                          guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, keys: RATE_LIMITED }) },
                          target: 'held',
                          actions: { type: 'holdChecks', params: ({ event }) => ({ error: event.error }) },
                        },
                        { target: 'open', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
                      ],
                    },
                  },
                  held: {
                    description: 'A limit (429) on checking codes: the code is not sent until the time the page says (no button that cannot work until then).',
                    after: {
                      tick: [{ guard: 'isCheckHeldAfterThisSecond', target: 'held', reenter: true, actions: 'countDownHold' }, { target: 'open' }],
                    },
                  },
                  locked: {
                    description: 'Five wrong tries, or the code expired: only a new code helps.',
                  },
                },
              },
            },
          },
          rules: {
            description: 'The phone rules, loaded with import() unless the input brought them.',
            initial: 'starting',
            states: {
              starting: { always: [{ guard: 'hasPhoneRules', target: 'ready' }, { target: 'loading' }] },
              loading: {
                invoke: {
                  id: 'loadPhoneRules',
                  src: 'loadPhoneRules',
                  onDone: { target: 'ready', actions: { type: 'storeRules', params: ({ event }) => ({ rules: event.output }) } },
                  onError: [
                    // A code asked for waits for them: the form says why none is asked for.
                    { guard: 'isAwaitingRules', target: 'failed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
                    { target: 'failed' },
                  ],
                },
              },
              failed: {
                description: 'The rules could not be loaded (no connection): the next "get a code" loads them again.',
                on: { 'code.request': 'loading' },
              },
              ready: {},
            },
          },
          cooldown: {
            initial: 'starting',
            states: {
              starting: { always: [{ guard: 'hasCodeSent', target: 'waiting' }, { target: 'idle' }] },
              idle: { description: 'No code asked for yet.' },
              waiting: {
                description: 'Counting down the seconds before another code may be asked for.',
                after: {
                  tick: [
                    { guard: 'hasSecondsAfterThisOne', target: 'waiting', reenter: true, actions: 'countDown' },
                    { target: 'ready' },
                  ],
                },
              },
              ready: {
                on: { 'code.resend': { guard: and(['isOnCodeStep', not('isVerifying')]), target: 'sending' } },
              },
              sending: {
                description: 'A new code for the same number is asked for (a resend).',
                entry: 'clearProblem',
                invoke: {
                  id: 'resendCode',
                  src: 'requestCode',
                  input: ({ context }) => context.sentTo ?? destinationOf(context),
                  onDone: {
                    target: ['#otpChallenge.active.cooldown.waiting', '#otpChallenge.active.flow.codeStep.open'],
                    actions: [{ type: 'storeSent', params: ({ event }) => ({ sent: event.output }) }, { type: 'remember', params: ({ context }) => pendingOf(context) }],
                  },
                  onError: [
                    {
                      guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, keys: RATE_LIMITED }) },
                      target: 'waiting',
                      actions: [{ type: 'waitAfterRefusal', params: ({ event }) => ({ error: event.error }) }, { type: 'remember', params: ({ context }) => pendingOf(context) }],
                    },
                    { target: 'ready', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
                  ],
                },
              },
            },
          },
        },
      },
      verified: {
        type: 'final',
        output: ({ event }) => ('output' in event ? event.output : null),
        description: 'The code was right: the output is what the verify call answered.',
      },
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createOtpChallengeMachine()` (no instance at module load). */
export type OtpChallengeMachine = ReturnType<typeof createOtpChallengeMachine>;

export type OtpChallengeSnapshot = SnapshotFrom<OtpChallengeMachine>;
