import { CLINIC_TIME_ZONE } from './clinic-time-zone';

/**
 * How dates and amounts are written in each language: the one helper the browser's views and the
 * server's text messages both use (docs/language.md).
 *
 * Dates, one style per kind:
 * - `short`, in forms and lists: dd/mm/yyyy in Vietnamese (30/04/2026), as forms and documents
 *   there write it; the language's medium style elsewhere (Apr 30, 2026, 30 เม.ย. 2026, 2026年4月30日);
 * - `long`, in prose: 30 tháng 4 năm 2026, April 30, 2026, 30 เมษายน 2026, 2026年4月30日;
 * - `numeric`, in text messages: digits only (30/04/2026; zh 2026/04/30);
 * - `weekday`, a day in the booking wizard: Thứ Năm, 30/04/2026; Thursday, April 30, 2026;
 * - `month`, a calendar's caption: tháng 4 năm 2026, April 2026.
 * Thai years are Gregorian everywhere (th-TH-u-ca-gregory): the service, its documents (Decree
 * 13/2023/NĐ-CP, invoices) and its appointments are in Vietnam, and a Buddhist-era year beside
 * them would read as another date.
 *
 * A value is an instant (a Date or an ISO string with a time), read in Vietnam's time zone, or a
 * calendar date (yyyy-MM-dd), which no time zone shifts.
 */

export type DateKind = 'short' | 'long' | 'numeric' | 'weekday' | 'month';

/** The Intl locale of an app language: Vietnamese as written in Vietnam, Thai with Gregorian years, simplified Chinese; English as Intl writes it. */
export function intlLocaleOf(language: string): string {
  switch (language) {
    case 'vi':
      return 'vi-VN';
    case 'th':
      return 'th-TH-u-ca-gregory';
    case 'zh':
      return 'zh-CN';
    default:
      return language;
  }
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMERIC: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

function optionsOf(kind: DateKind, language: string): Intl.DateTimeFormatOptions {
  const vi = language === 'vi';
  switch (kind) {
    case 'numeric':
      return NUMERIC;
    case 'short':
      return vi ? NUMERIC : { day: 'numeric', month: 'short', year: 'numeric' };
    case 'long':
      return { day: 'numeric', month: 'long', year: 'numeric' };
    case 'weekday':
      return vi ? { weekday: 'long', ...NUMERIC } : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
    case 'month':
      return { month: 'long', year: 'numeric' };
  }
}

/** The date a value stands for, and the zone to read it in: a calendar date at UTC midnight in UTC, an instant in Vietnam. */
function dateOf(value: Date | string): { date: Date; timeZone: string } {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return { date: new Date(`${value}T00:00:00Z`), timeZone: 'UTC' };
  return { date: typeof value === 'string' ? new Date(value) : value, timeZone: CLINIC_TIME_ZONE };
}

/** A date as the language writes it for that kind; a value that is no date is returned as it came (a string) or as ''. */
export function formatDate(value: Date | string, language: string, kind: DateKind): string {
  const { date, timeZone } = dateOf(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  if (language === 'vi' && kind === 'long') {
    // Intl writes "30 tháng 4, 2026"; Vietnamese prose writes "30 tháng 4 năm 2026".
    const parts = new Intl.DateTimeFormat('vi-VN', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone }).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
    return `${part('day')} tháng ${part('month')} năm ${part('year')}`;
  }
  // A day in digits is day first in every language read in Vietnam (24/12/2026), English included.
  const locale = kind === 'numeric' && language === 'en' ? 'en-GB' : intlLocaleOf(language);
  const format = new Intl.DateTimeFormat(locale, { ...optionsOf(kind, language), timeZone });
  return format.format(date);
}

/**
 * An amount in đồng as a text message writes it in each language: 1.990.000đ (vi; the SMS then
 * drops its marks, 1.990.000d), 1,990,000 VND (en), 1,990,000 ดอง (th), 1,990,000越南盾 (zh).
 */
export function formatVndForText(amount: number, language: string): string {
  const number = new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 0 }).format(amount);
  switch (language) {
    case 'vi':
      return `${number}đ`;
    case 'th':
      return `${number} ดอง`;
    case 'zh':
      return `${number}越南盾`;
    default:
      return `${number} VND`;
  }
}
