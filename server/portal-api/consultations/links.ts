import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API_BASES } from '../../../src/api/contract/endpoint';
import { SURVEY_TOKEN_FRAGMENT, consultationPagePaths } from '../../../src/api/contract/consultations';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema';

/*
 * The two keys an appointment's links carry (README.md here, "Links and tokens"):
 * - the survey token, in the text messages' links (in the fragment, #t=…): it opens the
 *   appointment's cancellation and its pre- and post-consultation surveys without signing in;
 * - the calendar key, in the .ics link's query: it opens that file alone.
 * Both are HMAC-SHA256 of the appointment id under a key kept in app_meta (made by the first
 * process that needs it, the same for every instance), with a purpose each, so neither opens what
 * the other does and the database keeps no token at all.
 */

const KEY_NAME = 'consultation_link_secret';
const SURVEY_PURPOSE = 'genewell:consultation-survey-token:v1:';
const CALENDAR_PURPOSE = 'genewell:consultation-calendar:v1:';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const keys = new WeakMap<Db, Promise<string>>();

async function readKey(db: Db): Promise<string> {
  await db.insert(appMeta).values({ key: KEY_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing({ target: appMeta.key });
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY_NAME));
  if (typeof row?.value !== 'string' || row.value.length < 32) throw new Error(`app_meta.${KEY_NAME} is not a usable secret`);
  return row.value;
}

/** The key, read once per database (it never changes once made). */
function linkKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = readKey(db);
    keys.set(db, key);
    // A failed read (the database was away) is tried again next time.
    key.catch(() => keys.delete(db));
  }
  return key;
}

export interface AppointmentLinks {
  surveyToken(appointmentId: string): string;
  calendarKey(appointmentId: string): string;
  /** Whether `token` is the appointment's survey token (constant time). */
  holdsSurveyToken(appointmentId: string, token: string | null | undefined): boolean;
  holdsCalendarKey(appointmentId: string, key: string | null | undefined): boolean;
}

const matches = (expected: string, given: string | null | undefined) => typeof given === 'string' && TOKEN_PATTERN.test(given) && timingSafeEqual(Buffer.from(expected), Buffer.from(given));

export async function appointmentLinks(db: Db): Promise<AppointmentLinks> {
  const key = await linkKey(db);
  const derive = (purpose: string, id: string) => createHmac('sha256', key).update(purpose + id.toLowerCase(), 'utf8').digest('base64url');
  return {
    surveyToken: (id) => derive(SURVEY_PURPOSE, id),
    calendarKey: (id) => derive(CALENDAR_PURPOSE, id),
    holdsSurveyToken: (id, token) => matches(derive(SURVEY_PURPOSE, id), token),
    holdsCalendarKey: (id, given) => matches(derive(CALENDAR_PURPOSE, id), given),
  };
}

/** The browser page a text message links to, with the survey token in the fragment. */
export function pageLink(origin: string, page: keyof typeof consultationPagePaths, appointmentId: string, token: string): string {
  const url = new URL(consultationPagePaths[page](appointmentId), origin);
  url.hash = `${SURVEY_TOKEN_FRAGMENT}=${token}`;
  return url.toString();
}

/** The .ics file's path (served by calendar.routes.ts), with its key. */
export const CALENDAR_PATH = `${API_BASES.portal}/consultation-calendar`;
export function calendarPath(appointmentId: string, key: string): string {
  return `${CALENDAR_PATH}/${appointmentId}.ics?key=${key}`;
}
