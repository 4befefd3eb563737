import { describe, expect, it } from 'vitest';
import { isVietnameseTaxCode, normalizeTaxCode, taxCodeCheckDigit } from './tax-code';

describe('Vietnamese tax codes (issue 23 §16)', () => {
  it('takes a company code and a branch code whose check digit is right, in their written form', () => {
    // Published examples (python-stdnum's stdnum.vn.mst).
    expect(normalizeTaxCode('0100233488')).toBe('0100233488');
    expect(normalizeTaxCode('0314409058-002')).toBe('0314409058-002');
    expect(normalizeTaxCode(' 0314409058002 ')).toBe('0314409058-002');
    expect(normalizeTaxCode('01.00.112.437')).toBe('0100112437');
    expect(normalizeTaxCode('0312 68 78 78 - 001')).toBe('0312687878-001');
  });

  it('computes the check digit as 10 − (weighted sum mod 11) over the first nine digits', () => {
    // 0·31 + 1·29 + 0·23 + 0·19 + 2·17 + 3·13 + 3·7 + 4·5 + 8·3 = 167; 167 mod 11 = 2; 10 − 2 = 8.
    expect(taxCodeCheckDigit('010023348')).toBe(8);
    // A sum that 11 divides would need a check digit of 10: no such code is issued.
    // 1·31 + 0 … + 0·5 + 8·3 = 55 = 5·11.
    const withRemainderZero = '100000008';
    expect(taxCodeCheckDigit(withRemainderZero)).toBeNull();
    for (let last = 0; last <= 9; last += 1) expect(isVietnameseTaxCode(`${withRemainderZero}${last}`)).toBe(false);
  });

  it('refuses a wrong check digit, a wrong length, letters, an empty sequence and branch 000', () => {
    expect(isVietnameseTaxCode('0100233480')).toBe(false);
    expect(isVietnameseTaxCode('12345')).toBe(false);
    expect(isVietnameseTaxCode('01002334881')).toBe(false);
    expect(isVietnameseTaxCode('010023348A')).toBe(false);
    expect(isVietnameseTaxCode('')).toBe(false);
    expect(isVietnameseTaxCode('0100000000')).toBe(false);
    expect(isVietnameseTaxCode('0314409058-000')).toBe(false);
    expect(isVietnameseTaxCode('0314409058--002')).toBe(false);
  });
});
