import { describe, expect, it } from 'vitest';
import { firstLanguage, isLanguage, isOfferedLanguage, languageOfTag, offeredLanguageOptions, resolveLanguage } from './languages';

describe('languages', () => {
  it('knows exactly en, vi, th and zh', () => {
    expect(['en', 'vi', 'th', 'zh'].every(isLanguage)).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('offers zh only when Chinese is enabled', () => {
    expect(isOfferedLanguage('zh', true)).toBe(true);
    expect(isOfferedLanguage('zh', false)).toBe(false);
    expect(isOfferedLanguage('vi', false)).toBe(true);
  });

  it('lists the switcher labels VN, EN, CN, TH, without CN when Chinese is off', () => {
    expect(offeredLanguageOptions(true).map((o) => o.label)).toEqual(['VN', 'EN', 'CN', 'TH']);
    expect(offeredLanguageOptions(false).map((o) => o.label)).toEqual(['VN', 'EN', 'TH']);
  });

  it('starts from the stored language when it is offered, else en', () => {
    expect(resolveLanguage('th', false)).toBe('th');
    expect(resolveLanguage('zh', true)).toBe('zh');
    expect(resolveLanguage('zh', false)).toBe('en');
    expect(resolveLanguage('de', true)).toBe('en');
    expect(resolveLanguage(undefined, true)).toBe('en');
  });

  it('reads the language of a browser tag', () => {
    expect(['vi-VN', 'vi', 'VI-vn', 'zh-Hant-TW', 'zh_CN', 'th-TH', 'en-GB'].map(languageOfTag)).toEqual(['vi', 'vi', 'vi', 'zh', 'zh', 'th', 'en']);
    expect(['fr-FR', '', 'x-klingon'].map(languageOfTag)).toEqual([null, null, null]);
  });

  describe('on arrival', () => {
    it('keeps the choice the visitor made before, whatever the browser prefers', () => {
      expect(firstLanguage('th', ['vi-VN', 'en'], true)).toBe('th');
    });

    it('takes the first preferred browser language we offer on a first visit', () => {
      expect(firstLanguage(undefined, ['vi-VN', 'vi', 'en-US'], true)).toBe('vi');
      expect(firstLanguage(undefined, ['fr-FR', 'th-TH', 'en'], true)).toBe('th');
      expect(firstLanguage('de', ['zh-CN'], true)).toBe('zh');
    });

    it('opens a link in the language it asks for (?lang=), when that language is offered', () => {
      expect(firstLanguage('en', ['en-US'], true, 'th')).toBe('th');
      expect(firstLanguage('en', ['vi-VN'], false, 'zh')).toBe('en');
      expect(firstLanguage(undefined, ['vi-VN'], true, 'klingon')).toBe('vi');
      expect(firstLanguage(undefined, ['vi-VN'], true, null)).toBe('vi');
    });

    it('passes over Chinese when it is not offered, and falls back to English', () => {
      expect(firstLanguage(undefined, ['zh-CN', 'vi'], false)).toBe('vi');
      expect(firstLanguage(undefined, ['zh-CN'], false)).toBe('en');
      expect(firstLanguage(undefined, ['fr-FR', 'de'], true)).toBe('en');
      expect(firstLanguage(undefined, [], true)).toBe('en');
    });
  });
});
