import { ANSWER_MAX, ANSWER_MIN, isCompleteAnswers, questions } from './questions';
import type { Category, Question } from './questions';

/**
 * Scoring of the kid-personality quiz.
 *
 * 1. answerScores: one per question, 1 to 10. A 'direct' question scores its answer; a
 *    'reversed' one scores ANSWER_MIN + ANSWER_MAX - answer (so 1 <-> 10, 4 <-> 7).
 * 2. categoryScores: the sum of the category's two answer scores, 2 to 20.
 * 3. levels, one per category, split at LEVEL_THRESHOLD = 11, the midpoint of 2..20:
 *      iq:          11..20 -> 'high',        2..10 -> 'low'
 *      eq:          11..20 -> 'high',        2..10 -> 'low'
 *      temperament: 11..20 -> 'extroverted', 2..10 -> 'introverted'
 *    A category answered 5 + 6 (exactly the middle of both ranges) is 11, so a tie leans to
 *    'high' / 'extroverted'.
 */
export const LEVEL_THRESHOLD = 11;
export const CATEGORY_SCORE_MIN = 2 * ANSWER_MIN;
export const CATEGORY_SCORE_MAX = 2 * ANSWER_MAX;

export type AbilityLevel = 'high' | 'low';
export type TemperamentLevel = 'introverted' | 'extroverted';

export interface Levels {
  iq: AbilityLevel;
  eq: AbilityLevel;
  temperament: TemperamentLevel;
}

export type CategoryScores = Record<Category, number>;

export interface Scores {
  answerScores: number[];
  categoryScores: CategoryScores;
  levels: Levels;
}

export function answerScore(question: Question, answer: number): number {
  return question.scoring === 'reversed' ? ANSWER_MIN + ANSWER_MAX - answer : answer;
}

export function abilityLevel(categoryScore: number): AbilityLevel {
  return categoryScore >= LEVEL_THRESHOLD ? 'high' : 'low';
}

export function temperamentLevel(categoryScore: number): TemperamentLevel {
  return categoryScore >= LEVEL_THRESHOLD ? 'extroverted' : 'introverted';
}

/** Scores six answers (1 to 10 each, in question order); throws on anything else. */
export function scoreAnswers(answers: ReadonlyArray<number>): Scores {
  if (!isCompleteAnswers(answers)) throw new RangeError(`Expected ${questions.length} whole answers from ${ANSWER_MIN} to ${ANSWER_MAX}`);
  const answerScores = questions.map((question, index) => answerScore(question, answers[index]));
  const sumOf = (category: Category) =>
    questions.reduce((sum, question, index) => (question.category === category ? sum + answerScores[index] : sum), 0);
  const categoryScores: CategoryScores = { iq: sumOf('iq'), eq: sumOf('eq'), temperament: sumOf('temperament') };
  return {
    answerScores,
    categoryScores,
    levels: {
      iq: abilityLevel(categoryScores.iq),
      eq: abilityLevel(categoryScores.eq),
      temperament: temperamentLevel(categoryScores.temperament),
    },
  };
}
