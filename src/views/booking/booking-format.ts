import { formatDate, intlLocaleOf } from '../shared/format';

/**
 * Days and times of the wizard, in Vietnam whatever the device's zone: the server answers each
 * time's Vietnam date and HH:mm, and a calendar date (yyyy-MM-dd) is formatted as a date alone
 * (at UTC midnight, in UTC), so no zone shifts it.
 */

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Thứ Ba, 01/12/2026", "Tuesday, 1 December 2026": the weekday and the date (dd/mm/yyyy in Vietnamese). */
export function formatDay(day: string, language: string): string {
  return formatDate(day, language, 'weekday');
}

/** The month's name and year: "tháng 12 năm 2026", "December 2026". */
export function formatMonth(day: string, language: string): string {
  return formatDate(day, language, 'month');
}

/** A short weekday name for the calendar's column heads. */
export function formatWeekday(day: string, language: string, width: 'short' | 'long'): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), { weekday: width, timeZone: 'UTC' }).format(asDate(day));
}

/** The day of the month as a number in the language. */
export function formatDayNumber(day: string, language: string): string {
  return new Intl.NumberFormat(intlLocaleOf(language)).format(Number(day.slice(8, 10)));
}

/** The Vietnam calendar day (yyyy-MM-dd) of an instant, whatever the device's zone (UTC+7 all year). */
export function calendarDayOf(instant: string): string | null {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return null;
  return new Date(time + 7 * 3_600_000).toISOString().slice(0, 10);
}
