/**
 * The answers kept for a reload of the quiz page (sessionStorage: they last as long as the tab).
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
