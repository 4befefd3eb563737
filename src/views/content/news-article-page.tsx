import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NewsCard } from '../shared/article-cards';
import { newsArticleLogic } from './content-effects';
import { ArticlePage, ArticleView } from './article-view';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** A news article, in the page's language, with the latest others. */
function NewsArticleRoutePage() {
  const { t } = useTranslation('catalogue');
  const { slug } = Route.useParams();
  return (
    <ArticlePage slug={slug} logic={newsArticleLogic} list="/news" backLabel={t('news.back')}>
      {({ article, more }, language) => (
        <ArticleView article={article} list="/news" language={language} author={article.source} meta={article.source} more={more} moreId="more-news" moreTitle={t('news.more')} Card={NewsCard} backLabel={t('news.back')} />
      )}
    </ArticlePage>
  );
}

export const Route = createLazyRoute('/news/$slug')({ component: NewsArticleRoutePage });
