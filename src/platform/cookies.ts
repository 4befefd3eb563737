/**
 * Cookies (spec section 9: "Cookie lifetime 365 days"), used by the promotion modals and the
 * locale. A thin wrapper so every cookie gets the same path and SameSite policy.
 */
import Cookies from 'universal-cookie';

export const COOKIE_LIFETIME_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

let cookies: Cookies | null = null;

function jar(): Cookies {
  // Created on first use: universal-cookie reads document.cookie when constructed.
  cookies ??= new Cookies(null, { path: '/', sameSite: 'lax' });
  return cookies;
}

/**
 * The raw string value, or undefined when the cookie is not set. Values are not JSON-parsed
 * ('3' stays '3', 'true' stays 'true'): callers decide what a value means.
 */
export function getCookie(name: string): string | undefined {
  const value: unknown = jar().get(name, { doNotParse: true });
  return typeof value === 'string' ? value : undefined;
}

export interface SetCookieOptions {
  /** Lifetime in days from now; defaults to COOKIE_LIFETIME_DAYS (365). */
  days?: number;
}

/** Sets a site-wide cookie (path '/', SameSite=Lax) that expires `days` from now. */
export function setCookie(name: string, value: string | number | boolean, { days = COOKIE_LIFETIME_DAYS }: SetCookieOptions = {}): void {
  jar().set(name, String(value), {
    path: '/',
    sameSite: 'lax',
    expires: new Date(Date.now() + days * DAY_MS),
  });
}

/** Sets a site-wide session cookie (path '/', SameSite=Lax, no expiry: gone when the browser session ends). */
export function setSessionCookie(name: string, value: string | number | boolean): void {
  jar().set(name, String(value), { path: '/', sameSite: 'lax' });
}

export function removeCookie(name: string): void {
  jar().remove(name, { path: '/', sameSite: 'lax' });
}
