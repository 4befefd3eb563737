import { describe, expect, it } from 'vitest';
import { formatMoney, roundTotal, sumTotal } from './money';

/** One test's cases: the amount and the text it formats to. */
type MoneyCases = ReadonlyArray<readonly [amount: number, code: string, text: string]>;
const formatsAs = (_name: string, cases: MoneyCases) => {
  for (const [amount, code, text] of cases) expect(formatMoney(amount, code)).toBe(text);
};

describe('formatMoney: VND', () => {
  it.each<[string, MoneyCases]>([
    ['groups with dots (vi-VN) and glues the đ suffix with no space', [[1_250_000, 'VND', '1.250.000đ'], [3_000_000, 'VND', '3.000.000đ']]],
    ['shows small amounts without grouping and zero as 0đ', [[999, 'VND', '999đ'], [1000, 'VND', '1.000đ'], [0, 'VND', '0đ']]],
    ['has no minor unit: fractions are rounded to whole dong', [[1_250_000.4, 'VND', '1.250.000đ'], [1_250_000.5, 'VND', '1.250.001đ']]],
    ['formats huge amounts with every group separated', [[123_456_789_012, 'VND', '123.456.789.012đ']]],
    ['accepts the currency code in any case and with stray spaces', [[1000, 'vnd', '1.000đ'], [1000, ' VND ', '1.000đ']]],
  ])('%s', formatsAs);
});

describe('formatMoney: USD', () => {
  it.each<[string, MoneyCases]>([
    ['uses a $ prefix and exactly two decimals', [[12.5, 'USD', '$12.50'], [12, 'USD', '$12.00'], [0, 'USD', '$0.00']]],
    ['groups thousands with commas', [[1234.5, 'USD', '$1,234.50'], [1_234_567.891, 'USD', '$1,234,567.89']]],
    ['rounds to the cent', [[0.004, 'USD', '$0.00'], [0.005, 'USD', '$0.01'], [9.999, 'USD', '$10.00']]],
  ])('%s', formatsAs);
});

describe('formatMoney: empty cases', () => {
  it.each([
    ['a negative value', -1],
    ['a tiny negative value', -0.001],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['undefined', undefined],
    ['null', null],
  ])('formats %s as an empty string', (_label, value) => {
    expect(formatMoney(value, 'VND')).toBe('');
    expect(formatMoney(value, 'USD')).toBe('');
  });

  it('treats -0 as zero, not as a negative value', () => {
    expect(formatMoney(-0, 'VND')).toBe('0đ');
    expect(formatMoney(-0, 'USD')).toBe('$0.00');
  });
});

describe('formatMoney: other currencies', () => {
  it.each<[string, MoneyCases]>([
    ['uses Intl currency formatting for other ISO codes', [[1234.5, 'EUR', '€1,234.50']]],
    ['falls back to the number and the code for an unknown code', [[1234.5, 'NOTACODE', '1,234.50 NOTACODE']]],
    ['shows just the number when the code is empty', [[1234.5, '', '1,234.50']]],
  ])('%s', formatsAs);
});

describe('roundTotal', () => {
  it.each<[string, ReadonlyArray<readonly [value: number, rounded: number]>]>([
    ['rounds half up where float noise would round down', [[1.005, 1.01], [2.135, 2.14], [0.145, 0.15]]],
    ['removes float noise from sums', [[0.1 + 0.2, 0.3]]],
    ['leaves 2-decimal values and integers unchanged', [[12.34, 12.34], [1_250_000, 1_250_000], [0, 0]]],
    ['rounds values just below the half down', [[1.0049, 1], [1.00499999, 1]]],
  ])('%s', (_name, cases) => {
    for (const [value, rounded] of cases) expect(roundTotal(value)).toBe(rounded);
  });

  it('rounds negative values half away from zero and never returns -0', () => {
    expect(roundTotal(-1.005)).toBe(-1.01);
    expect(roundTotal(-1.004)).toBe(-1);
    expect(Object.is(roundTotal(-0.001), 0)).toBe(true);
  });

  it('returns non-finite values unchanged', () => {
    expect(roundTotal(Number.NaN)).toBeNaN();
    expect(roundTotal(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('matches decimal half-up rounding for every x.yz5 and x.yz4999 in several magnitudes', () => {
    // The decimal literal "W.CC5" must round to W.CC + 0.01 and "W.CC4999" to W.CC. A plain
    // Math.round(n * 100) or the additive `n + Number.EPSILON` trick fails thousands of these.
    const failures: string[] = [];
    for (const base of [0, 1000, 123_456, 99_999_999]) {
      for (let c = 0; c < 100 * 50; c += 1) {
        const whole = base + Math.floor(c / 100);
        const cents = String(c % 100).padStart(2, '0');
        const up = roundTotal(Number(`${whole}.${cents}5`));
        const down = roundTotal(Number(`${whole}.${cents}4999`));
        if (up !== (whole * 100 + (c % 100) + 1) / 100) failures.push(`${whole}.${cents}5 -> ${up}`);
        if (down !== (whole * 100 + (c % 100)) / 100) failures.push(`${whole}.${cents}4999 -> ${down}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('sumTotal', () => {
  it.each<[string, ReadonlyArray<readonly [values: ReadonlyArray<number | null | undefined>, total: number]>]>([
    [
      'adds the values and rounds the total to 2 decimals',
      [
        [[0.1, 0.2], 0.3],
        [[19.99, 5.01, 0.005], 25.01],
        [[1_250_000, 750_000], 2_000_000],
      ],
    ],
    ['is 0 for an empty list', [[[], 0]]],
    ['counts missing amounts as 0', [[[10, null, undefined, 2.5], 12.5]]],
    ['keeps negative amounts (e.g. a discount line)', [[[100, -25.5], 74.5]]],
  ])('%s', (_name, cases) => {
    for (const [values, total] of cases) expect(sumTotal(values)).toBe(total);
  });

  it('makes the total NaN when one amount is NaN, so it formats as empty', () => {
    const total = sumTotal([10, Number.NaN]);
    expect(total).toBeNaN();
    expect(formatMoney(total, 'VND')).toBe('');
  });
});
