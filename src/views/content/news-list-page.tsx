import { useTranslation } from 'react-i18next';
import type { NewsArticleSummary } from '../../api/contract/content';
import type { ContentListActor } from '../../machines/content-list/content-list.machine';
import { NewsCard } from '../shared/article-cards';
import { newsFiltersLogic } from './content-effects';
import { useItemContent } from '../shared/item-status';
import { ListView, lazyListRoute } from './list-view';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** News, newest first, 4 at a time: searched and by category, with "Load more". */
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

export const Route = lazyListRoute('news', NewsFilters);
