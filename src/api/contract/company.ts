// zod's mini build: the browser parses the runtime configuration on its first load, and the mini
// build brings only what this uses (docs/performance.md). The server uses these schemas as they are.
import * as z from 'zod/mini';

/**
 * Who runs the service, as the footer, the contact page and the policies show it: contact
 * channels, the office and its opening hours, and the legal identity a Vietnamese e-commerce site
 * must publish (legal name, business registration number — mã số doanh nghiệp — and the notice to
 * the Ministry of Industry and Trade). A deployment sets its own with the COMPANY_* variables
 * (server/config/config.ts); the server hands them to the browser in the runtime configuration,
 * so no rebuild is needed. The defaults below are demo values: the ".example" addresses, the
 * all-zero numbers and "(demo)" in the name say so.
 */

export { DEMO_COMPANY, WEEKDAYS, telHref, type Weekday } from './company-values';
import { WEEKDAYS, type Weekday } from './company-values';

const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM'));

/** Days `from`–`to` (inclusive, Monday first; equal for a single day), open `opens`–`closes`. */
export const openingPeriodSchema = z.object({
  from: z.enum(WEEKDAYS),
  to: z.enum(WEEKDAYS),
  opens: time,
  closes: time,
});
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

const PERIOD = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))? ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Opening hours written as `Mo-Fr 08:00-17:30; Sa 08:00-12:00` (the schema.org openingHours
 * form): periods separated by `;`, each a day or a day range and a time range. Null when the text
 * does not have that form, a day range runs backwards or a period closes before it opens.
 */
export function parseOpeningHours(text: string): OpeningPeriod[] | null {
  const parts = text.split(';').map((part) => part.trim().replace(/\s+/g, ' ')).filter(Boolean);
  if (parts.length === 0) return null;
  const periods: OpeningPeriod[] = [];
  for (const part of parts) {
    const match = PERIOD.exec(part);
    if (!match) return null;
    const [, from, to = from, opensHour, opensMinute, closesHour, closesMinute] = match;
    const period = { from: from as Weekday, to: to as Weekday, opens: `${opensHour}:${opensMinute}`, closes: `${closesHour}:${closesMinute}` };
    if (WEEKDAYS.indexOf(period.to) < WEEKDAYS.indexOf(period.from) || period.closes <= period.opens) return null;
    periods.push(period);
  }
  return periods;
}

/** The same periods written back as opening-hours text. */
export function formatOpeningHours(periods: readonly OpeningPeriod[]): string {
  return periods.map(({ from, to, opens, closes }) => `${from === to ? from : `${from}-${to}`} ${opens}-${closes}`).join('; ');
}

/** A hotline as people write it: digits, spaces, dots or dashes, an optional leading +. */
export const hotlineSchema = z.string().check(z.regex(/^\+?\d[\d .-]{2,18}\d$/, 'must be a phone number such as 1900 0000 or 028 3820 0000'));

/** Mã số doanh nghiệp: 10 digits, a branch adds -NNN. */
export const registrationNumberSchema = z.string().check(z.regex(/^\d{10}(-\d{3})?$/, 'must be 10 digits (a branch: 10 digits-3 digits)'));

export const isoDateSchema = z.iso.date();

export const companySchema = z.object({
  /** The registered name, as on the business registration certificate. */
  legalName: z.string().check(z.minLength(1)),
  registrationNumber: registrationNumberSchema,
  /** The authority that issued the registration (its name as on the certificate). */
  registrationIssuer: z.string().check(z.minLength(1)),
  /** Date of first registration, YYYY-MM-DD. */
  registrationDate: isoDateSchema,
  /** Office address, as written on letters (in Vietnamese). */
  address: z.string().check(z.minLength(1)),
  openingHours: z.array(openingPeriodSchema).check(z.minLength(1)),
  hotline: hotlineSchema,
  email: z.email(),
  /** Where requests about personal data go (access, correction, deletion, withdrawing consent). */
  privacyEmail: z.email(),
  /** The Zalo Official Account. */
  zaloUrl: z.url(),
  facebookUrl: z.url(),
  /** The site's notice on the Ministry of Industry and Trade's portal (online.gov.vn). */
  moitNoticeUrl: z.url(),
});
export type Company = z.infer<typeof companySchema>;

