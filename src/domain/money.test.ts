import { describe, expect, it } from 'vitest';
import { formatMoney, roundTotal, sumTotal } from './money';

describe('formatMoney: VND', () => {
  it('groups with dots (vi-VN) and glues the đ suffix with no space', () => {
    expect(formatMoney(1_250_000, 'VND')).toBe('1.250.000đ');
    expect(formatMoney(3_000_000, 'VND')).toBe('3.000.000đ');
  });

  it('shows small amounts without grouping and zero as 0đ', () => {
    expect(formatMoney(999, 'VND')).toBe('999đ');
    expect(formatMoney(1000, 'VND')).toBe('1.000đ');
    expect(formatMoney(0, 'VND')).toBe('0đ');
  });

  it('has no minor unit: fractions are rounded to whole dong', () => {
    expect(formatMoney(1_250_000.4, 'VND')).toBe('1.250.000đ');
    expect(formatMoney(1_250_000.5, 'VND')).toBe('1.250.001đ');
  });

  it('formats huge amounts with every group separated', () => {
    expect(formatMoney(123_456_789_012, 'VND')).toBe('123.456.789.012đ');
  });

  it('accepts the currency code in any case and with stray spaces', () => {
    expect(formatMoney(1000, 'vnd')).toBe('1.000đ');
    expect(formatMoney(1000, ' VND ')).toBe('1.000đ');
  });
});

describe('formatMoney: USD', () => {
  it('uses a $ prefix and exactly two decimals', () => {
    expect(formatMoney(12.5, 'USD')).toBe('$12.50');
    expect(formatMoney(12, 'USD')).toBe('$12.00');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
  });

  it('groups thousands with commas', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(1_234_567.891, 'USD')).toBe('$1,234,567.89');
  });

  it('rounds to the cent', () => {
    expect(formatMoney(0.004, 'USD')).toBe('$0.00');
    expect(formatMoney(0.005, 'USD')).toBe('$0.01');
    expect(formatMoney(9.999, 'USD')).toBe('$10.00');
  });
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
  it('uses Intl currency formatting for other ISO codes', () => {
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
  });

  it('falls back to the number and the code for an unknown code', () => {
    expect(formatMoney(1234.5, 'NOTACODE')).toBe('1,234.50 NOTACODE');
  });

  it('shows just the number when the code is empty', () => {
    expect(formatMoney(1234.5, '')).toBe('1,234.50');
  });
});

describe('roundTotal', () => {
  it('rounds half up where float noise would round down', () => {
    expect(roundTotal(1.005)).toBe(1.01);
    expect(roundTotal(2.135)).toBe(2.14);
    expect(roundTotal(0.145)).toBe(0.15);
  });

  it('removes float noise from sums', () => {
    expect(roundTotal(0.1 + 0.2)).toBe(0.3);
  });

  it('leaves 2-decimal values and integers unchanged', () => {
    expect(roundTotal(12.34)).toBe(12.34);
    expect(roundTotal(1_250_000)).toBe(1_250_000);
    expect(roundTotal(0)).toBe(0);
  });

  it('rounds values just below the half down', () => {
    expect(roundTotal(1.0049)).toBe(1);
    expect(roundTotal(1.00499999)).toBe(1);
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
  it('adds the values and rounds the total to 2 decimals', () => {
    expect(sumTotal([0.1, 0.2])).toBe(0.3);
    expect(sumTotal([19.99, 5.01, 0.005])).toBe(25.01);
    expect(sumTotal([1_250_000, 750_000])).toBe(2_000_000);
  });

  it('is 0 for an empty list', () => {
    expect(sumTotal([])).toBe(0);
  });

  it('counts missing amounts as 0', () => {
    expect(sumTotal([10, null, undefined, 2.5])).toBe(12.5);
  });

  it('keeps negative amounts (e.g. a discount line)', () => {
    expect(sumTotal([100, -25.5])).toBe(74.5);
  });

  it('makes the total NaN when one amount is NaN, so it formats as empty', () => {
    const total = sumTotal([10, Number.NaN]);
    expect(total).toBeNaN();
    expect(formatMoney(total, 'VND')).toBe('');
  });
});
