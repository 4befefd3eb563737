import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { NewsArticle, NewsArticleSummary } from '../../api/contract/content';
import { NewsCard } from '../shared/article-cards';
import { newsArticleLogic } from './content-effects';
import type { ArticleContent } from './content-effects';
import { ItemPage, useLanguage } from '../shared/item-status';
import { ArticleView } from './article-view';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** A news article, in the page's language, with the latest others. */
export function NewsArticlePage({ slug }: { slug: string }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <ItemPage key={`${slug}:${language}`} logic={newsArticleLogic} input={{ key: slug, language }} className="page page--narrow" backTo="/news" backLabel={t('news.back')}>
      {(content) => <NewsView content={content} language={language} />}
    </ItemPage>
  );
}

function NewsView({ content, language }: { content: ArticleContent<NewsArticle, NewsArticleSummary>; language: string }) {
  const { t } = useTranslation('catalogue');
  const { article, more } = content;
  return <ArticleView article={article} list="/news" language={language} author={article.source} meta={article.source} more={more} moreId="more-news" moreTitle={t('news.more')} Card={NewsCard} backLabel={t('news.back')} />;
}

function NewsArticleRoutePage() {
  const { slug } = Route.useParams();
  return <NewsArticlePage slug={slug} />;
}

export const Route = createLazyRoute('/news/$slug')({ component: NewsArticleRoutePage });
