import type { OtpMethod } from '../../../api/contract/auth';
import type { CallProblem } from '../../calls/call-problem';
import { codeProblemOf } from './code-entry';
import type { CodeProblem } from './code-entry';
import { destinationOf, numberProblemOf, phoneCheckOf } from './otp-challenge.machine';
import type { NumberProblem, OtpChallengeSnapshot } from './otp-challenge.machine';

/**
 * What the sign-in and phone-change pages show of a challenge. The views render these and send
 * the raw input back; everything derived (the phone rule's verdict, the channel, the countdown,
 * the number as people read it) is computed here, from the machine's state.
 */

export type ChallengeStep = 'phone' | 'code' | 'done';

export function stepOf(snapshot: OtpChallengeSnapshot): ChallengeStep {
  if (snapshot.matches('verified')) return 'done';
  return snapshot.matches({ active: { flow: 'codeStep' } }) ? 'code' : 'phone';
}

export interface PhoneForm {
  phone: string;
  /** The channel the code will go by. */
  method: OtpMethod;
  zaloOffered: boolean;
  /** Why the number was refused when a code was asked for. */
  numberProblem: NumberProblem | null;
  /** The request failed (network, a limit, …). */
  problem: CallProblem | null;
  /** A code is being asked for (or waits for the phone rules to check the number). */
  busy: boolean;
}

function isRequesting(snapshot: OtpChallengeSnapshot): boolean {
  return snapshot.matches({ active: { flow: 'requesting' } }) || snapshot.matches({ active: { flow: { entering: 'awaitingRules' } } });
}

export function phoneFormOf(snapshot: OtpChallengeSnapshot): PhoneForm {
  const { context } = snapshot;
  return {
    phone: context.phoneInput,
    method: destinationOf(context).otpMethod,
    // Not before the phone rules arrive: they alone say whether Zalo reaches the number.
    zaloOffered: phoneCheckOf(context).zaloEligible,
    numberProblem: snapshot.matches({ active: { flow: { entering: 'refused' } } }) ? numberProblemOf(context) : null,
    problem: context.problem,
    busy: isRequesting(snapshot),
  };
}

/**
 * The resend control: a countdown after a code went ('wait'); after a limit refused a request
 * ('limit') no countdown but the time a new code may be asked for (the page words it as a time of
 * day from the seconds left); the button once another code may be asked for; a note while one is
 * on its way.
 */
export type ResendOffer = { kind: 'wait'; seconds: number } | { kind: 'limit'; seconds: number } | { kind: 'ready' } | { kind: 'sending' };

export interface CodeForm {
  /** The number the code went to, as people read it, and its channel. */
  shownNumber: string;
  method: OtpMethod;
  /** The last request sent a code (false when a limit refused it and nothing went: issue 23 §7). */
  sent: boolean;
  /**
   * The code can be typed and sent; 'held' while a limit on checking codes lasts (the page says
   * until when, from the problem); 'locked' after five wrong tries or once it expired (a new one
   * is needed).
   */
  entry: 'open' | 'held' | 'locked';
  codeProblem: CodeProblem | null;
  problem: CallProblem | null;
  verifying: boolean;
  resend: ResendOffer;
}

export function resendOfferOf(snapshot: OtpChallengeSnapshot): ResendOffer {
  if (snapshot.matches({ active: { cooldown: 'sending' } })) return { kind: 'sending' };
  if (snapshot.matches({ active: { cooldown: 'waiting' } })) return { kind: snapshot.context.limited ? 'limit' : 'wait', seconds: snapshot.context.resendIn };
  return { kind: 'ready' };
}

export function codeFormOf(snapshot: OtpChallengeSnapshot): CodeForm {
  const { context } = snapshot;
  const sentTo = context.sentTo ?? destinationOf(context);
  return {
    // Written as people read it once the phone rules are there (after a reload they may still be on their way).
    shownNumber: context.phoneRules?.displayPhone(sentTo.otpKey) ?? sentTo.otpKey,
    method: sentTo.otpMethod,
    sent: !context.limited,
    entry: snapshot.matches({ active: { flow: { codeStep: 'locked' } } }) ? 'locked' : snapshot.matches({ active: { flow: { codeStep: 'held' } } }) ? 'held' : 'open',
    codeProblem: snapshot.matches({ active: { flow: { codeStep: { open: 'malformed' } } } }) ? codeProblemOf(context.code) : null,
    problem: context.problem,
    verifying: snapshot.matches({ active: { flow: { codeStep: 'verifying' } } }),
    resend: resendOfferOf(snapshot),
  };
}

/** The number the challenge proved (E.164), once done. */
export function verifiedNumberOf(snapshot: OtpChallengeSnapshot): string | null {
  return snapshot.matches('verified') ? (snapshot.context.sentTo?.otpKey ?? null) : null;
}

/** What the page lets the user do now: the controls that are enabled. */
export interface ChallengeActions {
  typePhone: boolean;
  chooseMethod: boolean;
  requestCode: boolean;
  submitCode: boolean;
  resend: boolean;
  changeNumber: boolean;
}

export function actionsOf(snapshot: OtpChallengeSnapshot): ChallengeActions {
  const step = stepOf(snapshot);
  const phoneIdle = step === 'phone' && !isRequesting(snapshot);
  const code = step === 'code' ? codeFormOf(snapshot) : null;
  const codeIdle = code !== null && !code.verifying && code.resend.kind !== 'sending';
  return {
    typePhone: phoneIdle,
    chooseMethod: phoneIdle,
    requestCode: phoneIdle,
    submitCode: codeIdle && code.entry === 'open',
    resend: codeIdle && code.resend.kind === 'ready',
    changeNumber: codeIdle,
  };
}

/** The control each event of the page comes from. */
export const ACTION_OF_EVENT: Readonly<Record<string, keyof ChallengeActions>> = {
  'phone.change': 'typePhone',
  'method.select': 'chooseMethod',
  'code.request': 'requestCode',
  'code.submit': 'submitCode',
  'code.resend': 'resend',
  'phone.edit': 'changeNumber',
};
