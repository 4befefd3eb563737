import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ProcessDiagram } from './process-diagram';
import { complaintProcessSteps } from './process-steps';
import '../../styles/pages.css';
import { PageTitle } from '../shared/page-title';

/** The complaint-handling process as a diagram (our own SVG, its text in the page's language). */
export function ComplaintProcessPage() {
  const { t } = useTranslation('static-pages');
  return (
    <article className="page page--narrow prose" aria-labelledby="complaint-process-title">
      <PageTitle page={t('complaintProcess.title')} />
      <h1 id="complaint-process-title">{t('complaintProcess.title')}</h1>
      <p className="lead">{t('complaintProcess.intro')}</p>
      <ProcessDiagram label={t('complaintProcess.diagramLabel')} steps={complaintProcessSteps(t)} />
      <p>{t('complaintProcess.escalation')}</p>
    </article>
  );
}

export const Route = createLazyRoute('/complaint-process')({ component: ComplaintProcessPage });
