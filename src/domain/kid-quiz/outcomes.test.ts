import { describe, expect, it } from 'vitest';
import { evaluateAnswers, isOutcomeId, outcomeIdFor, outcomeIds, outcomes } from './outcomes';

describe('outcome table', () => {
  it.each([
    ['high', 'high', 'extroverted', 'international-diplomat'],
    ['high', 'high', 'introverted', 'architect'],
    ['high', 'low', 'extroverted', 'technology-expert'],
    ['high', 'low', 'introverted', 'quiet-genius'],
    ['low', 'high', 'extroverted', 'performing-artist'],
    ['low', 'high', 'introverted', 'writer'],
    ['low', 'low', 'extroverted', 'inventor'],
    ['low', 'low', 'introverted', 'researcher'],
  ] as const)('iq %s, eq %s, %s -> %s', (iq, eq, temperament, outcome) => {
    expect(outcomeIdFor({ iq, eq, temperament })).toBe(outcome);
  });

  it('has eight distinct outcomes including the six named by the spec', () => {
    expect(new Set(outcomeIds).size).toBe(8);
    for (const id of ['architect', 'international-diplomat', 'technology-expert', 'inventor', 'quiet-genius', 'researcher']) {
      expect(isOutcomeId(id)).toBe(true);
    }
    expect(isOutcomeId('astronaut')).toBe(false);
  });

  it('gives every outcome a role model and recommended actions', () => {
    const slugs = outcomeIds.map((id) => outcomes[id].roleModel.slug);
    expect(new Set(slugs).size).toBe(8);
    for (const id of outcomeIds) {
      expect(outcomes[id].id).toBe(id);
      expect(outcomes[id].roleModel.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(outcomes[id].recommendedActions.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('balances the role models: four women and four men', () => {
    const genders = outcomeIds.map((id) => outcomes[id].roleModel.gender);
    expect(genders.filter((gender) => gender === 'woman')).toHaveLength(4);
    expect(genders.filter((gender) => gender === 'man')).toHaveLength(4);
  });
});

describe('evaluateAnswers', () => {
  it.each([
    // iq, eq and temperament each exactly at the threshold (11) or just below it (10).
    [[5, 6, 5, 6, 5, 5], 'international-diplomat'],
    [[5, 6, 5, 6, 5, 6], 'architect'],
    [[5, 6, 5, 5, 5, 5], 'technology-expert'],
    [[5, 6, 5, 5, 5, 6], 'quiet-genius'],
    [[5, 5, 5, 6, 5, 5], 'performing-artist'],
    [[5, 5, 5, 6, 5, 6], 'writer'],
    [[5, 5, 5, 5, 5, 5], 'inventor'],
    [[5, 5, 5, 5, 5, 6], 'researcher'],
  ])('%j -> %s', (answers, outcome) => {
    expect(evaluateAnswers(answers).outcomeId).toBe(outcome);
  });

  it('returns the scores beside the outcome', () => {
    expect(evaluateAnswers([10, 9, 8, 7, 6, 5])).toEqual({
      answerScores: [10, 9, 8, 7, 6, 6],
      categoryScores: { iq: 19, eq: 15, temperament: 12 },
      levels: { iq: 'high', eq: 'high', temperament: 'extroverted' },
      outcomeId: 'international-diplomat',
    });
  });
});
