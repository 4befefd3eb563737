import { z } from 'zod';
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { CLINIC_TIME_ZONE } from '../../domain/dates';

/*
 * What describes a person wherever the contract names one (the profile, a gene test's person, a
 * consultation's family member): gender, calendar dates, a date of birth (a number is ./e164.ts).
 * Kept apart from the profile and sign-in entries so a page that only shows people (the booking
 * wizard) does not load the phone-number rules (libphonenumber's metadata) the sign-in's
 * schemas check with.
 */

/** Gender option for the profile and consultation (spec §3): 1 male, 2 female, 3 unspecified. */
export const genderIds = [1, 2, 3] as const;
export const GENDER = { male: 1, female: 2, unspecified: 3 } as const;
export const genderSchema = z.literal(genderIds).meta({ id: 'Gender', description: '1 male, 2 female, 3 unspecified', example: 2 });
export type Gender = z.infer<typeof genderSchema>;

export const DATE_FORMAT = 'yyyy-MM-dd';
const EARLIEST_BIRTH_DATE = '1900-01-01';

/**
 * True for a real calendar date written yyyy-MM-dd (no 2023-02-29). A calendar date has no time
 * zone, so it is checked in UTC: the clinic zone's historic local-mean-time offsets (before 1912)
 * would otherwise reject old dates.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date in the clinic (Asia/Ho_Chi_Minh), yyyy-MM-dd. */
export function todayInClinic(now: Date = new Date()): string {
  return format(now, DATE_FORMAT, { in: tz(CLINIC_TIME_ZONE) });
}

/** A calendar date 'yyyy-MM-dd' (a real date: no 2023-02-29). */
export const calendarDateSchema = z
  .string()
  .refine(isCalendarDate, { params: { i18nKey: 'field.invalid_date' }, abort: true })
  .meta({ description: 'Calendar date, yyyy-MM-dd', example: '1990-05-17' });

/** A date of birth: a real date, not in the future (clinic day, Asia/Ho_Chi_Minh), from 1900. */
export const dateOfBirthSchema = calendarDateSchema
  .refine((value) => value >= EARLIEST_BIRTH_DATE, { params: { i18nKey: 'field.date_too_early' }, abort: true })
  .refine((value) => value <= todayInClinic(), { params: { i18nKey: 'field.date_in_future' } })
  .meta({ description: 'Date of birth, yyyy-MM-dd; not in the future', example: '1990-05-17' });
