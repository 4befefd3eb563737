/**
 * The phone rule (spec section 5): a leading 0 is replaced by +84, then the number is parsed and
 * must be valid. Default prefix +84 (section 9).
 *
 * Metadata choice: the default `libphonenumber-js` import ('min' metadata, ~20 kB gzipped) is
 * used. 'mobile' metadata (~24 kB) only knows mobile ranges, so it rejects landlines such as
 * 028 3812 3456 that must stay valid; 'max' (~40 kB) would add precise number types, but we
 * only need one type question (Zalo, below), which a documented prefix rule answers. 'min'
 * validates by country and length, which is also what libphonenumber-js recommends so that newly
 * opened number ranges are not rejected by stale metadata.
 *
 * The metadata is most of a page's code where a phone form shows (≈29 kB gzip): the browser loads
 * this module with import() (src/domain/phone-rules.ts, `loadPhoneRules`), and the machines that
 * check a number wait for it (the OTP challenge, the kid quiz's SMS forms). The server and the
 * contracts import it as they always did.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';

export const DEFAULT_PHONE_PREFIX = '+84';
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'VN';

export type PhoneResult = { ok: true; e164: string } | { ok: false; reason: 'empty' | 'invalid' };

/** Spaces (any Unicode space), dots and dashes (including the Unicode dash family). */
const SEPARATORS = /[\s.\-\u2010-\u2015\u2212]/gu;

/**
 * Pre-parse step of the rule. "00" is the international call prefix in Vietnam, so "0084…"
 * becomes "+84…" rather than "+84084…" (which the literal rule would make, and which is never a
 * valid number); any other leading 0 becomes the default prefix +84.
 */
function applyPrefixRule(compact: string): string {
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `${DEFAULT_PHONE_PREFIX}${compact.slice(1)}`;
  return compact;
}

/**
 * Normalises a typed phone number to E.164.
 * - '' or only separators -> { ok: false, reason: 'empty' }.
 * - The whole input must be a phone number: text around it ('call 0912…') is invalid rather
 *   than silently extracted, and so is an extension ('… ext 12'), which an SMS cannot reach.
 * - Without a leading + or 0, the number is read in the default country; libphonenumber also
 *   recognises a country code typed without its plus, so '84912345678' is +84912345678.
 * - Numbers of other countries are valid when typed with their prefix (+1 415 555 2671).
 */
export function normalizePhone(input: string | null | undefined): PhoneResult {
  // NFKC turns full-width digits and plus signs (typed with some IMEs) into ASCII.
  const compact = (input ?? '').normalize('NFKC').trim().replace(SEPARATORS, '');
  if (compact === '') return { ok: false, reason: 'empty' };
  const parsed = parsePhoneNumberFromString(applyPrefixRule(compact), {
    defaultCountry: DEFAULT_PHONE_COUNTRY,
    extract: false,
  });
  if (!parsed || parsed.ext || !parsed.isValid()) return { ok: false, reason: 'invalid' };
  return { ok: true, e164: parsed.number };
}

export function isValidPhone(input: string | null | undefined): boolean {
  return normalizePhone(input).ok;
}

/** E.164 of a number that already passed the phone rule (a contract's phone schema); throws for any other. */
export function toE164(validated: string): string {
  const result = normalizePhone(validated);
  if (!result.ok) throw new Error('the phone number passed validation but does not normalise');
  return result.e164;
}

/** What the phone rule says about a typed number: a form's verdict. */
export interface PhoneCheck {
  /** The number in E.164, or null when the rule refuses it. */
  e164: string | null;
  problem: 'empty' | 'invalid' | null;
  /** Zalo can carry a code to it (a Vietnamese mobile number, below). */
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

/** An E.164 number as people read it: +84 912 345 678 (a number it cannot read, as it came). */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/**
 * Zalo rule (spec section 9: "Zalo channel option only for phone numbers with a specific
 * prefix"; SMS is always offered). Zalo accounts are tied to Vietnamese mobile numbers, so the
 * option is offered only when the number is valid and is +84 followed by a 9-digit mobile
 * number whose first digit is 3, 5, 7, 8 or 9 (the 03x/05x/07x/08x/09x mobile ranges since the
 * 2018 renumbering). Landlines (+84 2x…), toll-free 1800 numbers and foreign numbers are not
 * eligible. Accepts an E.164 string or anything normalizePhone accepts.
 */
const VN_MOBILE_E164 = /^\+84[35789]\d{8}$/;

export function isZaloEligible(phone: string | null | undefined): boolean {
  return isVietnameseMobile(phone);
}

/**
 * A Vietnamese mobile number (the ranges of the Zalo rule above): what an order's delivery
 * contact must be, since the order's text messages go to it and the courier calls it (issue 23
 * §13: 0123456789 passes the phone rule but reaches nobody). Accepts what normalizePhone accepts.
 */
export function isVietnameseMobile(phone: string | null | undefined): boolean {
  const result = normalizePhone(phone);
  return result.ok && VN_MOBILE_E164.test(result.e164);
}

/**
 * A phone number shown to someone who may know that there is one but not which: the results
 * record's number to whoever opens its link without the record's secret.
 *
 * Rule: each hidden digit is one bullet (•), so the length stays recognisable; at least four
 * digits are always hidden.
 * - +84 numbers are written as Vietnamese people write them, with the leading 0: the 0, the first
 *   digit of the number (the 09/03/02… range) and the last 3 digits show. +84912345678 ->
 *   09•••••678, the landline +842838123456 -> 02••••••456.
 * - Other numbers keep their + and country calling code (which says nothing about the person)
 *   and the last 3 digits: +14155552671 -> +1•••••••671.
 * - A number libphonenumber cannot read shows only bullets, one per digit.
 */
const MASK = '\u2022';
const MIN_HIDDEN_DIGITS = 4;
const SHOWN_LAST_DIGITS = 3;

export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return MASK.repeat(Math.max(MIN_HIDDEN_DIGITS, e164.replace(/\D/g, '').length));
  const digits = String(parsed.nationalNumber);
  const last = Math.min(SHOWN_LAST_DIGITS, Math.max(0, digits.length - MIN_HIDDEN_DIGITS));
  const vietnamese = parsed.countryCallingCode === DEFAULT_PHONE_PREFIX.slice(1);
  const first = vietnamese && digits.length - last - 1 >= MIN_HIDDEN_DIGITS ? 1 : 0;
  const prefix = vietnamese ? `0${digits.slice(0, first)}` : `+${parsed.countryCallingCode}`;
  return `${prefix}${MASK.repeat(digits.length - first - last)}${digits.slice(digits.length - last)}`;
}
