import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import type { RecruitmentCategory } from '../../api/contract/content';
import { PageHead } from '../shared/page-head';
import { careersLogic } from './content-effects';
import { formatPublished, paragraphsOf } from '../shared/format';
import { ItemStatus, useLanguage } from '../shared/item-status';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** Careers: each recruitment category with its open jobs, newest first. */
export function CareersPage() {
  const language = useLanguage();
  return <CareersContent key={language} language={language} />;
}

function CareersContent({ language }: { language: string }) {
  const { t } = useTranslation('catalogue');
  const actor = useActorRef(careersLogic, { input: { key: 'careers', language } });
  return (
    <div className="page page--narrow">
      <PageHead title={t('careers.title')} description={t('careers.description')} path="/careers" language={language} />
      <h1>{t('careers.title')}</h1>
      <p className="lead">{t('careers.description')}</p>
      <ItemStatus actor={actor} backTo="/" backLabel={t('backHome')}>
        {(categories) => <Categories categories={categories} language={language} />}
      </ItemStatus>
    </div>
  );
}

function Categories({ categories, language }: { categories: RecruitmentCategory[]; language: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`jobs-${category.slug}`} className="job-category">
          <h2 id={`jobs-${category.slug}`}>
            {category.name} <span className="job-category__count">({t('careers.jobCount', { count: category.jobCount })})</span>
          </h2>
          {(category.jobs ?? []).length === 0 ? (
            <p>{t('careers.none')}</p>
          ) : (
            <ul className="job-list">
              {(category.jobs ?? []).map((job) => (
                <li key={job.id} className="job">
                  <details>
                    <summary>
                      <strong>{job.title}</strong> · {job.location} · {t(`careers.type.${job.employmentType}`)}
                    </summary>
                    <p className="article-card__meta">{t('careers.posted', { date: formatPublished(job.postedAt, language) })}</p>
                    {paragraphsOf(job.description).map((paragraph, index) => (
                      <p key={index}>{paragraph}</p>
                    ))}
                  </details>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}

export const Route = createLazyRoute('/careers')({ component: CareersPage });
