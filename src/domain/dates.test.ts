import { describe, expect, it, vi } from 'vitest';
import { CLINIC_TIME_ZONE, isTodayOrLater, isValidDate, parseClinicDate, startOfTodayInClinic } from './dates';

const REFERENCE = new Date('2026-06-15T05:00:00Z');

/** One test's cases: the value, its format and whether it is a valid date. */
type DateCases = ReadonlyArray<readonly [value: string, format: string, valid: boolean]>;

describe('isValidDate', () => {
  it.each<[string, DateCases]>([
    ['accepts a real date in the given format', [['2024-01-31', 'yyyy-MM-dd', true], ['31/01/2024', 'dd/MM/yyyy', true]]],
    [
      'accepts 29 February only in a leap year',
      // 2000 is divisible by 400 (a leap year), 1900 by 100 (not one).
      [['2024-02-29', 'yyyy-MM-dd', true], ['2023-02-29', 'yyyy-MM-dd', false], ['2000-02-29', 'yyyy-MM-dd', true], ['1900-02-29', 'yyyy-MM-dd', false]],
    ],
    [
      'rejects days and months that overflow',
      [['2024-02-30', 'yyyy-MM-dd', false], ['2024-04-31', 'yyyy-MM-dd', false], ['2024-13-01', 'yyyy-MM-dd', false], ['2024-00-10', 'yyyy-MM-dd', false], ['2024-01-00', 'yyyy-MM-dd', false]],
    ],
    ['rejects a value in another format', [['31/01/2024', 'yyyy-MM-dd', false], ['2024-01-31', 'dd/MM/yyyy', false]]],
    ['rejects input that does not round-trip exactly', [['2024-1-5', 'yyyy-MM-dd', false], [' 2024-01-05', 'yyyy-MM-dd', false], ['2024-01-05 ', 'yyyy-MM-dd', false]]],
    ['rejects empty strings and text', [['', 'yyyy-MM-dd', false], ['not a date', 'yyyy-MM-dd', false], ['2024-01-05', '', false]]],
    ['validates date-times too', [['2024-01-05 23:59', 'yyyy-MM-dd HH:mm', true], ['2024-01-05 24:00', 'yyyy-MM-dd HH:mm', false]]],
  ])('%s', (_name, cases) => {
    for (const [value, format, valid] of cases) expect(isValidDate(value, format, REFERENCE), `${value} as ${format}`).toBe(valid);
  });

  it('returns false instead of throwing for a format with unsupported tokens', () => {
    // 'YYYY' (week-numbering year) throws RangeError in date-fns without an opt-in, after a warning.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(isValidDate('2024-01-05', 'YYYY-MM-dd', REFERENCE)).toBe(false);
    } finally {
      warn.mockRestore();
    }
  });

  it('takes missing parts from the reference date', () => {
    expect(isValidDate('29/02', 'dd/MM', new Date('2024-06-01T00:00:00Z'))).toBe(true);
    expect(isValidDate('29/02', 'dd/MM', new Date('2023-06-01T00:00:00Z'))).toBe(false);
  });
});

describe('parseClinicDate', () => {
  it('reads the date as a calendar day in Asia/Ho_Chi_Minh', () => {
    const parsed = parseClinicDate('2026-11-22', 'yyyy-MM-dd', REFERENCE);
    expect(parsed?.timeZone).toBe(CLINIC_TIME_ZONE);
    expect(parsed?.toISOString()).toBe('2026-11-22T00:00:00.000+07:00');
    expect(parsed?.getTime()).toBe(Date.parse('2026-11-21T17:00:00Z'));
  });

  it('returns null for an invalid date', () => {
    expect(parseClinicDate('2024-02-30', 'yyyy-MM-dd', REFERENCE)).toBeNull();
  });
});

describe('startOfTodayInClinic', () => {
  it.each([
    // 17:30 UTC on 21 Nov is 00:30 on 22 Nov in Vietnam.
    ['is midnight of the Vietnamese day, which may already be the next UTC day', '2026-11-21T17:30:00Z', '2026-11-22T00:00:00.000+07:00'],
    // 16:59:59 UTC on 21 Nov is 23:59:59 on 21 Nov in Vietnam.
    ['stays on the same Vietnamese day just before its midnight', '2026-11-21T16:59:59.999Z', '2026-11-21T00:00:00.000+07:00'],
    ['switches day exactly at 17:00 UTC', '2026-11-21T17:00:00Z', '2026-11-22T00:00:00.000+07:00'],
  ])('%s', (_name, now, start) => {
    expect(startOfTodayInClinic(new Date(now)).toISOString()).toBe(start);
  });
});

describe('isTodayOrLater', () => {
  const justAfterMidnightInVietnam = '2026-11-21T17:30:00Z'; // 22 Nov, 00:30 in Vietnam

  it.each<[string, now: string, DateCases]>([
    [
      'uses the Vietnamese day: at 17:30 UTC on 21 Nov, 21 Nov is already in the past',
      justAfterMidnightInVietnam,
      [['2026-11-21', 'yyyy-MM-dd', false], ['2026-11-22', 'yyyy-MM-dd', true]],
    ],
    ['still accepts 21 Nov one millisecond before midnight in Vietnam', '2026-11-21T16:59:59.999Z', [['2026-11-21', 'yyyy-MM-dd', true]]],
    ['accepts later dates and rejects earlier ones', justAfterMidnightInVietnam, [['2027-01-01', 'yyyy-MM-dd', true], ['2026-11-20', 'yyyy-MM-dd', false]]],
    [
      'compares at midnight, so an earlier time today still counts as today',
      '2026-11-22T05:00:00Z', // 12:00 on 22 Nov in Vietnam
      [['22/11/2026 08:00', 'dd/MM/yyyy HH:mm', true], ['21/11/2026 23:59', 'dd/MM/yyyy HH:mm', false]],
    ],
    ['is false for an invalid date even when it would be in the future', justAfterMidnightInVietnam, [['2099-02-30', 'yyyy-MM-dd', false], ['', 'yyyy-MM-dd', false]]],
    ['handles the leap day as today', '2028-02-29T03:00:00Z', [['2028-02-29', 'yyyy-MM-dd', true], ['2028-02-28', 'yyyy-MM-dd', false]]],
  ])('%s', (_name, now, cases) => {
    for (const [value, format, later] of cases) expect(isTodayOrLater(value, format, new Date(now)), `${value} as ${format}`).toBe(later);
  });
});
