import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { NewsArticleSummary } from '../../api/contract/content';
import type { ContentListActor } from '../../machines/content-list/content-list.machine';
import { NewsCard } from '../shared/article-cards';
import { newsFiltersLogic } from './content-effects';
import { useItemContent } from '../shared/item-status';
import { ListPage, ListView } from './list-view';
import { useHeldList } from './use-list';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** News, newest first, 4 at a time: searched and by category, with "Load more". */
export function NewsListPage({ actor }: { actor: ContentListActor<NewsArticleSummary> }) {
  return <ListPage name="news">{(language) => <NewsFilters key={language} language={language} actor={actor} />}</ListPage>;
}

function NewsFilters({ actor, language }: { actor: ContentListActor<NewsArticleSummary>; language: string }) {
  const { t } = useTranslation('catalogue');
  const categories = useItemContent(newsFiltersLogic, { key: 'news-categories', language }) ?? [];
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
