import type { Company, OpeningPeriod } from '../../api/contract/company';
import { WEEKDAYS } from '../../api/contract/company-values';
import { getRuntimeConfig, rawRuntimeConfig } from '../../platform/runtime-config';
import { formatDate, intlLocaleOf } from '../shared/format';

/**
 * The company's details as the deployment configured them (COMPANY_* on the server, delivered in
 * /runtime-config.js), or the demo values where there is none (tests, a bare build).
 */
let cached: { raw: unknown; company: Company } | null = null;
export function companyDetails(): Company {
  const raw = rawRuntimeConfig();
  if (cached === null || cached.raw !== raw) cached = { raw, company: getRuntimeConfig().company };
  return cached.company;
}

/** Monday 1 January 2024 + n days, at a time of day, in UTC: a date to read weekday and time names from. */
const moment = (dayIndex: number, time = '00:00') => {
  const [hours, minutes] = time.split(':').map(Number);
  return Date.UTC(2024, 0, 1 + dayIndex, hours, minutes);
};

/**
 * One opening period in the language, the days and hours from Intl (no names or separators of
 * our own): `{ days: 'Monday – Friday', hours: '08:00–17:30' }`, in vi `Thứ Hai – Thứ Sáu`.
 */
export function formatOpeningPeriod(period: OpeningPeriod, language: string): { days: string; hours: string } {
  const locale = intlLocaleOf(language);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const from = WEEKDAYS.indexOf(period.from);
  const to = WEEKDAYS.indexOf(period.to);
  const days = from === to ? weekday.format(moment(from)) : weekday.formatRange(moment(from), moment(to));
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
  return { days, hours: time.formatRange(moment(0, period.opens), moment(0, period.closes)) };
}

/** The registration date as documents cite it (cấp ngày 15/03/2021; Mar 15, 2021). */
export function formatRegistrationDate(company: Company, language: string): string {
  return formatDate(company.registrationDate, language, 'short');
}
