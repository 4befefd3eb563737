import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import { normalizeSearchText } from '../../machines/content-list/content-list-query';
import { BlogCard, NewsCard } from '../shared/article-cards';
import { ItemStatus, useLanguage } from '../shared/item-status';
import { searchLogic } from './catalogue-effects';
import type { SearchContent } from './catalogue-effects';
import { PackageCard } from './package-card';
import { PageHead } from '../shared/page-head';
import { Picture } from '../shared/picture';
import { SearchForm } from './search-form';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** Search results for `/search?q=`: packages, news, blog posts and advisors (accent-insensitive: "xet nghiem" finds "xét nghiệm"). */
export function SearchPage({ q }: { q: string }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <div className="page">
      <PageHead title={q ? t('search.titleFor', { search: q }) : t('search.title')} description={t('search.description')} path="/search" language={language} />
      <h1>{q ? t('search.titleFor', { search: q }) : t('search.title')}</h1>
      <SearchForm id="search-page-q" defaultValue={q} />
      {q ? <Results key={`${q}:${language}`} q={q} language={language} /> : <p>{t('search.prompt')}</p>}
    </div>
  );
}

function Results({ q, language }: { q: string; language: string }) {
  const { t } = useTranslation('catalogue');
  const actor = useActorRef(searchLogic, { input: { key: q, language } });
  return (
    <ItemStatus actor={actor} backTo="/" backLabel={t('backHome')}>
      {(content) => <ResultList content={content} q={q} />}
    </ItemStatus>
  );
}

function ResultList({ content, q }: { content: SearchContent; q: string }) {
  const { t } = useTranslation('catalogue');
  const { packages, news, blog, advisors } = content;
  const found = packages.meta.total + news.meta.total + blog.meta.total + advisors.meta.total;
  if (found === 0) {
    return (
      <p className="notice" role="status">
        {t('list.emptySearch', { search: q })}
      </p>
    );
  }
  return (
    <>
      <p className="list-count" role="status">
        {t('search.found', { count: found })}
      </p>
      {packages.data.length > 0 && (
        <section aria-labelledby="found-packages">
          <h2 id="found-packages" className="section-title">
            {t('search.packages', { count: packages.meta.total })}
          </h2>
          <ul className="package-grid">
            {packages.data.map((item) => (
              <PackageCard key={item.slug} item={item} />
            ))}
          </ul>
        </section>
      )}
      {news.data.length > 0 && (
        <section aria-labelledby="found-news">
          <h2 id="found-news" className="section-title">
            {t('search.news', { count: news.meta.total })}
          </h2>
          <ul className="article-grid">
            {news.data.map((item) => (
              <NewsCard key={item.id} item={item} headingLevel={3} />
            ))}
          </ul>
          {news.meta.total > news.data.length && (
            <Link to="/news" search={{ q }}>
              {t('search.allNews')}
            </Link>
          )}
        </section>
      )}
      {blog.data.length > 0 && (
        <section aria-labelledby="found-blog">
          <h2 id="found-blog" className="section-title">
            {t('search.blog', { count: blog.meta.total })}
          </h2>
          <ul className="article-grid">
            {blog.data.map((item) => (
              <BlogCard key={item.id} item={item} headingLevel={3} />
            ))}
          </ul>
          {blog.meta.total > blog.data.length && (
            <Link to="/blog" search={{ q }}>
              {t('search.allBlog')}
            </Link>
          )}
        </section>
      )}
      {advisors.data.length > 0 && (
        <section aria-labelledby="found-advisors">
          <h2 id="found-advisors" className="section-title">
            {t('search.advisors', { count: advisors.meta.total })}
          </h2>
          <ul className="person-grid">
            {advisors.data.map((advisor) => (
              <li key={advisor.id} className="person-card">
                <Picture image={advisor.image} className="person-card__image" decorative />
                <h3 className="person-card__name">{advisor.name}</h3>
                <p className="person-card__title">
                  {advisor.title} · {advisor.role.name}
                </p>
              </li>
            ))}
          </ul>
          <Link to="/advisors">{t('search.allAdvisors')}</Link>
        </section>
      )}
    </>
  );
}

function SearchRoutePage() {
  const { q } = Route.useSearch();
  return <SearchPage q={normalizeSearchText(q)} />;
}

export const Route = createLazyRoute('/search')({ component: SearchRoutePage });
