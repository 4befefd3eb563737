// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_LIFETIME_DAYS, cookieText, getCookie, removeCookie, setCookie, setSessionCookie } from './cookies';

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
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    setCookie('quizKidPromoCount', 1);
    expect(COOKIE_LIFETIME_DAYS).toBe(365);
    expect(set).toHaveBeenCalledWith('quizKidPromoCount=1; Path=/; SameSite=Lax; Expires=Mon, 01 Mar 2027 00:00:00 GMT');
  });

  it('sets a session cookie without an expiry', () => {
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    setSessionCookie('promoSeen', true);
    expect(set).toHaveBeenCalledWith('promoSeen=true; Path=/; SameSite=Lax');
    expect(getCookie('promoSeen')).toBe('true');
  });

  it('uses the lifetime given in days', () => {
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    setCookie('short', 'x', { days: 1 });
    expect(set).toHaveBeenCalledWith(cookieText('short', 'x', new Date('2026-03-02T00:00:00Z')));
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
    expect(document.cookie).toContain('name=Nguy%E1%BB%85n%20V%C4%83n%20A%3B%20x%3D1');
  });

  it('tells a cookie from one whose name ends the same, and keeps a value it cannot decode as it is', () => {
    document.cookie = 'xlocale=th; path=/';
    document.cookie = 'locale=vi; path=/';
    document.cookie = 'broken=%E0%A4%A; path=/';
    expect(getCookie('locale')).toBe('vi');
    expect(getCookie('broken')).toBe('%E0%A4%A');
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
