import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { NewsArticleSummary } from '../../api/contract/content';
import type { ContentListActor } from '../../machines/content-list/content-list.machine';
import { itemContentOf } from '../../machines/content-item/content-item.selectors';
import { PageIntro } from '../shared/page-head';
import { NewsCard } from '../shared/article-cards';
import { newsFiltersLogic } from './content-effects';
import { useLanguage } from '../shared/item-status';
import { ListView } from './list-view';
import { useHeldList } from './use-list';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** News, newest first, 4 at a time: searched and by category, with "Load more". */
export function NewsListPage({ actor }: { actor: ContentListActor<NewsArticleSummary> }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <div className="page">
      <PageIntro title={t('news.title')} description={t('news.description')} path="/news" language={language} />
      <NewsFilters key={language} language={language} actor={actor} />
    </div>
  );
}

function NewsFilters({ actor, language }: { actor: ContentListActor<NewsArticleSummary>; language: string }) {
  const { t } = useTranslation('catalogue');
  const filters = useActorRef(newsFiltersLogic, { input: { key: 'news-categories', language } });
  const categories = useSelector(filters, itemContentOf) ?? [];
  return (
    <ListView
      actor={actor}
      id="news"
      searchLabel={t('news.search')}
      filters={[{ name: 'category', label: t('news.category'), allLabel: t('list.all'), options: categories.map((category) => ({ value: category.slug, label: category.name })) }]}
      listClassName="article-grid"
      emptyText={t('news.empty')}
      renderItem={(item) => <NewsCard key={item.id} item={item} />}
    />
  );
}

function NewsListRoutePage() {
  const actor = useHeldList<NewsArticleSummary>(Route.useRouteContext({ select: (context) => context.list }));
  return actor ? <NewsListPage actor={actor} /> : null;
}

export const Route = createLazyRoute('/news')({ component: NewsListRoutePage });
