import type { CallProblem, CallProblemKey } from '../../machines/calls/call-problem';
import type { FieldProblem } from '../../machines/forms/field-problems';
import { clockTimeValues } from './clock-time';

/** The `t` of a view (any namespace: keys here are written with their namespace). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The message for a failed call: `auth:problem.<key>` (a rate limit with the time of day it ends,
 * `now` being when the refusal came, when the server said how long it lasts), or the view's own key
 * for a problem it words differently. A refused form with the server's reasons per field shows
 * those reasons instead (they are already localised).
 */
export function callProblemText(t: Translate, problem: CallProblem, overrides: Partial<Record<CallProblemKey, string>> = {}, now: number = Date.now()): string {
  const override = overrides[problem.key];
  if (override) return t(override, { seconds: problem.seconds });
  if (problem.key === 'rate_limited') {
    return problem.seconds ? t('auth:problem.rate_limited', clockTimeValues(problem.seconds, now)) : t('auth:problem.rate_limited_later');
  }
  const reasons = Object.values(problem.fields);
  if (problem.key === 'invalid' && reasons.length > 0) return reasons.join(' ');
  return t(`auth:problem.${problem.key}`);
}

/** A field's problem: a key of the `errors` namespace (the browser's check) or the server's words. */
export function fieldProblemText(t: Translate, problem: FieldProblem): string {
  return 'message' in problem ? problem.message : t(`errors:${problem.key}`, problem.values);
}
