import type { kidQuizResults } from '../db/schema';

/** A kid-quiz record as a test inserts it directly: every answer 5 (the scores that follow), the levels, outcome and language `choice` names, plus `more` (owner, client, phone). */
export function kidQuizRow(
  choice: Pick<typeof kidQuizResults.$inferInsert, 'iqLevel' | 'eqLevel' | 'outcomeId' | 'language'>,
  more: Partial<typeof kidQuizResults.$inferInsert> = {},
): typeof kidQuizResults.$inferInsert {
  return {
    answers: [5, 5, 5, 5, 5, 5],
    answerScores: [5, 5, 5, 5, 5, 5],
    iqScore: 10,
    eqScore: 10,
    temperamentScore: 10,
    iqLevel: choice.iqLevel,
    eqLevel: choice.eqLevel,
    temperamentLevel: 'introverted',
    outcomeId: choice.outcomeId,
    language: choice.language,
    ...more,
  };
}
