import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { navItemFor } from '../shared/nav-items';
import '../../styles/pages.css';
import { PageTitle } from '../shared/page-title';

/** Stands in for a section of the site that is not built yet (its route is listed in router.tsx). */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  const item = navItemFor(pathname);
  const section = item ? t(item.labelKey) : t('app.name');
  return (
    <section className="page page--narrow message-page" aria-labelledby="coming-soon-title">
      <PageTitle page={section} />
      <h1 id="coming-soon-title">{t('comingSoon.title', { section })}</h1>
      <p>{t('comingSoon.body')}</p>
      <Link to="/" className="button button--primary">
        {t('comingSoon.home')}
      </Link>
    </section>
  );
}
