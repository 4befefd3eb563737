// @vitest-environment jsdom
import Cookies from 'universal-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_LIFETIME_DAYS, getCookie, removeCookie, setCookie } from './cookies';

const NOW = new Date('2026-03-01T00:00:00Z');

function clearDocumentCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  clearDocumentCookies();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearDocumentCookies();
});

describe('setCookie', () => {
  it('lasts 365 days by default, site-wide, SameSite=Lax', () => {
    const set = vi.spyOn(Cookies.prototype, 'set');
    setCookie('quizKidPromoCount', 1);
    expect(COOKIE_LIFETIME_DAYS).toBe(365);
    expect(set).toHaveBeenCalledWith('quizKidPromoCount', '1', {
      path: '/',
      sameSite: 'lax',
      expires: new Date('2027-03-01T00:00:00Z'),
    });
  });

  it('uses the lifetime given in days', () => {
    const set = vi.spyOn(Cookies.prototype, 'set');
    setCookie('short', 'x', { days: 1 });
    expect(set.mock.calls[0][2]?.expires).toEqual(new Date('2026-03-02T00:00:00Z'));
  });

  it('writes to document.cookie so the browser keeps it', () => {
    setCookie('locale', 'vi');
    expect(document.cookie).toContain('locale=vi');
  });

  it('stores numbers and booleans as their text', () => {
    setCookie('count', 2);
    setCookie('closed', true);
    expect(getCookie('count')).toBe('2');
    expect(getCookie('closed')).toBe('true');
  });
});

describe('getCookie', () => {
  it('reads a cookie set by the page (not through this module)', () => {
    document.cookie = 'external=hello; path=/';
    expect(getCookie('external')).toBe('hello');
  });

  it('is undefined for a cookie that is not set', () => {
    expect(getCookie('missing')).toBeUndefined();
  });

  it('returns the raw text of JSON-looking values instead of parsing them', () => {
    setCookie('payload', '{"a":1}');
    expect(getCookie('payload')).toBe('{"a":1}');
  });

  it('round-trips text that needs encoding', () => {
    setCookie('name', 'Nguyễn Văn A; x=1');
    expect(getCookie('name')).toBe('Nguyễn Văn A; x=1');
  });
});

describe('removeCookie', () => {
  it('removes a cookie set earlier', () => {
    setCookie('temp', 'x');
    removeCookie('temp');
    expect(getCookie('temp')).toBeUndefined();
    expect(document.cookie).not.toContain('temp=');
  });
});
