import type { SurveyRefusal } from '../../machines/surveys/survey.machine';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A refused call in words: offline in ours, anything the server said in its own (already in the page's language). */
export function surveyProblemText(t: Translate, refusal: SurveyRefusal): string {
  if (refusal.problem.key === 'network') return t('problem.network');
  const reasons = Object.values(refusal.problem.fields);
  if (refusal.problem.key === 'invalid' && reasons.length > 0) return reasons.join(' ');
  return refusal.message || t('problem.other');
}
