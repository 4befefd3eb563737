import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallProblem } from '../../machines/calls/call-problem';
import type { LoadPhase } from '../../machines/gene-tests/gene-tests.selectors';
import { callProblemText } from '../shared/problem-text';
import { ACCOUNT_NAMESPACES } from '../shared/account-namespaces';

/**
 * The loading line, or the failure with a retry, of an account page that loads gene-test data.
 * The retry button goes away once pressed: focus moves to `keepFocus` (the page's heading).
 */
export function LoadStatus(props: { phase: LoadPhase; problem: CallProblem | null; onRetry: () => void; keepFocus: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  if (props.phase === 'loading') {
    return (
      <p className="form-status" role="status">
        {t('geneTests.loading')}
      </p>
    );
  }
  if (props.phase !== 'failed' || !props.problem) return null;
  return (
    <>
      <p className="form-alert" role="alert">
        {callProblemText(t, props.problem)}
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            props.keepFocus.current?.focus();
            props.onRetry();
          }}
        >
          {t('geneTests.retry')}
        </button>
      </div>
    </>
  );
}
