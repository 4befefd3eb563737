import { describe, expect, it } from 'vitest';
import { isLanguage, isOfferedLanguage, offeredLanguageOptions, resolveLanguage } from './languages';

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
});
