import { useTranslation } from 'react-i18next';
import type { CallProblem } from '../../machines/auth/call-problem';
import { callProblemText } from '../auth/problem-text';
import { ACCOUNT_NAMESPACES } from './namespaces';

/** The loading line, or the failure with a retry, of an account page that loads gene-test data. */
export function LoadStatus(props: { state: string; problem: CallProblem | null | undefined; onRetry: () => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  if (props.state === 'loading') {
    return (
      <p className="form-status" role="status">
        {t('geneTests.loading')}
      </p>
    );
  }
  if (props.state !== 'failed' || !props.problem) return null;
  return (
    <>
      <p className="form-alert" role="alert">
        {callProblemText(t, props.problem)}
      </p>
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={props.onRetry}>
          {t('geneTests.retry')}
        </button>
      </div>
    </>
  );
}
