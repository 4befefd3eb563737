import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BlogPostSummary, NewsArticleSummary } from '../../api/contract/content';
import { Picture } from './picture';
import { formatPublished } from './format';

/** A news article as a card: image, title (the link), date and source, summary. */
export function NewsCard({ item, headingLevel = 2 }: { item: NewsArticleSummary; headingLevel?: 2 | 3 }) {
  const { i18n } = useTranslation('catalogue');
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="article-card">
      <Picture image={item.image} className="article-card__image" decorative />
      <Heading className="article-card__title">
        <Link to="/news/$slug" params={{ slug: item.slug }}>
          {item.title}
        </Link>
      </Heading>
      <p className="article-card__meta">
        <time dateTime={item.publishedAt}>{formatPublished(item.publishedAt, i18n.language)}</time> · {item.source}
      </p>
      <p>{item.summary}</p>
    </li>
  );
}

/** A blog post as a card: image, title (the link), writer (a doctor's title too), date, reading time. */
export function BlogCard({ item, headingLevel = 2 }: { item: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('catalogue');
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="article-card">
      <Picture image={item.image} className="article-card__image" decorative />
      <Heading className="article-card__title">
        <Link to="/blog/$slug" params={{ slug: item.slug }}>
          {item.title}
        </Link>
      </Heading>
      <p className="article-card__meta">
        {t('blog.by', { name: item.author.name })} · <time dateTime={item.publishedAt}>{formatPublished(item.publishedAt, i18n.language)}</time> ·{' '}
        {t('blog.readingMinutes', { count: item.readingMinutes })}
      </p>
      <p>{item.summary}</p>
    </li>
  );
}
