import { TZDate } from '@date-fns/tz';
import { CLINIC_TIME_ZONE } from '../../../src/domain/dates';

/*
 * Free consultation times, cal.com's way (README.md here): a doctor's weekly hours become concrete
 * ranges on each day in the clinic's time zone (Asia/Ho_Chi_Minh), days off give none, booked
 * appointments are cut out of them, and each free stretch is walked in steps of the session's
 * length while a whole session still fits, never starting before the earliest allowed start (now
 * plus the minimum notice). Pure: no clock, no database; the instants are epoch milliseconds and
 * the days 'yyyy-MM-dd' in the clinic, so the answer is the same whatever the process's TZ.
 */

/** A weekly working range: minutes from midnight in the clinic, on a weekday (0 Sunday … 6 Saturday). */
export interface WorkingRange {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface DoctorWeek {
  doctorId: number;
  week: readonly WorkingRange[];
  /** Days in the clinic ('yyyy-MM-dd') the doctor does not work. */
  daysOff: ReadonlySet<string>;
}

/** A half-open span of time [start, end), epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

export interface SlotSearch {
  /** The first day to look at, 'yyyy-MM-dd' in the clinic. */
  firstDay: string;
  /** How many days, the first included. */
  days: number;
  /** The session's length: the step and the room a slot needs. */
  minutes: number;
  /** No slot starts before this instant (now plus the minimum notice). */
  earliestStart: number;
}

const MINUTE = 60_000;

// ---- days in the clinic ------------------------------------------------------------------------

/** Calendar arithmetic on 'yyyy-MM-dd' (no time zone is involved in counting days). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/*
 * Building the instant with TZDate asks Intl for the zone's offset, a tenth of a millisecond each
 * time: a 90-day search of five doctors would spend most of its time there. The answer for a day
 * and a time never changes within a process, so it is kept (a few hundred entries in practice).
 */
const instants = new Map<string, number>();
const MAX_KEPT_INSTANTS = 20_000;

/** The instant a wall-clock time of a day in the clinic is ('2026-12-01', 9 * 60 → 2026-12-01T02:00Z). */
export function clinicInstant(day: string, minuteOfDay: number): number {
  const key = `${day}@${minuteOfDay}`;
  const kept = instants.get(key);
  if (kept !== undefined) return kept;
  const [year, month, date] = day.split('-').map(Number);
  const instant = new TZDate(year, month - 1, date, Math.floor(minuteOfDay / 60), minuteOfDay % 60, 0, 0, CLINIC_TIME_ZONE).getTime();
  if (instants.size >= MAX_KEPT_INSTANTS) instants.clear();
  instants.set(key, instant);
  return instant;
}

/**
 * 'HH:mm' of an instant on a day in the clinic, counted from that day's midnight: exact in
 * Asia/Ho_Chi_Minh, which has had no daylight-saving change since 1975, and far cheaper than
 * formatting each of a search's thousands of times with Intl.
 */
export function clinicTimeOnDay(day: string, instant: number): string {
  const minutes = Math.round((instant - clinicInstant(day, 0)) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: CLINIC_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The day in the clinic an instant falls on, 'yyyy-MM-dd'. */
export function clinicDayOf(instant: number | Date): string {
  return dayFormat.format(instant);
}

/** The wall-clock time in the clinic, 'HH:mm'. */
export function clinicTimeOf(instant: number | Date): string {
  return timeFormat.format(instant);
}

// ---- ranges ------------------------------------------------------------------------------------

/** A doctor's working ranges on one day, in order; none on a day off. */
export function workingIntervals(doctor: DoctorWeek, day: string): Interval[] {
  if (doctor.daysOff.has(day)) return [];
  const weekday = weekdayOf(day);
  return doctor.week
    .filter((range) => range.weekday === weekday)
    .map((range) => ({ start: clinicInstant(day, range.startMinute), end: clinicInstant(day, range.endMinute) }))
    .sort((a, b) => a.start - b.start);
}

/** Busy intervals sorted by start and merged where they touch or overlap. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].filter((interval) => interval.end > interval.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The first index of merged `busy` whose end lies after `instant`. */
function firstEndingAfter(busy: readonly Interval[], instant: number): number {
  let low = 0;
  let high = busy.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (busy[middle].end <= instant) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** `range` with the merged, sorted `busy` intervals cut out. */
export function freeIntervals(range: Interval, busy: readonly Interval[]): Interval[] {
  const free: Interval[] = [];
  let cursor = range.start;
  for (let index = firstEndingAfter(busy, range.start); index < busy.length && busy[index].start < range.end; index++) {
    if (busy[index].start > cursor) free.push({ start: cursor, end: busy[index].start });
    cursor = Math.max(cursor, busy[index].end);
  }
  if (cursor < range.end) free.push({ start: cursor, end: range.end });
  return free;
}

/** Starts stepping by `minutes` through a free stretch while a whole session fits, from `earliestStart` on. */
export function stepStarts(free: Interval, minutes: number, earliestStart: number): number[] {
  const length = minutes * MINUTE;
  const starts: number[] = [];
  for (let start = free.start; start + length <= free.end; start += length) {
    if (start >= earliestStart) starts.push(start);
  }
  return starts;
}

// ---- slots -------------------------------------------------------------------------------------

/** One doctor's free starts on one day; `busy` merged and sorted (mergeIntervals). */
export function doctorStartsOn(doctor: DoctorWeek, day: string, busy: readonly Interval[], minutes: number, earliestStart: number): number[] {
  return workingIntervals(doctor, day).flatMap((range) => freeIntervals(range, busy).flatMap((free) => stepStarts(free, minutes, earliestStart)));
}

export interface AvailableDay {
  day: string;
  /** Start instants in order, each offered by at least one of the doctors. */
  starts: number[];
}

/**
 * The days of the search with at least one free start among the doctors: a start is offered when
 * any one of them is free for the whole session then. `busyByDoctor` holds each doctor's booked
 * intervals (any order; merged here).
 */
export function availableDays(doctors: readonly DoctorWeek[], busyByDoctor: ReadonlyMap<number, readonly Interval[]>, search: SlotSearch): AvailableDay[] {
  const busy = new Map(doctors.map((doctor) => [doctor.doctorId, mergeIntervals(busyByDoctor.get(doctor.doctorId) ?? [])]));
  const days: AvailableDay[] = [];
  for (let offset = 0; offset < search.days; offset++) {
    const day = addDays(search.firstDay, offset);
    const starts = new Set<number>();
    for (const doctor of doctors) {
      for (const start of doctorStartsOn(doctor, day, busy.get(doctor.doctorId) ?? [], search.minutes, search.earliestStart)) starts.add(start);
    }
    if (starts.size > 0) days.push({ day, starts: [...starts].sort((a, b) => a - b) });
  }
  return days;
}
