import { OTP_LENGTH } from '../../api/contract/auth';
import type { OtpMethod } from '../../api/contract/auth';
import { isZaloEligible, normalizePhone } from '../../domain/phone';

/**
 * Pure rules of the phone and code steps, shared by sign-in and the phone-number update.
 * The phone rule itself (a leading 0 becomes +84, then it must be valid) is src/domain/phone.ts.
 */

export type PhoneProblem = 'empty' | 'invalid';
export type CodeProblem = 'empty' | 'format';

/** Seconds between two codes when the server does not say (it always does: `resendIn`). */
export const RESEND_FALLBACK_SECONDS = 60;
/** The resend countdown ticks once a second. */
export const COUNTDOWN_TICK_MS = 1000;

export function phoneProblemOf(phone: string): PhoneProblem | null {
  const result = normalizePhone(phone);
  return result.ok ? null : result.reason;
}

/** E.164 of a typed number, or null when the phone rule refuses it. */
export function e164Of(phone: string): string | null {
  const result = normalizePhone(phone);
  return result.ok ? result.e164 : null;
}

/**
 * The channel to keep when the number changes: Zalo only while the number can receive it
 * (SMS is always offered).
 */
export function methodFor(phone: string, wanted: OtpMethod): OtpMethod {
  return wanted === 'zalo' && !isZaloEligible(phone) ? 'sms' : wanted;
}

/** The code as typed, without spaces or dashes; full-width digits become ASCII. */
export function cleanCode(code: string): string {
  return code.normalize('NFKC').replace(/[\s-]/g, '');
}

export function codeProblemOf(code: string): CodeProblem | null {
  const cleaned = cleanCode(code);
  if (cleaned === '') return 'empty';
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(cleaned) ? null : 'format';
}

/** Seconds to wait for the next code: the server's `resendIn`, never negative. */
export function resendSeconds(resendIn: number | null | undefined): number {
  return Math.max(0, Math.ceil(resendIn ?? RESEND_FALLBACK_SECONDS));
}
