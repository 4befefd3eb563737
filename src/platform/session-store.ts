/**
 * JSON values kept for the life of the tab (sessionStorage): what a reload must not lose (a
 * code on its way, an edit in progress). Storage can be missing, full or throwing (private mode,
 * a sandboxed mini-app host), so every access may fail: a failed read is null, a failed write is
 * simply not kept.
 */

/** What a value is read from and written to: sessionStorage, or a test's stand-in. */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSessionValue(key: string, store: SessionStore | null = sessionStore()): unknown {
  try {
    const text = store?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeSessionValue(key: string, value: unknown, store: SessionStore | null = sessionStore()): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept: a reload then starts this step again, which is all that is lost.
  }
}

export function removeSessionValue(key: string, store: Storage | null = sessionStore()): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to undo.
  }
}

/** Session keys, one per thing kept. */
export const SESSION_KEYS = {
  signInChallenge: 'signInChallenge',
  phoneChangeChallenge: 'phoneChangeChallenge',
  profileDraft: 'profileDraft',
} as const;
