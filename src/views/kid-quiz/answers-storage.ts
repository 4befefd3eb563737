import { readSessionValue, writeSessionValue } from '../../platform/session-store';
import type { SessionStore } from '../../platform/session-store';

/**
 * The answers kept for a reload of the quiz page (sessionStorage: they last as long as the tab),
 * and the records' secrets below.
 * The machine decides what is valid; here they are only read and written. Storage can be
 * missing or full (private mode, quotas), so every access is allowed to fail: a failed read is
 * null, a failed write is not kept (a reload then starts the questions again, or shows the
 * results without the owner's controls).
 */
const KEY = 'kidQuizAnswers';

export type AnswerStore = SessionStore;

export function readStoredAnswers(store?: AnswerStore | null): unknown[] | null {
  const stored = readSessionValue(KEY, store);
  return Array.isArray(stored) ? stored : null;
}

export function storeAnswers(answers: ReadonlyArray<number | null>, store?: AnswerStore | null): void {
  writeSessionValue(KEY, answers, store);
}

/**
 * The secrets of the results records this tab created or opened from an SMS link (record id ->
 * secret), kept beside the answers for as long as the tab lives: a reload of the results, or
 * Back to them, reopens them in full. sessionStorage is this tab's alone; the machine decides
 * what is well-formed.
 */
const SECRETS_KEY = 'kidQuizRecordSecrets';

export function readStoredSecrets(store?: AnswerStore | null): unknown {
  return readSessionValue(SECRETS_KEY, store);
}

export function storeSecrets(secrets: Readonly<Record<string, string>>, store?: AnswerStore | null): void {
  writeSessionValue(SECRETS_KEY, secrets, store);
}
