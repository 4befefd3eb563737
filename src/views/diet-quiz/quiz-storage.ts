import { readSessionValue, writeSessionValue } from '../../platform/session-store';
import type { SessionStore } from '../../platform/session-store';

/**
 * The diet quiz kept for a reload of its page (sessionStorage: as long as the tab lives): the
 * answers, the scenes answered, the report, the results record and its secret. The machine
 * decides what is valid; here they are only read and written, and every access may fail
 * (private mode, quotas): a failed read is null, a failed write is not kept (a reload then
 * starts the quiz again, which is all that is lost).
 */
const KEY = 'dietQuiz';

export type QuizStore = SessionStore;

export function readStoredQuiz(store?: QuizStore | null): unknown {
  return readSessionValue(KEY, store);
}

export function storeQuiz(quiz: unknown, store?: QuizStore | null): void {
  writeSessionValue(KEY, quiz, store);
}
