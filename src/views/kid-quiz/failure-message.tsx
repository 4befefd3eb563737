import { useTranslation } from 'react-i18next';
import type { Failure } from '../../machines/kid-quiz/failure';

export type FailedCall = 'retrieveRecord' | 'createRecord' | 'updateRecord' | 'sendResultsSms' | 'createDiscountCode' | 'sendCodeSms';

/** What failed and why, in the reader's language, with the way to try again. */
export function FailureMessage({ call, failure, onRetry }: { call: FailedCall; failure: Failure | undefined; onRetry: () => void }) {
  const { t } = useTranslation('kid-quiz');
  const reason =
    failure?.reason === 'rate_limited' && failure.retryAfterSeconds !== null
      ? t('failure.reason.rate_limited_wait', { seconds: failure.retryAfterSeconds })
      : t(`failure.reason.${failure?.reason ?? 'server'}`);
  return (
    <div className="kid-quiz__failure" role="alert">
      <p className="kid-quiz__failure-title">{t(`failure.${call}`)}</p>
      <p className="kid-quiz__failure-reason">{reason}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('failure.retry')}
      </button>
    </div>
  );
}
