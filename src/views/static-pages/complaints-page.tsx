import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ProcessDiagram } from './process-diagram';
import { complaintProcessSteps } from './process-steps';
import '../../styles/pages.css';
import { PageTitle } from '../shared/page-title';

const SECTIONS = {
  channels: ['phone', 'messaging', 'email', 'account'],
  include: ['reference', 'contact', 'details', 'evidence'],
  commitments: ['acknowledge', 'resolve', 'fair', 'privacy'],
} as const;

/** How to complain, what GeneWell commits to, and the complaint-handling process as a diagram. */
export function ComplaintsPage() {
  const { t } = useTranslation('static-pages');
  return (
    <article className="page page--narrow prose" aria-labelledby="complaints-title">
      <PageTitle page={t('complaints.title')} />
      <h1 id="complaints-title">{t('complaints.title')}</h1>
      <p className="lead">{t('complaints.intro')}</p>
      {(Object.keys(SECTIONS) as Array<keyof typeof SECTIONS>).map((section) => (
        <section key={section} aria-labelledby={`complaints-${section}`}>
          <h2 id={`complaints-${section}`}>{t(`complaints.${section}.heading`)}</h2>
          <ul>
            {SECTIONS[section].map((id) => (
              <li key={id}>{t(`complaints.${section}.items.${id}`)}</li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="complaints-process">
        <h2 id="complaints-process">{t('complaints.process.heading')}</h2>
        <ProcessDiagram label={t('complaintProcess.diagramLabel')} steps={complaintProcessSteps(t)} />
      </section>
      <p>
        <Link to="/complaint-process">{t('complaints.processLink')}</Link>
      </p>
    </article>
  );
}

export const Route = createLazyRoute('/complaints')({ component: ComplaintsPage });
