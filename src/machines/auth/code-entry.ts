import type { OtpMethod } from '../../api/contract/auth';

/**
 * Pure rules of the phone and code steps, shared by sign-in and the phone-number update. The
 * phone rule itself (a leading 0 becomes +84, then it must be valid; Zalo only for Vietnamese
 * mobile numbers) is src/domain/phone.ts: its result reaches the machines as a PhoneCheck
 * (phone-check.ts), so libphonenumber loads with the pages that take a number, not with the app.
 */

export type PhoneProblem = 'empty' | 'invalid';
export type CodeProblem = 'empty' | 'format';

/** What the phone rule says about a typed number. */
export interface PhoneCheck {
  /** The number in E.164, or null when the rule refuses it. */
  e164: string | null;
  problem: PhoneProblem | null;
  /** Zalo can carry the code (a Vietnamese mobile number). */
  zaloEligible: boolean;
}

/** The check of an empty field (checkPhone('')). */
export const EMPTY_PHONE_CHECK: PhoneCheck = { e164: null, problem: 'empty', zaloEligible: false };

/** Seconds between two codes when the server does not say (it always does: `resendIn`). */
export const RESEND_FALLBACK_SECONDS = 60;
/** The resend countdown ticks once a second. */
export const COUNTDOWN_TICK_MS = 1000;
/** OTP_LENGTH (6) digits of the auth contract, written out so this module stays free of the contract's schemas. */
const CODE_PATTERN = /^\d{6}$/;

/** The channel to keep for a checked number: Zalo only while it can carry the code; SMS always. */
export function methodFor(check: PhoneCheck, wanted: OtpMethod): OtpMethod {
  return wanted === 'zalo' && !check.zaloEligible ? 'sms' : wanted;
}

/** The code as typed, without spaces or dashes; full-width digits become ASCII. */
export function cleanCode(code: string): string {
  return code.normalize('NFKC').replace(/[\s-]/g, '');
}

export function codeProblemOf(code: string): CodeProblem | null {
  const cleaned = cleanCode(code);
  if (cleaned === '') return 'empty';
  return CODE_PATTERN.test(cleaned) ? null : 'format';
}

/** Seconds to wait for the next code: the server's `resendIn`, never negative. */
export function resendSeconds(resendIn: number | null | undefined): number {
  return Math.max(0, Math.ceil(resendIn ?? RESEND_FALLBACK_SECONDS));
}
