import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { progressPhaseOf, progressValueOf } from '../../machines/progress-bar/progress-bar.selectors';
import { useAppActors } from '../shared/app-actors';

/** The top bar on every page change; the progress-bar machine decides what it shows. */
export function RouteProgressBar() {
  const { t } = useTranslation();
  const { progressBar } = useAppActors();
  const phase = useSelector(progressBar, progressPhaseOf);
  const value = useSelector(progressBar, progressValueOf);
  return <progress className="route-progress" data-state={phase} hidden={phase === 'idle'} max={100} value={value} aria-label={t('progress.label')} />;
}
