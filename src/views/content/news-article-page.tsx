import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import type { NewsArticle, NewsArticleSummary } from '../../api/contract/content';
import { PageHead, siteOrigin } from '../shared/page-head';
import { Picture } from '../shared/picture';
import { NewsCard } from '../shared/article-cards';
import { newsArticleLogic } from './content-effects';
import type { ArticleContent } from './content-effects';
import { formatPublished, paragraphsOf } from '../shared/format';
import { ItemStatus, useLanguage } from '../shared/item-status';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** A news article, in the page's language, with the latest others. */
export function NewsArticlePage({ slug }: { slug: string }) {
  const language = useLanguage();
  return <NewsArticleContent key={`${slug}:${language}`} slug={slug} language={language} />;
}

function NewsArticleContent({ slug, language }: { slug: string; language: string }) {
  const { t } = useTranslation('catalogue');
  const actor = useActorRef(newsArticleLogic, { input: { key: slug, language } });
  return (
    <div className="page page--narrow">
      <ItemStatus actor={actor} backTo="/news" backLabel={t('news.back')}>
        {(content) => <ArticleView content={content} language={language} />}
      </ItemStatus>
    </div>
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

function ArticleView({ content, language }: { content: ArticleContent<NewsArticle, NewsArticleSummary>; language: string }) {
  const { t } = useTranslation('catalogue');
  const { article, more } = content;
  const path = `/news/${article.slug}`;
  return (
    <article className="article">
      <PageHead title={article.title} description={article.summary} path={path} language={language} image={article.image} type="article" jsonLd={articleJsonLd(article, path, article.source)} />
      <p className="article__eyebrow">
        <Link to="/news" search={{ category: article.category.slug }}>
          {article.category.name}
        </Link>
      </p>
      <h1>{article.title}</h1>
      <p className="article-card__meta">
        <time dateTime={article.publishedAt}>{formatPublished(article.publishedAt, language)}</time> · {article.source}
      </p>
      <Picture image={article.image} className="article__image" eager />
      <div className="prose">
        {paragraphsOf(article.body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {more.length > 0 && (
        <section aria-labelledby="more-news">
          <h2 id="more-news">{t('news.more')}</h2>
          <ul className="article-grid">
            {more.map((item) => (
              <NewsCard key={item.id} item={item} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link to="/news">{t('news.back')}</Link>
      </p>
    </article>
  );
}

function NewsArticleRoutePage() {
  const { slug } = Route.useParams();
  return <NewsArticlePage slug={slug} />;
}

export const Route = createLazyRoute('/news/$slug')({ component: NewsArticleRoutePage });
