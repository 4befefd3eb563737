import { describe, expect, it, vi } from 'vitest';
import { CLINIC_TIME_ZONE, isTodayOrLater, isValidDate, parseClinicDate, startOfTodayInClinic } from './dates';

const REFERENCE = new Date('2026-06-15T05:00:00Z');

describe('isValidDate', () => {
  it('accepts a real date in the given format', () => {
    expect(isValidDate('2024-01-31', 'yyyy-MM-dd', REFERENCE)).toBe(true);
    expect(isValidDate('31/01/2024', 'dd/MM/yyyy', REFERENCE)).toBe(true);
  });

  it('accepts 29 February only in a leap year', () => {
    expect(isValidDate('2024-02-29', 'yyyy-MM-dd', REFERENCE)).toBe(true);
    expect(isValidDate('2023-02-29', 'yyyy-MM-dd', REFERENCE)).toBe(false);
    expect(isValidDate('2000-02-29', 'yyyy-MM-dd', REFERENCE)).toBe(true); // divisible by 400
    expect(isValidDate('1900-02-29', 'yyyy-MM-dd', REFERENCE)).toBe(false); // divisible by 100
  });

  it('rejects days and months that overflow', () => {
    expect(isValidDate('2024-02-30', 'yyyy-MM-dd', REFERENCE)).toBe(false);
    expect(isValidDate('2024-04-31', 'yyyy-MM-dd', REFERENCE)).toBe(false);
    expect(isValidDate('2024-13-01', 'yyyy-MM-dd', REFERENCE)).toBe(false);
    expect(isValidDate('2024-00-10', 'yyyy-MM-dd', REFERENCE)).toBe(false);
    expect(isValidDate('2024-01-00', 'yyyy-MM-dd', REFERENCE)).toBe(false);
  });

  it('rejects a value in another format', () => {
    expect(isValidDate('31/01/2024', 'yyyy-MM-dd', REFERENCE)).toBe(false);
    expect(isValidDate('2024-01-31', 'dd/MM/yyyy', REFERENCE)).toBe(false);
  });

  it('rejects input that does not round-trip exactly', () => {
    expect(isValidDate('2024-1-5', 'yyyy-MM-dd', REFERENCE)).toBe(false);
    expect(isValidDate(' 2024-01-05', 'yyyy-MM-dd', REFERENCE)).toBe(false);
    expect(isValidDate('2024-01-05 ', 'yyyy-MM-dd', REFERENCE)).toBe(false);
  });

  it('rejects empty strings and text', () => {
    expect(isValidDate('', 'yyyy-MM-dd', REFERENCE)).toBe(false);
    expect(isValidDate('not a date', 'yyyy-MM-dd', REFERENCE)).toBe(false);
    expect(isValidDate('2024-01-05', '', REFERENCE)).toBe(false);
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

  it('validates date-times too', () => {
    expect(isValidDate('2024-01-05 23:59', 'yyyy-MM-dd HH:mm', REFERENCE)).toBe(true);
    expect(isValidDate('2024-01-05 24:00', 'yyyy-MM-dd HH:mm', REFERENCE)).toBe(false);
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
  it('is midnight of the Vietnamese day, which may already be the next UTC day', () => {
    // 17:30 UTC on 21 Nov is 00:30 on 22 Nov in Vietnam.
    const start = startOfTodayInClinic(new Date('2026-11-21T17:30:00Z'));
    expect(start.toISOString()).toBe('2026-11-22T00:00:00.000+07:00');
  });

  it('stays on the same Vietnamese day just before its midnight', () => {
    // 16:59:59 UTC on 21 Nov is 23:59:59 on 21 Nov in Vietnam.
    const start = startOfTodayInClinic(new Date('2026-11-21T16:59:59.999Z'));
    expect(start.toISOString()).toBe('2026-11-21T00:00:00.000+07:00');
  });

  it('switches day exactly at 17:00 UTC', () => {
    const start = startOfTodayInClinic(new Date('2026-11-21T17:00:00Z'));
    expect(start.toISOString()).toBe('2026-11-22T00:00:00.000+07:00');
  });
});

describe('isTodayOrLater', () => {
  const justAfterMidnightInVietnam = new Date('2026-11-21T17:30:00Z'); // 22 Nov, 00:30 in Vietnam

  it('uses the Vietnamese day: at 17:30 UTC on 21 Nov, 21 Nov is already in the past', () => {
    expect(isTodayOrLater('2026-11-21', 'yyyy-MM-dd', justAfterMidnightInVietnam)).toBe(false);
    expect(isTodayOrLater('2026-11-22', 'yyyy-MM-dd', justAfterMidnightInVietnam)).toBe(true);
  });

  it('still accepts 21 Nov one millisecond before midnight in Vietnam', () => {
    const lastMoment = new Date('2026-11-21T16:59:59.999Z');
    expect(isTodayOrLater('2026-11-21', 'yyyy-MM-dd', lastMoment)).toBe(true);
  });

  it('accepts later dates and rejects earlier ones', () => {
    expect(isTodayOrLater('2027-01-01', 'yyyy-MM-dd', justAfterMidnightInVietnam)).toBe(true);
    expect(isTodayOrLater('2026-11-20', 'yyyy-MM-dd', justAfterMidnightInVietnam)).toBe(false);
  });

  it('compares at midnight, so an earlier time today still counts as today', () => {
    const noonInVietnam = new Date('2026-11-22T05:00:00Z'); // 12:00 on 22 Nov in Vietnam
    expect(isTodayOrLater('22/11/2026 08:00', 'dd/MM/yyyy HH:mm', noonInVietnam)).toBe(true);
    expect(isTodayOrLater('21/11/2026 23:59', 'dd/MM/yyyy HH:mm', noonInVietnam)).toBe(false);
  });

  it('is false for an invalid date even when it would be in the future', () => {
    expect(isTodayOrLater('2099-02-30', 'yyyy-MM-dd', justAfterMidnightInVietnam)).toBe(false);
    expect(isTodayOrLater('', 'yyyy-MM-dd', justAfterMidnightInVietnam)).toBe(false);
  });

  it('handles the leap day as today', () => {
    const leapDay = new Date('2028-02-29T03:00:00Z');
    expect(isTodayOrLater('2028-02-29', 'yyyy-MM-dd', leapDay)).toBe(true);
    expect(isTodayOrLater('2028-02-28', 'yyyy-MM-dd', leapDay)).toBe(false);
  });
});
