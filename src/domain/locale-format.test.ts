import { describe, expect, it } from 'vitest';
import { formatDate, formatVndForText, intlLocaleOf } from './locale-format';
import type { DateKind } from './locale-format';

/** 30 April 2026, 12:00 in Vietnam; 17:30Z on the 30th is already 1 May there. */
const NOON = new Date('2026-04-30T05:00:00Z');

describe('formatDate: one style per kind', () => {
  /** Each language's expected text for each kind, as rows (language, kind, text). */
  const STYLES = {
    vi: { short: '30/04/2026', long: '30 tháng 4 năm 2026', numeric: '30/04/2026', weekday: 'Thứ Năm, 30/04/2026' },
    en: { short: 'Apr 30, 2026', long: 'April 30, 2026', numeric: '30/04/2026' },
    th: { short: '30 เม.ย. 2026', long: '30 เมษายน 2026', numeric: '30/04/2026', month: 'เมษายน 2026' },
    zh: { long: '2026年4月30日', numeric: '2026/04/30' },
  } as const satisfies Record<string, Partial<Record<DateKind, string>>>;
  const rows = Object.entries(STYLES).flatMap(([language, kinds]) =>
    Object.entries(kinds).map(([kind, expected]) => [language, kind as DateKind, expected] as const),
  );

  it.each(rows)('%s %s: %s', (language, kind, expected) => {
    expect(formatDate(NOON, language, kind)).toBe(expected);
    expect(formatDate('2026-04-30', language, kind)).toBe(expected);
  });

  it('reads an instant in Vietnam and a calendar date in no zone at all', () => {
    expect(formatDate('2026-04-30T17:30:00Z', 'vi', 'short')).toBe('01/05/2026');
    expect(formatDate('2026-04-30', 'vi', 'short')).toBe('30/04/2026');
  });

  it('writes Thai years in the Gregorian calendar, never the Buddhist era', () => {
    expect(intlLocaleOf('th')).toBe('th-TH-u-ca-gregory');
    for (const kind of ['short', 'long', 'numeric', 'weekday', 'month'] as const) expect(formatDate(NOON, 'th', kind), kind).not.toContain('2569');
  });

  it('gives back what is no date', () => {
    expect(formatDate('soon', 'vi', 'short')).toBe('soon');
    expect(formatDate(new Date(Number.NaN), 'vi', 'short')).toBe('');
  });
});

describe('formatVndForText', () => {
  it.each([
    ['vi', '1.990.000đ'],
    ['en', '1,990,000 VND'],
    ['th', '1,990,000 ดอง'],
    ['zh', '1,990,000越南盾'],
  ] as const)('%s: %s', (language, expected) => {
    expect(formatVndForText(1_990_000, language)).toBe(expected);
  });
});
