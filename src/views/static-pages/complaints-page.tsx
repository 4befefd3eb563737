import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ProcessDiagram } from './process-diagram';
import { complaintProcessSteps } from './process-steps';
import { HeadedList, StaticPage } from './static-page';

const SECTIONS = {
  channels: ['phone', 'messaging', 'email', 'account'],
  include: ['reference', 'contact', 'details', 'evidence'],
  commitments: ['acknowledge', 'resolve', 'fair', 'privacy'],
} as const;

/** How to complain, what GeneWell commits to, and the complaint-handling process as a diagram. */
export function ComplaintsPage() {
  const { t } = useTranslation('static-pages');
  return (
    <StaticPage name="complaints">
      {(Object.keys(SECTIONS) as Array<keyof typeof SECTIONS>).map((section) => (
        <section key={section} aria-labelledby={`complaints-${section}`}>
          <HeadedList prefix={`complaints.${section}`} ids={SECTIONS[section]} headingId={`complaints-${section}`} />
        </section>
      ))}
      <section aria-labelledby="complaints-process">
        <h2 id="complaints-process">{t('complaints.process.heading')}</h2>
        <ProcessDiagram label={t('complaintProcess.diagramLabel')} steps={complaintProcessSteps(t)} />
      </section>
      <p>
        <Link to="/complaint-process">{t('complaints.processLink')}</Link>
      </p>
    </StaticPage>
  );
}

export const Route = createLazyRoute('/complaints')({ component: ComplaintsPage });
