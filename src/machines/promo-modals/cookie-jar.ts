/**
 * What the promotion modals need from cookies: read a raw value, write one. The app gives the
 * machines `browserCookieJar` (document.cookie through src/platform/cookies.ts: path '/',
 * SameSite=Lax, 365 days); model tests give an in-memory jar, so paths can play sequences of
 * visits, checks and closes and read what was stored.
 */
import { getCookie, setCookie, setSessionCookie } from '../../platform/cookies';

export interface CookieJar {
  get: (name: string) => string | undefined;
  /** Sets the cookie for the spec's cookie lifetime (365 days). */
  set: (name: string, value: string) => void;
  /** Sets a session cookie (no expiry: gone when the browser session ends). */
  setForSession: (name: string, value: string) => void;
}

export const browserCookieJar: CookieJar = {
  get: (name) => getCookie(name),
  set: (name, value) => setCookie(name, value),
  setForSession: (name, value) => setSessionCookie(name, value),
};

/** A jar in memory, starting with `initial` (model tests). */
export function createMemoryJar(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string>; sessionOnly: Set<string>; reset: () => void } {
  const values = new Map(Object.entries(initial));
  /** The names last set as session cookies (a test reads which cookie outlives the session). */
  const sessionOnly = new Set<string>();
  return {
    values,
    sessionOnly,
    get: (name) => values.get(name),
    set: (name, value) => {
      sessionOnly.delete(name);
      values.set(name, value);
    },
    setForSession: (name, value) => {
      sessionOnly.add(name);
      values.set(name, value);
    },
    reset: () => {
      values.clear();
      sessionOnly.clear();
      for (const [name, value] of Object.entries(initial)) values.set(name, value);
    },
  };
}
