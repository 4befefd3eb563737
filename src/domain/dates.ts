/**
 * Date checks (spec section 5): a string must parse to a valid date in a given format, and the
 * second check also requires the date to be today or later, compared at midnight.
 *
 * Everything is read in the clinic's time zone (Asia/Ho_Chi_Minh, UTC+7 all year, no DST), so
 * the answer does not depend on the time zone of the browser or server running it: at
 * 2026-11-21T17:30Z it is already 22 November in Vietnam.
 */
import { format as formatDate, isValid, parse, startOfDay } from 'date-fns';
import { tz } from '@date-fns/tz';
import type { TZDate } from '@date-fns/tz';
import { CLINIC_TIME_ZONE } from './clinic-time-zone';

export { CLINIC_TIME_ZONE };

const inClinic = tz(CLINIC_TIME_ZONE);

/**
 * Parses `value` with a date-fns format in the clinic time zone. Returns null unless the value is
 * a real date in that exact format: formatting the result must give back the same string, which
 * rejects overflowing dates ('2024-02-30', '2023-02-29') and loose input ('2024-2-5' for
 * 'yyyy-MM-dd'). Parts missing from the format (e.g. the year in 'dd/MM') come from
 * `referenceDate`. An invalid format string gives null rather than throwing.
 */
export function parseClinicDate(value: string, format: string, referenceDate: Date = new Date()): TZDate | null {
  if (value === '' || format === '') return null;
  try {
    const parsed = parse(value, format, referenceDate, { in: inClinic });
    if (!isValid(parsed)) return null;
    return formatDate(parsed, format, { in: inClinic }) === value ? parsed : null;
  } catch {
    // date-fns throws RangeError for format strings with unsupported tokens.
    return null;
  }
}

export function isValidDate(value: string, format: string, referenceDate: Date = new Date()): boolean {
  return parseClinicDate(value, format, referenceDate) !== null;
}

/** Midnight of the current clinic day, as a TZDate in Asia/Ho_Chi_Minh. */
export function startOfTodayInClinic(now: Date = new Date()): TZDate {
  return startOfDay(now, { in: inClinic });
}

/**
 * True when `value` is a valid date (see parseClinicDate) whose clinic day is today or later.
 * Times in the value are ignored: both sides are compared at midnight, so a slot earlier today
 * still counts as today.
 */
export function isTodayOrLater(value: string, format: string, now: Date = new Date()): boolean {
  const parsed = parseClinicDate(value, format, now);
  if (parsed === null) return false;
  return startOfDay(parsed, { in: inClinic }).getTime() >= startOfTodayInClinic(now).getTime();
}
