/**
 * What the promotion modals need from cookies: read a raw value, write one. The app gives the
 * machines `browserCookieJar` (universal-cookie through src/platform/cookies.ts: path '/',
 * SameSite=Lax, 365 days); model tests give an in-memory jar, so paths can play sequences of
 * visits, checks and closes and read what was stored.
 */
import { getCookie, setCookie } from '../../platform/cookies';

export interface CookieJar {
  get: (name: string) => string | undefined;
  /** Sets the cookie for the spec's cookie lifetime (365 days). */
  set: (name: string, value: string) => void;
}

export const browserCookieJar: CookieJar = {
  get: (name) => getCookie(name),
  set: (name, value) => setCookie(name, value),
};

/** A jar in memory, starting with `initial` (model tests). */
export function createMemoryJar(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string>; reset: () => void } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    reset: () => {
      values.clear();
      for (const [name, value] of Object.entries(initial)) values.set(name, value);
    },
  };
}
