import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { isZaloEligible, normalizePhone } from '../../../domain/phone';

/** What the phone rule (src/domain/phone.ts) says about a typed number. */
export interface PhoneCheck {
  /** The number in E.164, or null when the rule refuses it. */
  e164: string | null;
  problem: 'empty' | 'invalid' | null;
  /** Zalo can carry the code (a Vietnamese mobile number). */
  zaloEligible: boolean;
}

/** The last numbers checked: guards and selectors ask about the same typed text many times. */
const recent = new Map<string, PhoneCheck>();
const RECENT_LIMIT = 32;

export function checkPhone(phone: string): PhoneCheck {
  const known = recent.get(phone);
  if (known) return known;
  const result = normalizePhone(phone);
  const check: PhoneCheck = result.ok
    ? { e164: result.e164, problem: null, zaloEligible: isZaloEligible(result.e164) }
    : { e164: null, problem: result.reason, zaloEligible: false };
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  recent.set(phone, check);
  return check;
}

/** An E.164 number as people read it: +84 912 345 678. */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
