import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BlogPost, BlogPostSummary } from '../../api/contract/content';
import { Picture } from '../shared/picture';
import { BlogCard } from '../shared/article-cards';
import { blogPostLogic } from './content-effects';
import type { ArticleContent } from './content-effects';
import { ArticlePage, ArticleView } from './article-view';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** A blog post, with its writer (the doctor who wrote or reviewed it) and other posts of its category. */
function BlogPostRoutePage() {
  const { t } = useTranslation('catalogue');
  const { slug } = Route.useParams();
  return (
    <ArticlePage slug={slug} logic={blogPostLogic} list="/blog" backLabel={t('blog.back')}>
      {(content, language) => <PostView content={content} language={language} />}
    </ArticlePage>
  );
}

function PostView({ content, language }: { content: ArticleContent<BlogPost, BlogPostSummary>; language: string }) {
  const { t } = useTranslation('catalogue');
  const { article: post, more } = content;
  const advisor = post.author.advisor;
  const byline = advisor ? (
    <aside className="author-box" aria-label={t('blog.author')}>
      <Picture image={advisor.image} className="author-box__image" decorative />
      <p>
        <strong>{advisor.name}</strong>
        <br />
        {advisor.title}
        <br />
        <Link to="/blog" search={{ doctor: advisor.slug }}>
          {t('blog.moreBy', { name: advisor.name })}
        </Link>
      </p>
    </aside>
  ) : (
    <p className="article-card__meta">{t('blog.by', { name: post.author.name })}</p>
  );
  return (
    <ArticleView
      article={post}
      list="/blog"
      language={language}
      author={post.author.name}
      meta={t('blog.readingMinutes', { count: post.readingMinutes })}
      byline={byline}
      more={more}
      moreId="more-posts"
      moreTitle={t('blog.more')}
      Card={BlogCard}
      backLabel={t('blog.back')}
    />
  );
}

export const Route = createLazyRoute('/blog/$slug')({ component: BlogPostRoutePage });
