import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildVietQrPayload, crc16CcittFalse, parseVietQrPayload, transferPurpose, vietQrQuickLink } from './vietqr';

const PUBLISHED_SAMPLE =
  '00020101021238560010A0000007270126000697041501121133666688880208QRIBFTTA53037045405790005802VN62220818Ung Ho Quy Vac Xin63043ACF';

describe('CRC-16/CCITT-FALSE', () => {
  it.each([
    ['123456789', '29B1'],
    ['', 'FFFF'],
    ['A', 'B915'],
  ])('%j → %s', (text, crc) => {
    expect(crc16CcittFalse(text)).toBe(crc);
  });
});

describe('buildVietQrPayload', () => {
  it('gives the published NAPAS sample exactly', () => {
    expect(buildVietQrPayload({ bankBin: '970415', accountNumber: '113366668888', amount: 79000, purpose: 'Ung Ho Quy Vac Xin' })).toBe(PUBLISHED_SAMPLE);
  });

  it('reads the published sample back', () => {
    expect(parseVietQrPayload(PUBLISHED_SAMPLE)).toEqual({
      pointOfInitiation: '12',
      guid: 'A000000727',
      bankBin: '970415',
      accountNumber: '113366668888',
      service: 'QRIBFTTA',
      currency: '704',
      amount: 79000,
      country: 'VN',
      purpose: 'Ung Ho Quy Vac Xin',
      crc: '3ACF',
    });
  });

  it('writes the same sample from a purpose with diacritics', () => {
    expect(buildVietQrPayload({ bankBin: '970415', accountNumber: '113366668888', amount: 79000, purpose: 'Ủng Hộ Quỹ Vắc Xin' })).toBe(PUBLISHED_SAMPLE);
  });

  it('makes a static QR (01 = 11, no 54) without an amount, and leaves 62 out without a purpose', () => {
    const payload = buildVietQrPayload({ bankBin: '970436', accountNumber: '0011001234567' });
    const fields = parseVietQrPayload(payload);
    expect(fields?.pointOfInitiation).toBe('11');
    expect(fields?.amount).toBeUndefined();
    expect(payload).not.toContain('5405');
    expect(payload).not.toMatch(/62\d{2}08/);
  });

  it('refuses a bad BIN, account or amount', () => {
    expect(() => buildVietQrPayload({ bankBin: '97041', accountNumber: '1' })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ bankBin: '970415', accountNumber: '12-34' })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ bankBin: '970415', accountNumber: '1', amount: 10.5 })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ bankBin: '970415', accountNumber: '1', amount: 0 })).toThrow(RangeError);
  });

  it('refuses a payload with a wrong CRC', () => {
    expect(parseVietQrPayload(PUBLISHED_SAMPLE.slice(0, -4) + '3ACE')).toBeNull();
  });
});

describe('transferPurpose', () => {
  it.each([
    ['Đơn hàng GW-2025-0001', 'Don hang GW 2025 0001'],
    ['Thanh toán đơn GW123', 'Thanh toan don GW123'],
    ['  GW   123  ', 'GW 123'],
    ['Nguyễn Thị Hồng Nhung đặt gói ABCDEFG', 'Nguyen Thi Hong Nhung dat'],
  ])('%j → %j', (text, purpose) => {
    expect(transferPurpose(text)).toBe(purpose);
  });
});

describe('properties', () => {
  const input = fc.record({
    bankBin: fc.stringMatching(/^\d{6}$/),
    accountNumber: fc.stringMatching(/^[A-Za-z0-9]{1,19}$/),
    amount: fc.option(fc.integer({ min: 1, max: 9_999_999_999_999 }), { nil: undefined }),
    purpose: fc.option(fc.string({ maxLength: 60 }), { nil: undefined }),
  });

  it('a payload parses back into the same fields', () => {
    fc.assert(
      fc.property(input, (value) => {
        const fields = parseVietQrPayload(buildVietQrPayload(value));
        const purpose = value.purpose === undefined ? '' : transferPurpose(value.purpose);
        expect(fields).toMatchObject({
          pointOfInitiation: value.amount === undefined ? '11' : '12',
          guid: 'A000000727',
          bankBin: value.bankBin,
          accountNumber: value.accountNumber,
          service: 'QRIBFTTA',
          currency: '704',
          country: 'VN',
        });
        expect(fields?.amount).toBe(value.amount);
        expect(fields?.purpose ?? '').toBe(purpose);
      }),
    );
  });

  it('the CRC of a payload without its last 4 characters is those 4 characters', () => {
    fc.assert(
      fc.property(input, (value) => {
        const payload = buildVietQrPayload(value);
        expect(crc16CcittFalse(payload.slice(0, -4))).toBe(payload.slice(-4));
        expect(payload.slice(-8, -4)).toBe('6304');
      }),
    );
  });

  it('a purpose is ASCII letters, digits and single spaces, at most 25 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const purpose = transferPurpose(text);
        expect(purpose).toMatch(/^(?:[A-Za-z0-9]+(?: [A-Za-z0-9]+)*)?$/);
        expect(purpose.length).toBeLessThanOrEqual(25);
      }),
    );
  });
});

describe('vietQrQuickLink', () => {
  it('builds <base>/<bank>-<account>-<template>.png with amount, addInfo and accountName', () => {
    expect(
      vietQrQuickLink({
        base: 'https://img.vietqr.io/image/',
        bank: '970415',
        accountNumber: '113366668888',
        template: 'compact2',
        amount: 79000,
        addInfo: 'Đơn GW-1234',
        accountName: 'CONG TY TNHH GENEWELL',
      }),
    ).toBe('https://img.vietqr.io/image/970415-113366668888-compact2.png?amount=79000&addInfo=Don+GW+1234&accountName=CONG+TY+TNHH+GENEWELL');
  });

  it('leaves out what is not given', () => {
    expect(vietQrQuickLink({ base: 'https://img.vietqr.io/image', bank: 'ICB', accountNumber: '1', template: 'qr_only' })).toBe(
      'https://img.vietqr.io/image/ICB-1-qr_only.png',
    );
  });
});
