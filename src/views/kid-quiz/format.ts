import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { formatDate } from '../../domain/locale-format';

/** An E.164 number as people read it: +84 91 234 56 78. */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** A day in Vietnam's time zone, as a sentence in the reader's language writes it ("Có hiệu lực đến 30 tháng 4 năm 2026"). */
export function displayDate(iso: string, language: string): string {
  return formatDate(iso, language, 'long');
}
