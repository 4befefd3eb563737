import { describe, expect, it } from 'vitest';
import { cleanCode, codeProblemOf, e164Of, methodFor, phoneProblemOf, resendSeconds } from './code-entry';

describe('phone step rules', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['12345', 'invalid'],
    ['0912 345 678', null],
    ['+1 415 555 2671', null],
  ])('phoneProblemOf(%j) is %j', (phone, problem) => {
    expect(phoneProblemOf(phone)).toBe(problem);
  });

  it('gives E.164 for an accepted number (a leading 0 is +84) and null otherwise', () => {
    expect(e164Of('0912345678')).toBe('+84912345678');
    expect(e164Of('abc')).toBeNull();
  });

  it('keeps Zalo only for a Vietnamese mobile number; SMS always stays', () => {
    expect(methodFor('0912345678', 'zalo')).toBe('zalo');
    expect(methodFor('02838123456', 'zalo')).toBe('sms');
    expect(methodFor('+14155552671', 'zalo')).toBe('sms');
    expect(methodFor('', 'sms')).toBe('sms');
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
