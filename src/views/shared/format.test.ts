import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClinicDay, formatPublished } from './format';

describe('date formatting', () => {
  it('writes a date of birth in the language without shifting it across time zones', () => {
    expect(formatCalendarDate('1988-04-12', 'en')).toBe('Apr 12, 1988');
    expect(formatCalendarDate('1988-04-12', 'vi')).toBe('12/04/1988');
    // Gregorian years in Thai, not the Buddhist era's 2531.
    expect(formatCalendarDate('1988-04-12', 'th')).toContain('1988');
    expect(formatCalendarDate('1988-04-12', 'th')).not.toContain('2531');
    expect(formatCalendarDate('1988-04-12', 'zh')).toBe('1988年4月12日');
    expect(formatCalendarDate('not a date', 'en')).toBe('not a date');
  });

  it('writes an instant as the clinic’s day (UTC+7)', () => {
    // 18:30 UTC on 1 March is already 2 March in Ho Chi Minh City.
    expect(formatClinicDay('2024-03-01T18:30:00Z', 'en')).toBe('Mar 2, 2024');
    expect(formatClinicDay('2024-03-01T18:30:00Z', 'vi')).toBe('02/03/2024');
    expect(formatClinicDay('2024-03-01T18:30:00Z', 'th')).not.toContain('2567');
    expect(formatClinicDay('nope', 'en')).toBe('nope');
  });

  it('writes a publication date as prose does: 30 tháng 4 năm 2026 in Vietnamese, Gregorian years in Thai', () => {
    expect(formatPublished('2026-04-30T03:00:00Z', 'vi')).toBe('30 tháng 4 năm 2026');
    expect(formatPublished('2026-04-30T03:00:00Z', 'th')).toBe('30 เมษายน 2026');
    expect(formatPublished('2026-04-30T03:00:00Z', 'zh')).toBe('2026年4月30日');
  });
});
