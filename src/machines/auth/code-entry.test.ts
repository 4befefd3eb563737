import { describe, expect, it } from 'vitest';
import { OTP_LENGTH } from '../../api/contract/auth';
import { EMPTY_PHONE_CHECK, cleanCode, codeProblemOf, methodFor, resendSeconds } from './code-entry';
import { checkPhone } from './phone-check';

describe('phone step rules', () => {
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

  it('starts from the check of an empty field', () => {
    expect(EMPTY_PHONE_CHECK).toEqual(checkPhone(''));
  });

  it('keeps Zalo only for a Vietnamese mobile number; SMS always stays', () => {
    expect(methodFor(checkPhone('0912345678'), 'zalo')).toBe('zalo');
    expect(methodFor(checkPhone('02838123456'), 'zalo')).toBe('sms');
    expect(methodFor(checkPhone('+14155552671'), 'zalo')).toBe('sms');
    expect(methodFor(checkPhone(''), 'sms')).toBe('sms');
  });
});

describe('code step rules', () => {
  it.each([
    ['', 'empty'],
    [' - ', 'empty'],
    ['12345', 'format'],
    ['1234567', 'format'],
    ['12345a', 'format'],
    ['123456', null],
    ['123 456', null],
    ['１２３４５６', null],
  ])('codeProblemOf(%j) is %j', (code, problem) => {
    expect(codeProblemOf(code)).toBe(problem);
  });

  it('asks for as many digits as the contract’s codes have', () => {
    expect(codeProblemOf('1'.repeat(OTP_LENGTH))).toBeNull();
    expect(codeProblemOf('1'.repeat(OTP_LENGTH + 1))).toBe('format');
  });

  it('cleans spaces, dashes and full-width digits', () => {
    expect(cleanCode(' 12-34 56 ')).toBe('123456');
    expect(cleanCode('１２３４５６')).toBe('123456');
  });

  it('waits the server’s resendIn, 60 s when it is missing, never less than 0', () => {
    expect(resendSeconds(45)).toBe(45);
    expect(resendSeconds(undefined)).toBe(60);
    expect(resendSeconds(-3)).toBe(0);
    expect(resendSeconds(1.2)).toBe(2);
  });
});
