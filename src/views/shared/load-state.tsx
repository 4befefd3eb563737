import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CallProblem } from '../../machines/calls/call-problem';

/** The failure of a read, in words: offline, or anything else the server answered. */
export function ProblemText({ problem }: { problem: CallProblem }) {
  const { t } = useTranslation('catalogue');
  return <>{problem.key === 'network' ? t('problem.network') : t('problem.other')}</>;
}

/** A loading line (a polite status). */
export function Loading() {
  const { t } = useTranslation('catalogue');
  return (
    <p className="form-status" role="status">
      {t('loading')}
    </p>
  );
}

/** A failure with a retry. */
export function Failure({ problem, onRetry }: { problem: CallProblem | null; onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="catalogue-failure">
      <p className="form-alert" role="alert">
        {problem ? <ProblemText problem={problem} /> : t('problem.other')}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** What a page shows for a slug the catalogue does not have. */
export function NotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="catalogue-missing">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={backTo}>{backLabel}</Link>
    </div>
  );
}
