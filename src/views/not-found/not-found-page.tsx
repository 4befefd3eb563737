import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '../../styles/pages.css';
import { PageTitle } from '../shared/page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow message-page" aria-labelledby="not-found-title">
      <p className="message-page__code">{t('notFound.code')}</p>
      <PageTitle page={t('notFound.title')} />
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/" className="button button--primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
