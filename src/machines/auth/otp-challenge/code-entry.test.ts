import { describe, expect, it } from 'vitest';
import { OTP_LENGTH } from '../../../api/contract/auth';
import { cleanCode, codeProblemOf } from './code-entry';
import { checkPhone, displayPhone } from './phone-check';

describe('the phone rule as the challenge reads it', () => {
  it.each([
    ['', { e164: null, problem: 'empty', zaloEligible: false }],
    ['   ', { e164: null, problem: 'empty', zaloEligible: false }],
    ['12345', { e164: null, problem: 'invalid', zaloEligible: false }],
    ['0912 345 678', { e164: '+84912345678', problem: null, zaloEligible: true }],
    ['028 3812 3456', { e164: '+842838123456', problem: null, zaloEligible: false }],
    ['+1 415 555 2671', { e164: '+14155552671', problem: null, zaloEligible: false }],
  ])('checkPhone(%j)', (phone, check) => {
    expect(checkPhone(phone)).toEqual(check);
  });

  it('shows an E.164 number grouped as people read it', () => {
    expect(displayPhone('+84912345678')).toBe('+84 912 345 678');
    expect(displayPhone('not a number')).toBe('not a number');
  });
});

describe('the code rule', () => {
  it.each([
    ['123456', null],
    ['123 456', null],
    ['123-456', null],
    ['１２３４５６', null],
    ['', 'empty'],
    ['  ', 'empty'],
    ['12345', 'format'],
    ['1234567', 'format'],
    ['12a456', 'format'],
  ])('codeProblemOf(%j) is %s', (code, problem) => {
    expect(codeProblemOf(code)).toBe(problem);
  });

  it(`cleans a typed code to its ${OTP_LENGTH} digits`, () => {
    expect(cleanCode(' 12 34-56 ')).toBe('123456');
    expect(cleanCode('１２３４５６')).toBe('123456');
  });
});
