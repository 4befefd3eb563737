import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { BlogPostSummary } from '../../api/contract/content';
import type { ContentListActor } from '../../machines/content-list/content-list.machine';
import { itemContentOf } from '../../machines/content-item/content-item.selectors';
import { PageIntro } from '../shared/page-head';
import { BlogCard } from '../shared/article-cards';
import { blogFiltersLogic } from './content-effects';
import { useLanguage } from '../shared/item-status';
import { ListView } from './list-view';
import { useHeldList } from './use-list';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** Blog posts, newest first, 4 at a time: searched, by category and by doctor, with "Load more". */
export function BlogListPage({ actor }: { actor: ContentListActor<BlogPostSummary> }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <div className="page">
      <PageIntro title={t('blog.title')} description={t('blog.description')} path="/blog" language={language} />
      <BlogList key={language} language={language} actor={actor} />
    </div>
  );
}

function BlogList({ actor, language }: { actor: ContentListActor<BlogPostSummary>; language: string }) {
  const { t } = useTranslation('catalogue');
  const filters = useActorRef(blogFiltersLogic, { input: { key: 'blog-filters', language } });
  const options = useSelector(filters, itemContentOf);
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

function BlogListRoutePage() {
  const actor = useHeldList<BlogPostSummary>(Route.useRouteContext({ select: (context) => context.list }));
  return actor ? <BlogListPage actor={actor} /> : null;
}

export const Route = createLazyRoute('/blog')({ component: BlogListRoutePage });
