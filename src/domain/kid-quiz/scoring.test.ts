import { describe, expect, it } from 'vitest';
import { isAnswer, isCompleteAnswers, questions } from './questions';
import { CATEGORY_SCORE_MAX, CATEGORY_SCORE_MIN, LEVEL_THRESHOLD, abilityLevel, scoreAnswers, temperamentLevel } from './scoring';

describe('questions', () => {
  it('are six range questions, two per category, each from 1 to 10', () => {
    expect(questions).toHaveLength(6);
    for (const category of ['iq', 'eq', 'temperament']) {
      expect(questions.filter((q) => q.category === category)).toHaveLength(2);
    }
    for (const q of questions) {
      expect(q.type).toBe('range');
      expect([q.min.value, q.max.value]).toEqual([1, 10]);
    }
    expect(new Set(questions.map((q) => q.id)).size).toBe(6);
  });

  it('accepts only whole answers from 1 to 10', () => {
    expect([1, 5, 10].every(isAnswer)).toBe(true);
    expect([0, 11, 2.5, -1, Number.NaN, '5', null, undefined].some(isAnswer)).toBe(false);
    expect(isCompleteAnswers([1, 2, 3, 4, 5, 6])).toBe(true);
    expect(isCompleteAnswers([1, 2, 3, 4, 5])).toBe(false);
    expect(isCompleteAnswers([1, 2, 3, 4, 5, null])).toBe(false);
  });
});

describe('scoreAnswers', () => {
  it('scores direct answers as they are and reverses the recharge question', () => {
    const scores = scoreAnswers([1, 2, 3, 4, 5, 10]);
    expect(scores.answerScores).toEqual([1, 2, 3, 4, 5, 1]);
    expect(scores.categoryScores).toEqual({ iq: 3, eq: 7, temperament: 6 });
  });

  it('reverses 1 <-> 10 and 4 <-> 7 on the reversed question', () => {
    expect(scoreAnswers([5, 5, 5, 5, 5, 1]).answerScores[5]).toBe(10);
    expect(scoreAnswers([5, 5, 5, 5, 5, 4]).answerScores[5]).toBe(7);
  });

  it('spans category scores from 2 to 20', () => {
    expect(scoreAnswers([1, 1, 1, 1, 1, 10]).categoryScores).toEqual({ iq: CATEGORY_SCORE_MIN, eq: 2, temperament: 2 });
    expect(scoreAnswers([10, 10, 10, 10, 10, 1]).categoryScores).toEqual({ iq: CATEGORY_SCORE_MAX, eq: 20, temperament: 20 });
  });

  it('splits every level at 11: 10 is low/introverted, 11 is high/extroverted', () => {
    expect(LEVEL_THRESHOLD).toBe(11);
    expect(abilityLevel(10)).toBe('low');
    expect(abilityLevel(11)).toBe('high');
    expect(temperamentLevel(10)).toBe('introverted');
    expect(temperamentLevel(11)).toBe('extroverted');
    // The same boundary through answers: 5 + 5 = 10 and 5 + 6 = 11 (recharge 5 scores 6).
    expect(scoreAnswers([5, 5, 5, 5, 5, 6]).levels).toEqual({ iq: 'low', eq: 'low', temperament: 'introverted' });
    expect(scoreAnswers([5, 6, 6, 5, 5, 5]).levels).toEqual({ iq: 'high', eq: 'high', temperament: 'extroverted' });
  });

  it.each([
    [[1, 2, 3, 4, 5]],
    [[1, 2, 3, 4, 5, 6, 7]],
    [[0, 5, 5, 5, 5, 5]],
    [[11, 5, 5, 5, 5, 5]],
    [[2.5, 5, 5, 5, 5, 5]],
  ])('refuses %j', (answers) => {
    expect(() => scoreAnswers(answers)).toThrow(RangeError);
  });
});
