/**
 * The six questions of the kid-personality quiz (spec §3 "Kid quiz", §9: 6 questions, 3
 * categories). A parent answers each on a range of 1 to 10 (spec §5). Texts are i18n keys in
 * the `kid-quiz` namespace: `questions.<id>.text`, `questions.<id>.min`, `questions.<id>.max`.
 *
 * Pure and shared with the server, which recomputes the outcome from the answers.
 */

export const categories = ['iq', 'eq', 'temperament'] as const;
export type Category = (typeof categories)[number];

export const ANSWER_MIN = 1;
export const ANSWER_MAX = 10;
export const QUESTION_COUNT = 6;

/**
 * 'direct': the answer is the score. 'reversed': a high answer means less of the category
 * (the score is ANSWER_MIN + ANSWER_MAX - answer), so the parent reads natural labels and the
 * scores still all point the same way.
 */
export type ScoringDirection = 'direct' | 'reversed';

export interface RangeEnd {
  value: typeof ANSWER_MIN | typeof ANSWER_MAX;
  /** i18n key of the label shown at this end of the range. */
  labelKey: string;
}

export interface Question {
  id: string;
  type: 'range';
  category: Category;
  scoring: ScoringDirection;
  /** i18n key of the question text. */
  textKey: string;
  min: RangeEnd;
  max: RangeEnd;
}

function rangeQuestion(id: string, category: Category, scoring: ScoringDirection): Question {
  return {
    id,
    type: 'range',
    category,
    scoring,
    textKey: `questions.${id}.text`,
    min: { value: ANSWER_MIN, labelKey: `questions.${id}.min` },
    max: { value: ANSWER_MAX, labelKey: `questions.${id}.max` },
  };
}

/** In the order they are asked: question n is scene n + 1. Two per category. */
export const questions: readonly Question[] = [
  rangeQuestion('puzzles', 'iq', 'direct'),
  rangeQuestion('curiosity', 'iq', 'direct'),
  rangeQuestion('empathy', 'eq', 'direct'),
  rangeQuestion('calming-down', 'eq', 'direct'),
  rangeQuestion('new-group', 'temperament', 'direct'),
  // "What helps your child recharge?" from "playing with others" (1) to "quiet time alone" (10):
  // a high answer is introverted, so it is reversed on the extroversion scale.
  rangeQuestion('recharge', 'temperament', 'reversed'),
];

/** An answer is a whole number from 1 to 10; anything else (0, 11, 2.5, NaN) is not one. */
export function isAnswer(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= ANSWER_MIN && value <= ANSWER_MAX;
}

/** Six answers, one per question in order. */
export function isCompleteAnswers(values: ReadonlyArray<unknown>): values is readonly number[] {
  return values.length === QUESTION_COUNT && values.every(isAnswer);
}
