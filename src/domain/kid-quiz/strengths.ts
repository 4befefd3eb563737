import { categories } from './questions';
import type { Category } from './questions';
import type { CategoryScores, Levels } from './scoring';

/**
 * The child's strongest traits, which the role model is shown beside.
 *
 * The categories whose level is 'high', highest score first (a tie keeps the question order:
 * iq, eq, temperament). Only iq and eq have a 'high' level; temperament is a style
 * (introverted / extroverted), never strong or weak, so it is what is named when no ability is
 * high. A category whose level is 'low' is never named.
 */
export function strongestTraits(levels: Levels, categoryScores: CategoryScores): Category[] {
  const byScore = [...categories].sort((a, b) => categoryScores[b] - categoryScores[a]);
  const high = byScore.filter((category) => levels[category] === 'high');
  return high.length > 0 ? high : ['temperament'];
}
