import { describe, expect, it } from 'vitest';
import { evaluateAnswers } from './outcomes';
import { strongestTraits } from './strengths';

describe('strongestTraits', () => {
  it('names only the high levels, highest score first', () => {
    expect(strongestTraits({ iq: 'high', eq: 'high', temperament: 'extroverted' }, { iq: 12, eq: 18, temperament: 20 })).toEqual(['eq', 'iq']);
    expect(strongestTraits({ iq: 'high', eq: 'high', temperament: 'introverted' }, { iq: 19, eq: 15, temperament: 4 })).toEqual(['iq', 'eq']);
  });

  it('never names a low level while one is high', () => {
    expect(strongestTraits({ iq: 'high', eq: 'low', temperament: 'extroverted' }, { iq: 11, eq: 10, temperament: 20 })).toEqual(['iq']);
    expect(strongestTraits({ iq: 'low', eq: 'high', temperament: 'introverted' }, { iq: 2, eq: 11, temperament: 10 })).toEqual(['eq']);
  });

  it('keeps the question order on a tie', () => {
    expect(strongestTraits({ iq: 'high', eq: 'high', temperament: 'extroverted' }, { iq: 14, eq: 14, temperament: 14 })).toEqual(['iq', 'eq']);
  });

  it('names the child’s temperament, a style and never a weakness, when no ability is high', () => {
    expect(strongestTraits({ iq: 'low', eq: 'low', temperament: 'extroverted' }, { iq: 10, eq: 10, temperament: 16 })).toEqual(['temperament']);
    // Even when a low ability outscores the temperament, it is not named.
    expect(strongestTraits({ iq: 'low', eq: 'low', temperament: 'introverted' }, { iq: 9, eq: 10, temperament: 3 })).toEqual(['temperament']);
    expect(strongestTraits({ iq: 'low', eq: 'low', temperament: 'introverted' }, { iq: 7, eq: 7, temperament: 7 })).toEqual(['temperament']);
  });

  it('works on an evaluation', () => {
    const { levels, categoryScores } = evaluateAnswers([10, 9, 2, 2, 6, 5]);
    expect(levels).toEqual({ iq: 'high', eq: 'low', temperament: 'extroverted' });
    expect(strongestTraits(levels, categoryScores)).toEqual(['iq']);
  });
});
