import { useTranslation } from 'react-i18next';
import type { BlogPostSummary } from '../../api/contract/content';
import type { ContentListActor } from '../../machines/content-list/content-list.machine';
import { BlogCard } from '../shared/article-cards';
import { blogFiltersLogic } from './content-effects';
import { useItemContent } from '../shared/item-status';
import { ListView, lazyListRoute } from './list-view';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** Blog posts, newest first, 4 at a time: searched, by category and by doctor, with "Load more". */
function BlogList({ actor, language }: { actor: ContentListActor<BlogPostSummary>; language: string }) {
  const { t } = useTranslation('catalogue');
  const options = useItemContent(blogFiltersLogic, { key: 'blog-filters', language });
  return (
    <ListView
      actor={actor}
      id="blog"
      searchLabel={t('blog.search')}
      filters={[
        { name: 'category', label: t('blog.category'), allLabel: t('list.all'), options: (options?.categories ?? []).map((category) => ({ value: category.slug, label: category.name })) },
        { name: 'doctor', label: t('blog.doctor'), allLabel: t('list.allDoctors'), options: (options?.doctors ?? []).map((doctor) => ({ value: doctor.slug, label: doctor.name })) },
      ]}
      listClassName="article-grid"
      emptyText={t('blog.empty')}
      renderItem={(item) => <BlogCard key={item.id} item={item} />}
    />
  );
}

export const Route = lazyListRoute('blog', BlogList);
