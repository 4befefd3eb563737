import type { ReactNode } from 'react';
import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import { normalizeSearchText } from '../../machines/content-list/content-list-query';
import { ArticleGrid, BlogCard, NewsCard } from '../shared/article-cards';
import { ItemStatus, useLanguage } from '../shared/item-status';
import { searchLogic } from './catalogue-effects';
import type { SearchContent } from './catalogue-effects';
import { PackageGrid } from './package-card';
import { PageHead } from '../shared/page-head';
import { AdvisorCard } from '../shared/advisor-card';
import { SearchForm } from './search-form';
import { TitledSection } from './titled-section';
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
        <TitledSection id="found-packages" title={t('search.packages', { count: packages.meta.total })}>
          <PackageGrid items={packages.data} />
        </TitledSection>
      )}
      <FoundArticles id="found-news" title={t('search.news', { count: news.meta.total })} found={news} Card={NewsCard} all={<Link to="/news" search={{ q }}>{t('search.allNews')}</Link>} />
      <FoundArticles id="found-blog" title={t('search.blog', { count: blog.meta.total })} found={blog} Card={BlogCard} all={<Link to="/blog" search={{ q }}>{t('search.allBlog')}</Link>} />
      {advisors.data.length > 0 && (
        <TitledSection id="found-advisors" title={t('search.advisors', { count: advisors.meta.total })}>
          <ul className="person-grid">
            {advisors.data.map((advisor) => (
              <AdvisorCard key={advisor.id} advisor={advisor} headingLevel={3} />
            ))}
          </ul>
          <Link to="/advisors">{t('search.allAdvisors')}</Link>
        </TitledSection>
      )}
    </>
  );
}

/** News or blog posts found, and the link to all of them when more were found than shown. */
function FoundArticles<T extends { id: number }>({ id, title, found, Card, all }: { id: string; title: string; found: { data: T[]; meta: { total: number } }; Card: (props: { item: T; headingLevel: 3 }) => ReactNode; all: ReactNode }) {
  if (found.data.length === 0) return null;
  return (
    <TitledSection id={id} title={title}>
      <ArticleGrid items={found.data} Card={Card} />
      {found.meta.total > found.data.length && all}
    </TitledSection>
  );
}

function SearchRoutePage() {
  const { q } = Route.useSearch();
  return <SearchPage q={normalizeSearchText(q)} />;
}

export const Route = createLazyRoute('/search')({ component: SearchRoutePage });
