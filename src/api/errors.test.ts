import { describe, expect, it } from 'vitest';
import { OTP_INVALID_TEXTS } from './contract/otp-invalid';
import { ApiError, languageFromHeader } from './errors';
import { toApiError } from './fetch-errors';

describe('languageFromHeader', () => {
  it.each([
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['vi', 'vi'],
    ['vi-VN', 'vi'],
    ['th', 'th'],
    ['EN-us', 'en'],
    ['fr', 'en'],
    ['de-DE, vi', 'en'],
    ['', 'en'],
    [null, 'en'],
  ] as const)('%s -> %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = new ApiError({ status: 409, code: 'conflict', message: 'Slot taken' });
    expect(toApiError(error)).toBe(error);
  });

  it('turns anything else into a network error with no body', () => {
    const cause = new TypeError('fetch failed');
    expect(toApiError(cause)).toMatchObject({ status: 0, code: 'network', message: 'fetch failed', body: null, language: 'en', cause });
    expect(toApiError('weird')).toMatchObject({ code: 'network', message: 'weird' });
  });
});

describe('ApiError', () => {
  it('defaults to no fields, the default language and a null body', () => {
    const error = new ApiError({ status: 500, code: 'internal', message: 'x' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', fields: {}, language: 'en', body: null });
  });
});

describe('OTP_INVALID_TEXTS', () => {
  it('has the texts of the spec for every language', () => {
    expect(OTP_INVALID_TEXTS).toEqual({
      en: 'Invalid OTP',
      vi: 'OTP không hợp lệ',
      zh: '一次性密码无效',
      th: 'OTP ไม่ถูกต้อง',
    });
  });
});
