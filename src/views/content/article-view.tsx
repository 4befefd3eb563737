import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Image } from '../../api/contract/listing';
import { PageHead, siteOrigin } from '../shared/page-head';
import { Picture } from '../shared/picture';
import { ArticleGrid } from '../shared/article-cards';
import { formatPublished, paragraphsOf } from '../shared/format';
import { ItemPage, useLanguage } from '../shared/item-status';
import type { ContentItemMachine } from '../../machines/content-item/content-item.machine';
import type { ArticleContent } from './content-effects';

/**
 * The page of a news article or blog post (`<list>/$slug`): its content, read anew for another
 * slug or language, rendered by `children`; a slug the list does not have leads back to it.
 */
export function ArticlePage<A, S>(props: { slug: string; logic: ContentItemMachine<ArticleContent<A, S>>; list: string; backLabel: string; children: (content: ArticleContent<A, S>, language: string) => ReactNode }) {
  const { slug, logic, list, backLabel, children } = props;
  const language = useLanguage();
  return (
    <ItemPage key={`${slug}:${language}`} logic={logic} input={{ key: slug, language }} className="page page--narrow" backTo={list} backLabel={backLabel}>
      {(content) => children(content, language)}
    </ItemPage>
  );
}

/** schema.org Article of a news article or blog post. */
export function articleJsonLd(article: { title: string; summary: string; publishedAt: string; image: { src: string } }, path: string, author: string, origin = siteOrigin()) {
  return {
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    image: [`${origin}${article.image.src}`],
    author: { '@type': 'Person', name: author },
    publisher: { '@type': 'Organization', name: 'GeneWell' },
    mainEntityOfPage: `${origin}${path}`,
  };
}

interface ArticleViewProps<T> {
  article: { slug: string; title: string; summary: string; publishedAt: string; body: string; image: Image; category: { slug: string; name: string } };
  /** The list the article belongs to: its category links there, and so does "back". */
  list: '/news' | '/blog';
  language: string;
  /** Who the head's Article names as its author. */
  author: string;
  /** What the meta line says after the date. */
  meta: ReactNode;
  /** Who wrote it, between the meta line and the image. */
  byline?: ReactNode;
  /** Other articles, under their heading (`moreId`, `moreTitle`), as cards. */
  more: T[];
  moreId: string;
  moreTitle: string;
  Card: (props: { item: T; headingLevel: 3 }) => ReactNode;
  backLabel: string;
}

/** A news article or blog post: its head, category, title, date, image, paragraphs, other articles and the way back to its list. */
export function ArticleView<T extends { id: number }>({ article, list, language, author, meta, byline, more, moreId, moreTitle, Card, backLabel }: ArticleViewProps<T>) {
  const path = `${list}/${article.slug}`;
  return (
    <article className="article">
      <PageHead title={article.title} description={article.summary} path={path} language={language} image={article.image} type="article" jsonLd={articleJsonLd(article, path, author)} />
      <p className="article__eyebrow">
        <Link to={list} search={{ category: article.category.slug }}>
          {article.category.name}
        </Link>
      </p>
      <h1>{article.title}</h1>
      <p className="article-card__meta">
        <time dateTime={article.publishedAt}>{formatPublished(article.publishedAt, language)}</time> · {meta}
      </p>
      {byline}
      <Picture image={article.image} className="article__image" eager />
      <div className="prose">
        {paragraphsOf(article.body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {more.length > 0 && (
        <section aria-labelledby={moreId}>
          <h2 id={moreId}>{moreTitle}</h2>
          <ArticleGrid items={more} Card={Card} />
        </section>
      )}
      <p>
        <Link to={list}>{backLabel}</Link>
      </p>
    </article>
  );
}
