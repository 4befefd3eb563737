import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_PREFIX, isValidPhone, isVietnameseMobile, isZaloEligible, normalizePhone } from './phone';

describe('normalizePhone: the leading-0 rule', () => {
  it('replaces a leading 0 with +84', () => {
    expect(normalizePhone('0912345678')).toEqual({ ok: true, e164: '+84912345678' });
    expect(DEFAULT_PHONE_PREFIX).toBe('+84');
  });

  it('accepts the same number already in international form', () => {
    expect(normalizePhone('+84912345678')).toEqual({ ok: true, e164: '+84912345678' });
  });

  it('drops the national 0 typed after +84', () => {
    expect(normalizePhone('+840912345678')).toEqual({ ok: true, e164: '+84912345678' });
  });

  it('reads the country code typed without its plus', () => {
    expect(normalizePhone('84912345678')).toEqual({ ok: true, e164: '+84912345678' });
  });

  it('treats a leading 00 as the international call prefix, not as 0 + 0', () => {
    expect(normalizePhone('0084912345678')).toEqual({ ok: true, e164: '+84912345678' });
    expect(normalizePhone('0014155552671')).toEqual({ ok: true, e164: '+14155552671' });
  });
});

describe('normalizePhone: separators and clean-up', () => {
  it.each([
    '+84 912 345 678',
    ' 0912 345 678 ',
    '0912.345.678',
    '0912-345-678',
    '091\u00a02345678', // no-break space
    '0912\u2013345\u2013678', // en dash
    '(091) 234-5678',
    '\uff10\uff19\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18', // full-width digits
    '\uff0b84912345678', // full-width plus
  ])('normalises %j to +84912345678', (input) => {
    expect(normalizePhone(input)).toEqual({ ok: true, e164: '+84912345678' });
  });
});

describe('normalizePhone: failures', () => {
  it.each(['', '   ', ' . - ', null, undefined])('reports %j as empty', (input) => {
    expect(normalizePhone(input)).toEqual({ ok: false, reason: 'empty' });
  });

  it.each([
    ['too short', '123'],
    ['one digit short', '091234567'],
    ['one digit long', '09123456789'],
    ['letters', 'abcdefghij'],
    ['text before the number', 'call 0912345678'],
    ['text after the number', '0912345678abc'],
    ['a tel: URI', 'tel:+84912345678'],
    ['an extension', '0912345678 ext 12'],
    ['a plus alone', '+'],
    ['an unknown country code', '+999912345678'],
    ['00 followed by a national number (00 is read as the international prefix)', '00912345678'],
  ])('reports %s as invalid', (_label, input) => {
    expect(normalizePhone(input)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('normalizePhone: other kinds of numbers', () => {
  it('accepts a Vietnamese landline', () => {
    expect(normalizePhone('02838123456')).toEqual({ ok: true, e164: '+842838123456' });
    expect(normalizePhone('024 3826 1234')).toEqual({ ok: true, e164: '+842438261234' });
  });

  it('accepts a foreign number typed with its prefix', () => {
    expect(normalizePhone('+1 415 555 2671')).toEqual({ ok: true, e164: '+14155552671' });
  });
});

describe('isValidPhone', () => {
  it('agrees with normalizePhone', () => {
    expect(isValidPhone('0912345678')).toBe(true);
    expect(isValidPhone('02838123456')).toBe(true);
    expect(isValidPhone('123')).toBe(false);
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
  });
});

describe('isZaloEligible', () => {
  it.each([
    ['+84912345678'], // 09x
    ['+84868123456'], // 08x
    ['+84701234567'], // 07x
    ['+84521234567'], // 05x
    ['+84321234567'], // 03x
  ])('offers Zalo for the Vietnamese mobile number %s', (e164) => {
    expect(isZaloEligible(e164)).toBe(true);
  });

  it('accepts a typed number as well as an E.164 string', () => {
    expect(isZaloEligible('0912 345 678')).toBe(true);
  });

  it('does not offer Zalo for a Vietnamese landline', () => {
    expect(isValidPhone('02838123456')).toBe(true);
    expect(isZaloEligible('02838123456')).toBe(false);
    expect(isZaloEligible('+842838123456')).toBe(false);
  });

  it('does not offer Zalo for a Vietnamese toll-free number', () => {
    expect(isValidPhone('18001234')).toBe(true);
    expect(isZaloEligible('18001234')).toBe(false);
  });

  it('does not offer Zalo for a valid foreign number', () => {
    expect(isZaloEligible('+14155552671')).toBe(false);
  });

  it('does not offer Zalo for an invalid or empty number', () => {
    expect(isZaloEligible('+8491234567')).toBe(false); // mobile prefix but too short
    expect(isZaloEligible('123')).toBe(false);
    expect(isZaloEligible('')).toBe(false);
    expect(isZaloEligible(null)).toBe(false);
  });
});

describe('isVietnameseMobile: a delivery contact the order’s SMS reaches (issue 23 §13)', () => {
  it('takes a Vietnamese mobile number, typed or in E.164', () => {
    expect(isVietnameseMobile('0912 345 678')).toBe(true);
    expect(isVietnameseMobile('+84321234567')).toBe(true);
  });

  it('refuses numbers the phone rule takes but no SMS reaches: 0123456789, a landline, toll-free, foreign, empty', () => {
    expect(isValidPhone('0123456789')).toBe(true);
    for (const phone of ['0123456789', '028 3812 3456', '18001234', '+14155552671', '']) expect(isVietnameseMobile(phone), phone).toBe(false);
  });
});
