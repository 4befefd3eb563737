import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ProcessDiagram } from './process-diagram';
import { complaintProcessSteps } from './process-steps';
import { StaticPage } from './static-page';

/** The complaint-handling process as a diagram (our own SVG, its text in the page's language). */
export function ComplaintProcessPage() {
  const { t } = useTranslation('static-pages');
  return (
    <StaticPage name="complaintProcess">
      <ProcessDiagram label={t('complaintProcess.diagramLabel')} steps={complaintProcessSteps(t)} />
      <p>{t('complaintProcess.escalation')}</p>
    </StaticPage>
  );
}

export const Route = createLazyRoute('/complaint-process')({ component: ComplaintProcessPage });
