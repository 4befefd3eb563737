import { CLINIC_TIME_ZONE } from '../../domain/dates';

/**
 * The Intl locale of a language: Vietnamese as written in Vietnam, Thai with Gregorian years
 * (the Buddhist calendar is Intl's default for th), simplified Chinese.
 */
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

/** How a day is written: dd/mm/yyyy in Vietnamese, as forms and documents there write it; the language's own long or medium style elsewhere. */
function dayOptions(language: string, style: 'long' | 'medium'): Intl.DateTimeFormatOptions {
  return language === 'vi' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { dateStyle: style };
}

/** A calendar date (yyyy-MM-dd) in the language: it has no time zone, so none shifts it. */
export function formatCalendarDate(value: string, language: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocaleOf(language), { ...dayOptions(language, 'long'), timeZone: 'UTC' }).format(date);
}

/** An instant as the clinic's calendar day (Asia/Ho_Chi_Minh). */
export function formatClinicDay(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocaleOf(language), { ...dayOptions(language, 'medium'), timeZone: CLINIC_TIME_ZONE }).format(date);
}

/** A publication date in the page's language (Intl), in Vietnam's time zone, where the newsroom is. */
export function formatPublished(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(iso));
}

/** A plain-text body as paragraphs (separated by a blank line). */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
