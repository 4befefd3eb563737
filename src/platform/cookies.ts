/**
 * Cookies (spec section 9: "Cookie lifetime 365 days"), used by the promotion modals and the
 * locale. Every cookie gets the same path and SameSite policy. Written on `document.cookie`
 * directly (names and values URI-encoded, as the cookie libraries write them): it is in every
 * page's first load, so it brings no library (docs/performance.md, "Bundle budget").
 */

export const COOKIE_LIFETIME_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The text `document.cookie` is given to set a site-wide cookie (path '/', SameSite=Lax), with its expiry when it has one. */
export function cookieText(name: string, value: string, expires?: Date): string {
  const text = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
  return expires ? `${text}; Expires=${expires.toUTCString()}` : text;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // not written by us: kept as it came
  }
}

/**
 * The raw string value, or undefined when the cookie is not set. Values are not JSON-parsed
 * ('3' stays '3', 'true' stays 'true'): callers decide what a value means.
 */
export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    if (decode(pair.slice(0, at).trim()) === name) return decode(pair.slice(at + 1).trim());
  }
  return undefined;
}

export interface SetCookieOptions {
  /** Lifetime in days from now; defaults to COOKIE_LIFETIME_DAYS (365). */
  days?: number;
}

/** Sets a site-wide cookie (path '/', SameSite=Lax) that expires `days` from now. */
export function setCookie(name: string, value: string | number | boolean, { days = COOKIE_LIFETIME_DAYS }: SetCookieOptions = {}): void {
  document.cookie = cookieText(name, String(value), new Date(Date.now() + days * DAY_MS));
}

/** Sets a site-wide session cookie (path '/', SameSite=Lax, no expiry: gone when the browser session ends). */
export function setSessionCookie(name: string, value: string | number | boolean): void {
  document.cookie = cookieText(name, String(value));
}

export function removeCookie(name: string): void {
  document.cookie = cookieText(name, '', new Date(0));
}
