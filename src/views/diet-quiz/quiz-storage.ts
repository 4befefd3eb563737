/**
 * The diet quiz kept for a reload of its page (sessionStorage: as long as the tab lives): the
 * answers, the scenes answered, the report, the results record and its secret. The machine
 * decides what is valid; here they are only read and written, and every access may fail
 * (private mode, quotas).
 */
const KEY = 'dietQuiz';

export type QuizStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): QuizStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStoredQuiz(store: QuizStore | null | undefined = sessionStore()): unknown {
  try {
    return JSON.parse(store?.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
}

export function storeQuiz(quiz: unknown, store: QuizStore | null | undefined = sessionStore()): void {
  try {
    store?.setItem(KEY, JSON.stringify(quiz));
  } catch {
    // Not kept: a reload then starts the quiz again, which is all that is lost.
  }
}
