/**
 * A wait the server asked for (Retry-After seconds) as the time of day it ends, for messages such
 * as "You can ask for a new code at 14:32". The texts interpolate it as `{{time, datetime}}`:
 * i18next formats it with Intl.DateTimeFormat in the current language (2:32 PM in English, 14:32
 * in Vietnamese, Thai and Chinese) and the browser's time zone, the user's own.
 */

/** Hours and minutes, as the language writes a time of day. */
export const CLOCK_TIME_FORMAT: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const MINUTE_MS = 60_000;

/** When a wait of `seconds` from `now` ends, rounded up to the minute: the time shown is never early. */
export function waitEndsAt(seconds: number, now: number = Date.now()): Date {
  return new Date(Math.ceil((now + Math.max(0, seconds) * 1000) / MINUTE_MS) * MINUTE_MS);
}

/** The interpolation values of a text with `{{time, datetime}}`: the end of a wait of `seconds`. */
export function clockTimeValues(seconds: number, now: number = Date.now()) {
  return { time: waitEndsAt(seconds, now), formatParams: { time: CLOCK_TIME_FORMAT } };
}
