import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { useAppActors } from './app-actors';

/** The top bar on every route change; the progress-bar machine decides what it shows. */
export function RouteProgressBar() {
  const { t } = useTranslation();
  const { progressBar } = useAppActors();
  const state = useSelector(progressBar, (snapshot) => String(snapshot.value));
  const value = useSelector(progressBar, (snapshot) => snapshot.context.value);
  return (
    <progress
      className="route-progress"
      data-state={state}
      hidden={state === 'idle'}
      max={100}
      value={value}
      aria-label={t('progress.label')}
    />
  );
}
