import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BlogPostSummary, NewsArticleSummary } from '../../api/contract/content';
import type { Image } from '../../api/contract/listing';
import { Picture } from './picture';
import { formatPublished } from './format';

type HeadingLevel = 2 | 3;

/** An article as a card: image, title (the link to `to` with its slug), `meta`, summary. */
function ArticleCard({ item, to, headingLevel, meta }: { item: { slug: string; title: string; summary: string; image: Image }; to: '/news/$slug' | '/blog/$slug'; headingLevel: HeadingLevel; meta: ReactNode }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="article-card">
      <Picture image={item.image} className="article-card__image" decorative />
      <Heading className="article-card__title">
        <Link to={to} params={{ slug: item.slug }}>
          {item.title}
        </Link>
      </Heading>
      <p className="article-card__meta">{meta}</p>
      <p>{item.summary}</p>
    </li>
  );
}

/** A news article as a card: image, title (the link), date and source, summary. */
export function NewsCard({ item, headingLevel = 2 }: { item: NewsArticleSummary; headingLevel?: HeadingLevel }) {
  const { i18n } = useTranslation('catalogue');
  const meta = (
    <>
      <time dateTime={item.publishedAt}>{formatPublished(item.publishedAt, i18n.language)}</time> · {item.source}
    </>
  );
  return <ArticleCard item={item} to="/news/$slug" headingLevel={headingLevel} meta={meta} />;
}

/** A blog post as a card: image, title (the link), writer (a doctor's title too), date, reading time. */
export function BlogCard({ item, headingLevel = 2 }: { item: BlogPostSummary; headingLevel?: HeadingLevel }) {
  const { t, i18n } = useTranslation('catalogue');
  const meta = (
    <>
      {t('blog.by', { name: item.author.name })} · <time dateTime={item.publishedAt}>{formatPublished(item.publishedAt, i18n.language)}</time> ·{' '}
      {t('blog.readingMinutes', { count: item.readingMinutes })}
    </>
  );
  return <ArticleCard item={item} to="/blog/$slug" headingLevel={headingLevel} meta={meta} />;
}

/** Articles as a grid of their cards, each titled one level below the section's heading (h3). */
export function ArticleGrid<T extends { id: number | string }>({ items, Card }: { items: T[]; Card: (props: { item: T; headingLevel: 3 }) => ReactNode }) {
  return (
    <ul className="article-grid">
      {items.map((item) => (
        <Card key={item.id} item={item} headingLevel={3} />
      ))}
    </ul>
  );
}
