import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StepDiagram } from './step-diagram';
import '../../styles/pages.css';
import { PageTitle } from '../shell/page-title';

const STEPS = ['receive', 'acknowledge', 'investigate', 'propose', 'agree', 'close'] as const;

/** The complaint-handling process as a diagram. */
export function ComplaintProcessPage() {
  const { t } = useTranslation('static-pages');
  return (
    <article className="page page--narrow prose" aria-labelledby="complaint-process-title">
      <PageTitle page={t('complaintProcess.title')} />
      <h1 id="complaint-process-title">{t('complaintProcess.title')}</h1>
      <p className="lead">{t('complaintProcess.intro')}</p>
      <StepDiagram
        label={t('complaintProcess.diagramLabel')}
        steps={STEPS.map((id) => ({
          id,
          title: t(`complaintProcess.steps.${id}.title`),
          body: t(`complaintProcess.steps.${id}.body`),
        }))}
      />
      <p>{t('complaintProcess.escalation')}</p>
    </article>
  );
}

export const Route = createLazyRoute('/complaint-process')({ component: ComplaintProcessPage });
