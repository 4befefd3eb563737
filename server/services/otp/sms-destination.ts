import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Language } from '../../i18n/server-i18n';
import { serverT } from '../../i18n/server-i18n';

/*
 * Where one-time codes may go (issue 22 §11). A code sent to any country or to a landline is how
 * SMS-pumping fraud bills the company: the caller asks for codes to premium or far-away numbers.
 * Codes go only to mobile numbers (libphonenumber's type, with its full metadata: the browser's
 * smaller metadata cannot tell a mobile from a landline) in the configured countries
 * (SMS_ALLOWED_COUNTRIES, default Vietnam, Thailand and China). A number whose plan does not say
 * which it is (FIXED_LINE_OR_MOBILE, as in the United States) counts as mobile.
 */

const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** Whether a code may be sent to this E.164 number. */
export function mayReceiveCodes(e164: string, allowedCountries: readonly string[]): boolean {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.country || !allowedCountries.includes(parsed.country)) return false;
  const type = parsed.getType();
  return type !== undefined && MOBILE_TYPES.has(type);
}

/** The refusal's text, naming the countries in the reader's language ("Vietnam, Thailand, or China"). */
export function destinationRefusal(language: Language, allowedCountries: readonly string[]): string {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const countries = new Intl.ListFormat(language, { type: 'disjunction' }).format(allowedCountries.map((code) => names.of(code) ?? code));
  return serverT(language)('field.sms_destination_not_allowed', { countries });
}
