import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { CLINIC_TIME_ZONE } from '../../domain/dates';

/** An E.164 number as people read it: +84 91 234 56 78. */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** A calendar date in Vietnam's time zone, in the reader's language. */
export function displayDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: CLINIC_TIME_ZONE }).format(new Date(iso));
}
