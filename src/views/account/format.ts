import type { GeneTestPackageSlug } from '../../api/contract/gene-test';
import { CLINIC_TIME_ZONE } from '../../domain/dates';

/** Product names of the gene-test packages (brand names: the same in every language). */
export const PACKAGE_NAMES: Readonly<Record<GeneTestPackageSlug, string>> = {
  'g-intel': 'G-Intel',
  'g-care': 'G-Care',
  'g-pro': 'G-Pro',
  'g-intel-kid': 'G-Intel Kid',
  'g-kid-care': 'G-Kid Care',
  'g-kid-pro': 'G-Kid Pro',
  'g-health': 'G-Health',
};

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
