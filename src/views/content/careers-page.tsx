import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RecruitmentCategory } from '../../api/contract/content';
import { careersLogic } from './content-effects';
import { formatPublished, paragraphsOf } from '../shared/format';
import { OwnItemPage } from '../shared/item-status';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** Careers: each recruitment category with its open jobs, newest first. */
export function CareersPage() {
  return (
    <OwnItemPage name="careers" logic={careersLogic} className="page page--narrow">
      {(categories, language) => <Categories categories={categories} language={language} />}
    </OwnItemPage>
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
