/**
 * The answers kept for a reload of the quiz page (sessionStorage: they last as long as the tab),
 * and the records' secrets below.
 * The machine decides what is valid; here they are only read and written. Storage can be
 * missing or full (private mode, quotas), so every access is allowed to fail.
 */
const KEY = 'kidQuizAnswers';

export type AnswerStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): AnswerStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStoredAnswers(store: AnswerStore | null = sessionStore()): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(KEY) ?? 'null');
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeAnswers(answers: ReadonlyArray<number | null>, store: AnswerStore | null = sessionStore()): void {
  try {
    store?.setItem(KEY, JSON.stringify(answers));
  } catch {
    // Not kept: a reload then starts the questions again, which is all that is lost.
  }
}

/**
 * The secrets of the results records this tab created or opened from an SMS link (record id ->
 * secret), kept beside the answers for as long as the tab lives: a reload of the results, or
 * Back to them, reopens them in full. sessionStorage is this tab's alone; the machine decides
 * what is well-formed.
 */
const SECRETS_KEY = 'kidQuizRecordSecrets';

export function readStoredSecrets(store: AnswerStore | null = sessionStore()): unknown {
  try {
    return JSON.parse(store?.getItem(SECRETS_KEY) ?? 'null');
  } catch {
    return null;
  }
}

export function storeSecrets(secrets: Readonly<Record<string, string>>, store: AnswerStore | null = sessionStore()): void {
  try {
    store?.setItem(SECRETS_KEY, JSON.stringify(secrets));
  } catch {
    // Not kept: a reload then shows these results without the owner's controls.
  }
}
