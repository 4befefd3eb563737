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

/** A calendar date (yyyy-MM-dd) in the language: it has no time zone, so none shifts it. */
export function formatCalendarDate(value: string, language: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** An instant as the clinic's calendar day (Asia/Ho_Chi_Minh). */
export function formatClinicDay(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: CLINIC_TIME_ZONE }).format(date);
}
