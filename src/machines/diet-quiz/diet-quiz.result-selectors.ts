import { calculateDietResult } from '../../domain/nutrition/calculate';
import type { DietResult } from '../../domain/nutrition/calculate';
import { completeOf } from './diet-quiz.context';
import type { DietQuizSnapshot } from './diet-quiz.machine';

/*
 * The results' selector, apart from diet-quiz.selectors.ts: the nutrition engine and its food
 * data load with the results view (src/views/diet-quiz/results-panel.tsx), not with the quiz's
 * first screen (docs/performance.md, "Bundle budget").
 */

/** The nutrition engine's result for the answers shown, on the scenes from the calculation on. */
export function resultOf(snapshot: DietQuizSnapshot): DietResult | null {
  if (!snapshot.matches('outcome')) return null;
  const complete = completeOf(snapshot.context);
  return complete ? calculateDietResult(complete.input, complete.report) : null;
}
