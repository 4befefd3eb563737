import type { Checkpoint } from '../../api/contract/checkpoints';

/**
 * Campaign countdowns (spec §3 "Countdown checkpoints", §4 "A countdown breaks seconds into
 * years, months, days, hours, minutes and seconds"). Checkpoints are data (`checkpoints.ts`):
 * a campaign replaces the list, not the code. Calendar arithmetic is done on the campaign's
 * clock, UTC+7 (Vietnam has no daylight saving), whatever zone the device is in.
 */
export type { Checkpoint };

export interface Remaining {
  years: number;
  months: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** UTC+7, the campaigns' zone. */
export const CAMPAIGN_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The same wall-clock time `count` months later in UTC+7, the day clamped to the month's last (31 Jan + 1 = 28/29 Feb). */
function addMonths(wall: Date, count: number): Date {
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + count;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(wall.getTime());
  result.setUTCFullYear(year, month, Math.min(wall.getUTCDate(), lastDay));
  return result;
}

/**
 * What is left from `now` to `target` (epoch milliseconds), broken into calendar years and
 * months on the UTC+7 clock, then days, hours, minutes and whole seconds. Null when the target
 * is not in the future (never negative time).
 */
export function remainingUntil(now: number, target: number): Remaining | null {
  const seconds = Math.floor((target - now) / 1000);
  if (!(seconds > 0)) return null;
  const from = new Date(now + CAMPAIGN_OFFSET_MS);
  const to = new Date(now + seconds * 1000 + CAMPAIGN_OFFSET_MS);
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  while (months > 0 && addMonths(from, months).getTime() > to.getTime()) months -= 1;
  let rest = Math.round((to.getTime() - addMonths(from, months).getTime()) / 1000);
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3600);
  rest -= hours * 3600;
  const minutes = Math.floor(rest / 60);
  return { years: Math.floor(months / 12), months: months % 12, days, hours, minutes, seconds: rest - minutes * 60 };
}

/** The checkpoint counted down to: the first timer-enabled one still to start (by start date), or null when all are past. */
export function nextCheckpoint(checkpoints: readonly Checkpoint[], now: number): Checkpoint | null {
  const ahead = checkpoints
    .filter((checkpoint) => checkpoint.isTimerEnabled && Date.parse(checkpoint.startDate) > now)
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  return ahead[0] ?? null;
}
