import { ANSWER_MAX, ANSWER_MIN } from '../../domain/kid-quiz/questions';

/** How far Page Up and Page Down move the answer. */
const PAGE_STEP = 3;

/**
 * The answer a key gives on the range control, per the ARIA slider pattern: arrows move by one
 * (Right/Up more, Left/Down less), Page Up/Down by three, Home and End to the ends. Null for
 * other keys. Handled here rather than left to the browser so that every browser (and the
 * tests' DOM) behaves alike, and so the first key press on an unanswered question answers it.
 */
export function answerAfterKey(key: string, current: number): number | null {
  const clamp = (value: number) => Math.min(ANSWER_MAX, Math.max(ANSWER_MIN, value));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(current + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(current - 1);
    case 'PageUp':
      return clamp(current + PAGE_STEP);
    case 'PageDown':
      return clamp(current - PAGE_STEP);
    case 'Home':
      return ANSWER_MIN;
    case 'End':
      return ANSWER_MAX;
    default:
      return null;
  }
}
