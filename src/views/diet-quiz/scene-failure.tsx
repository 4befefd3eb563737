import { useTranslation } from 'react-i18next';
import { problemText } from '../shared/failure-message';

/** A call that failed, said beside its scene's content, with a retry. */
export function Failure({ call, problem, onRetry }: { call: string; problem: Parameters<typeof problemText>[1]; onRetry: () => void }) {
  const { t } = useTranslation('diet-quiz');
  const { t: tk } = useTranslation('kid-quiz');
  return (
    <div className="diet-quiz__failure" role="alert">
      <p>{t(`failure.${call}`)}</p>
      <p>{problemText(tk, problem)}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
