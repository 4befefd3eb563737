import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATION_DAYS_RANGE, consultationDurations } from '../../../src/api/contract/consultations';
import { addDays, availableDays, clinicDayOf, clinicInstant, clinicTimeOf, clinicTimeOnDay, doctorStartsOn, freeIntervals, mergeIntervals, workingIntervals } from './slots';
import type { DoctorWeek, Interval, WorkingRange } from './slots';

/*
 * The slot rules (README.md here), checked in several process time zones: the answer must be
 * Vietnam's whatever zone the server runs in. Each zone's block first proves the process really is
 * in that zone (a local hour of a known instant), then runs every case.
 */

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso).getTime();
const hhmm = (starts: number[]) => starts.map((start) => clinicTimeOf(start));

/** 1 December 2026 is a Tuesday. */
const TUESDAY = '2026-12-01';
const range = (weekday: number, from: string, to: string): WorkingRange => ({
  weekday,
  startMinute: Number(from.slice(0, 2)) * 60 + Number(from.slice(3)),
  endMinute: Number(to.slice(0, 2)) * 60 + Number(to.slice(3)),
});
const doctor = (week: readonly WorkingRange[], daysOff: string[] = [], doctorId = 1): DoctorWeek => ({ doctorId, week, daysOff: new Set(daysOff) });
/** Mornings 08:00–12:00 and afternoons 13:30–17:00, Monday to Friday. */
const weekdays = doctor([1, 2, 3, 4, 5].flatMap((day) => [range(day, '08:00', '12:00'), range(day, '13:30', '17:00')]));
const booked = (day: string, from: string, to: string): Interval => ({ start: at(`${day}T${from}:00+07:00`), end: at(`${day}T${to}:00+07:00`) });
const LONG_AGO = 0;

const ZONES = [
  { zone: 'America/New_York', localHourOfNoonUtc: 7 },
  { zone: 'UTC', localHourOfNoonUtc: 12 },
  { zone: 'Pacific/Kiritimati', localHourOfNoonUtc: 2 },
  { zone: 'Asia/Ho_Chi_Minh', localHourOfNoonUtc: 19 },
];

