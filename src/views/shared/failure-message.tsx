import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CallProblem, CallProblemKey } from '../../machines/calls/call-problem';
import type { ResultsCall } from '../../machines/kid-quiz/kid-quiz-results.selectors';
import { clockTimeValues } from './clock-time';

export type FailedCall = 'retrieveRecord' | 'createRecord' | ResultsCall;

/** The problems the quiz's calls meet, each with its text (`kid-quiz:problem.<key>`); any other reads as the server's. */
export const QUIZ_PROBLEMS = ['network', 'rate_limited', 'not_found', 'conflict', 'invalid', 'server'] as const satisfies readonly CallProblemKey[];

/**
 * Why a call failed, in the reader's language: a rate limit says the time of day it ends when the
 * server said how long it lasts (`now`: when the refusal came).
 */
export function problemText(t: TFunction<'kid-quiz'>, problem: CallProblem | null, now: number = Date.now()): string {
  if (problem?.key === 'rate_limited' && problem.seconds !== null) return t('problem.rate_limited_wait', clockTimeValues(problem.seconds, now));
  const key = QUIZ_PROBLEMS.find((known) => known === problem?.key) ?? 'server';
  return t(`problem.${key}`);
}

/** What failed and why, with the way to try again. */
export function FailureMessage({ call, problem, onRetry }: { call: FailedCall; problem: CallProblem | null; onRetry: () => void }) {
  const { t } = useTranslation('kid-quiz');
  // When the failure came: a limit's end is said from then, however often the page renders again.
  const failedAt = useMemo(() => (problem ? Date.now() : 0), [problem]);
  return (
    <div className="kid-quiz__failure" role="alert">
      <p className="kid-quiz__failure-title">{t(`failure.${call}`)}</p>
      <p className="kid-quiz__failure-reason">{problemText(t, problem, failedAt)}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('failure.retry')}
      </button>
    </div>
  );
}
