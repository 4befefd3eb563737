import type { DiscountCode } from '../../api/contract/kid-quiz';
import type { PhoneRules } from '../../domain/phone-rules';
import type { CallProblem } from '../calls/call-problem';
import { codeNumberOf, phoneProblemOf, resultsNumberOf } from './kid-quiz-results.machine';
import type { KidQuizResultsSnapshot, PhoneProblem, SmsForm } from './kid-quiz-results.machine';

/**
 * What the results screen shows of its SMS and discount-code actions, read from the results
 * machine. The views render these and send the numbers as typed; the phone rule's verdict, the
 * number each form starts with and which call failed are derived here. Numbers are E.164 (the
 * view writes them as people read them).
 */

export type ResultsCall = 'updateRecord' | 'sendResultsSms' | 'createDiscountCode' | 'sendCodeSms';

export interface CallFailure {
  call: ResultsCall;
  problem: CallProblem | null;
}

export type SmsStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface SmsFormView {
  /** The number the field starts with: the one in use for this form, or none. */
  initialPhone: string | null;
  /** Why the number typed last was refused (it was not sent). */
  phoneProblem: PhoneProblem | null;
  status: SmsStatus;
  /** The number the message went to, once sent. */
  sentTo: string | null;
  failure: CallFailure | null;
}

function phoneProblemOfForm(rules: PhoneRules, form: SmsForm): PhoneProblem | null {
  return form.refused === null ? null : phoneProblemOf(rules, form.refused);
}

/** Writes an E.164 number as people read it (+84 91 234 56 78), with the rules the machine was given. */
export function phoneWriterOf(snapshot: KidQuizResultsSnapshot): (e164: string) => string {
  return snapshot.context.phoneRules.displayPhone;
}

/** A call is in flight: every button waits. */
export function isBusy(snapshot: KidQuizResultsSnapshot): boolean {
  return !snapshot.matches('settled');
}

export function resultsSmsOf(snapshot: KidQuizResultsSnapshot): SmsFormView {
  const { context } = snapshot;
  const number = resultsNumberOf(context);
  const failedCall: ResultsCall | null = snapshot.matches({ settled: 'phoneSaveFailed' })
    ? 'updateRecord'
    : snapshot.matches({ settled: 'resultsSmsFailed' })
      ? 'sendResultsSms'
      : null;
  const sending = snapshot.matches('savingPhone') || snapshot.matches('sendingResultsSms');
  const sent = snapshot.matches({ settled: 'resultsSmsSent' });
  return {
    initialPhone: number,
    phoneProblem: phoneProblemOfForm(context.phoneRules, context.resultsSms),
    status: sending ? 'sending' : sent ? 'sent' : failedCall ? 'failed' : 'idle',
    sentTo: sent ? number : null,
    failure: failedCall ? { call: failedCall, problem: context.problem } : null,
  };
}

export type DiscountStatus = 'none' | 'creating' | 'failed' | 'created';

export interface DiscountView {
  status: DiscountStatus;
  code: DiscountCode | null;
  failure: CallFailure | null;
  /** The form that sends the code, once there is one. */
  sms: SmsFormView | null;
}

function codeSmsOf(snapshot: KidQuizResultsSnapshot): SmsFormView {
  const { context } = snapshot;
  const number = codeNumberOf(context);
  const sent = snapshot.matches({ settled: 'codeSmsSent' });
  const failed = snapshot.matches({ settled: 'codeSmsFailed' });
  return {
    initialPhone: number,
    phoneProblem: phoneProblemOfForm(context.phoneRules, context.codeSms),
    status: snapshot.matches('sendingCodeSms') ? 'sending' : sent ? 'sent' : failed ? 'failed' : 'idle',
    sentTo: sent ? number : null,
    failure: failed ? { call: 'sendCodeSms', problem: context.problem } : null,
  };
}

export function discountOf(snapshot: KidQuizResultsSnapshot): DiscountView {
  const { discountCode, problem } = snapshot.context;
  if (discountCode) return { status: 'created', code: discountCode, failure: null, sms: codeSmsOf(snapshot) };
  if (snapshot.matches('creatingDiscountCode')) return { status: 'creating', code: null, failure: null, sms: null };
  if (snapshot.matches({ settled: 'discountCodeFailed' })) return { status: 'failed', code: null, failure: { call: 'createDiscountCode', problem }, sms: null };
  return { status: 'none', code: null, failure: null, sms: null };
}

/** What the results screen lets the parent do now: the controls it shows enabled. */
export interface ResultsActions {
  sendResults: boolean;
  retryResults: boolean;
  getCode: boolean;
  retryCode: boolean;
  sendCode: boolean;
  retryCodeSms: boolean;
}

export function actionsOf(snapshot: KidQuizResultsSnapshot): ResultsActions {
  const idle = !isBusy(snapshot);
  const discount = discountOf(snapshot);
  return {
    sendResults: idle,
    retryResults: resultsSmsOf(snapshot).status === 'failed',
    getCode: idle && discount.code === null,
    retryCode: discount.status === 'failed',
    sendCode: idle && discount.code !== null,
    retryCodeSms: discount.sms?.status === 'failed',
  };
}

/** The control each event of the results screen comes from. */
export const ACTION_OF_EVENT: Readonly<Record<string, keyof ResultsActions>> = {
  'resultsSms.send': 'sendResults',
  'resultsSms.retry': 'retryResults',
  'discountCode.create': 'getCode',
  'discountCode.retry': 'retryCode',
  'codeSms.send': 'sendCode',
  'codeSms.retry': 'retryCodeSms',
};