describe.each(ZONES)('slots with the process in $zone', ({ zone, localHourOfNoonUtc }) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    // The next file of this worker runs in the zone the process had (an unset TZ stays unset:
    // assigning undefined would set the string "undefined").
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it('runs in that zone (a local hour of a known instant)', () => {
    expect(new Date(Date.UTC(2026, 0, 15, 12)).getHours()).toBe(localHourOfNoonUtc);
  });

  it('reads wall-clock times and days in Vietnam', () => {
    expect(new Date(clinicInstant(TUESDAY, 9 * 60)).toISOString()).toBe('2026-12-01T02:00:00.000Z');
    expect(new Date(clinicInstant(TUESDAY, 24 * 60)).toISOString()).toBe('2026-12-01T17:00:00.000Z');
    // 18:00 UTC on 30 November is already 1 December, 01:00, in Vietnam.
    expect(clinicDayOf(at('2026-11-30T18:00:00Z'))).toBe('2026-12-01');
    expect(clinicTimeOf(at('2026-11-30T18:00:00Z'))).toBe('01:00');
    expect(clinicTimeOnDay('2026-12-01', at('2026-12-01T13:45:00Z'))).toBe('20:45');
    expect(clinicTimeOnDay('2026-12-01', at('2026-11-30T18:00:00Z'))).toBe('01:00');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('turns the weekly hours into the day’s ranges; none on a day off or a day without hours', () => {
    expect(workingIntervals(weekdays, TUESDAY)).toEqual([booked(TUESDAY, '08:00', '12:00'), booked(TUESDAY, '13:30', '17:00')]);
    expect(workingIntervals(doctor(weekdays.week, [TUESDAY]), TUESDAY)).toEqual([]);
    expect(workingIntervals(weekdays, '2026-12-06')).toEqual([]); // a Sunday
    expect(availableDays([doctor(weekdays.week, [TUESDAY])], new Map(), { firstDay: '2026-11-30', days: 3, minutes: 60, earliestStart: LONG_AGO }).map((day) => day.day)).toEqual([
      '2026-11-30',
      '2026-12-02',
    ]);
  });

  it.each([
    [15, 16 + 14],
    [30, 8 + 7],
    [60, 4 + 3],
    [90, 2 + 2],
    [120, 2 + 1],
  ])('steps by the session length, %i minutes: a session never runs past the end of the hours', (minutes, count) => {
    const starts = doctorStartsOn(weekdays, TUESDAY, [], minutes, LONG_AGO);
    expect(starts).toHaveLength(count);
    for (const start of starts) {
      const inside = workingIntervals(weekdays, TUESDAY).some((hours) => start >= hours.start && start + minutes * MINUTE <= hours.end);
      expect(inside).toBe(true);
    }
    expect(clinicTimeOf(starts[0])).toBe('08:00');
    if (minutes === 90) expect(hhmm(starts)).toEqual(['08:00', '09:30', '13:30', '15:00']);
    if (minutes === 120) expect(hhmm(starts)).toEqual(['08:00', '10:00', '13:30']);
  });

  it('cuts booked time out and steps on from where the free time starts', () => {
    const busy = mergeIntervals([booked(TUESDAY, '09:00', '09:30'), booked(TUESDAY, '10:15', '11:15'), booked(TUESDAY, '08:45', '09:15')]);
    expect(busy).toEqual([booked(TUESDAY, '08:45', '09:30'), booked(TUESDAY, '10:15', '11:15')]);
    expect(freeIntervals(booked(TUESDAY, '08:00', '12:00'), busy)).toEqual([booked(TUESDAY, '08:00', '08:45'), booked(TUESDAY, '09:30', '10:15'), booked(TUESDAY, '11:15', '12:00')]);
    expect(hhmm(doctorStartsOn(weekdays, TUESDAY, busy, 30, LONG_AGO)).slice(0, 4)).toEqual(['08:00', '09:30', '11:15', '13:30']);
    // A fully booked morning leaves the afternoon.
    expect(hhmm(doctorStartsOn(weekdays, TUESDAY, [booked(TUESDAY, '08:00', '12:00')], 60, LONG_AGO))).toEqual(['13:30', '14:30', '15:30']);
  });

  it('never offers a start sooner than the earliest start (now plus the notice): today keeps only later times', () => {
    // 09:10 in Vietnam on that Tuesday, plus two hours of notice: 11:10.
    const earliest = at('2026-12-01T02:10:00Z') + 120 * MINUTE;
    expect(hhmm(doctorStartsOn(weekdays, TUESDAY, [], 30, earliest))).toEqual(['11:30', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);
    expect(hhmm(doctorStartsOn(weekdays, TUESDAY, [], 60, earliest))).toEqual(['13:30', '14:30', '15:30']);
    // Late in the evening nothing is left today, and tomorrow is whole.
    const evening = at('2026-12-01T12:00:00Z');
    const days = availableDays([weekdays], new Map(), { firstDay: clinicDayOf(evening), days: 2, minutes: 60, earliestStart: evening + 120 * MINUTE });
    expect(days.map((day) => day.day)).toEqual(['2026-12-02']);
    expect(hhmm(days[0].starts)).toEqual(['08:00', '09:00', '10:00', '11:00', '13:30', '14:30', '15:30']);
  });

  it('"today" is Vietnam’s: at 18:30 UTC the first day searched is already the next day there', () => {
    const now = at('2026-12-01T18:30:00Z');
    const today = clinicDayOf(now);
    expect(today).toBe('2026-12-02');
    const days = availableDays([weekdays], new Map(), { firstDay: today, days: 1, minutes: 120, earliestStart: now + 120 * MINUTE });
    expect(days).toEqual([{ day: '2026-12-02', starts: [at('2026-12-02T01:00:00Z'), at('2026-12-02T03:00:00Z'), at('2026-12-02T06:30:00Z')] }]);
  });

  it(`covers the last day of a ${CONSULTATION_DAYS_RANGE}-day range and nothing after it`, () => {
    const everyDay = doctor([0, 1, 2, 3, 4, 5, 6].map((day) => range(day, '08:00', '09:00')));
    const days = availableDays([everyDay], new Map(), { firstDay: TUESDAY, days: CONSULTATION_DAYS_RANGE, minutes: 60, earliestStart: LONG_AGO });
    expect(days).toHaveLength(CONSULTATION_DAYS_RANGE);
    expect(days.at(-1)?.day).toBe(addDays(TUESDAY, CONSULTATION_DAYS_RANGE - 1));
    expect(days.at(-1)?.day).toBe('2027-02-28');
  });

  it('offers a start when any one of several doctors is free, once', () => {
    const other = doctor(weekdays.week, [], 2);
    const busy = new Map([[1, [booked(TUESDAY, '08:00', '12:00')]]]);
    const [day] = availableDays([weekdays, other], busy, { firstDay: TUESDAY, days: 1, minutes: 60, earliestStart: LONG_AGO });
    expect(hhmm(day.starts)).toEqual(['08:00', '09:00', '10:00', '11:00', '13:30', '14:30', '15:30']);
    const bothBusy = new Map([...busy, [2, [booked(TUESDAY, '08:00', '12:00')]]]);
    expect(hhmm(availableDays([weekdays, other], bothBusy, { firstDay: TUESDAY, days: 1, minutes: 60, earliestStart: LONG_AGO })[0].starts)).toEqual(['13:30', '14:30', '15:30']);
  });

  it('property: no slot overlaps a booked time, leaves the working hours, starts before the earliest start or lies on another day', () => {
    const quarter = fc.integer({ min: 0, max: 96 });
    const weekArbitrary = fc.array(
      fc.record({ weekday: fc.integer({ min: 0, max: 6 }), a: quarter, b: quarter }).filter(({ a, b }) => a !== b).map(({ weekday, a, b }) => ({ weekday, startMinute: Math.min(a, b) * 15, endMinute: Math.max(a, b) * 15 })),
      { maxLength: 8 },
    );
    const firstDay = TUESDAY;
    const dayCount = 10;
    const windowStart = clinicInstant(firstDay, 0);
    const busyArbitrary = fc.array(
      fc.record({ startQuarter: fc.integer({ min: 0, max: dayCount * 96 }), quarters: fc.integer({ min: 1, max: 16 }) }).map(({ startQuarter, quarters }) => ({
        start: windowStart + startQuarter * 15 * MINUTE,
        end: windowStart + (startQuarter + quarters) * 15 * MINUTE,
      })),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(
        weekArbitrary,
        busyArbitrary,
        fc.constantFrom(...consultationDurations),
        fc.integer({ min: 0, max: dayCount * 24 * 60 }),
        fc.array(fc.integer({ min: 0, max: dayCount - 1 }), { maxLength: 3 }),
        (week, busy, minutes, earliestOffset, daysOffOffsets) => {
          const theDoctor = doctor(week, daysOffOffsets.map((offset) => addDays(firstDay, offset)));
          const earliestStart = windowStart + earliestOffset * MINUTE;
          const days = availableDays([theDoctor], new Map([[1, busy]]), { firstDay, days: dayCount, minutes, earliestStart });
          for (const { day, starts } of days) {
            expect(theDoctor.daysOff.has(day)).toBe(false);
            for (const start of starts) {
              const end = start + minutes * MINUTE;
              expect(start).toBeGreaterThanOrEqual(earliestStart);
              expect(clinicDayOf(start)).toBe(day);
              expect(busy.some((interval) => start < interval.end && interval.start < end)).toBe(false);
              expect(workingIntervals(theDoctor, day).some((hours) => start >= hours.start && end <= hours.end)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
