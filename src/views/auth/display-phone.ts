import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** An E.164 number as people read it: +84 912 345 678. */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
