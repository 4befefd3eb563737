import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import type { BlogPost, BlogPostSummary } from '../../api/contract/content';
import { PageHead } from '../shared/page-head';
import { Picture } from '../shared/picture';
import { BlogCard } from '../shared/article-cards';
import { blogPostLogic } from './content-effects';
import type { ArticleContent } from './content-effects';
import { formatPublished, paragraphsOf } from '../shared/format';
import { ItemStatus, useLanguage } from '../shared/item-status';
import { articleJsonLd } from './news-article-page';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** A blog post, with its writer (the doctor who wrote or reviewed it) and other posts of its category. */
export function BlogPostPage({ slug }: { slug: string }) {
  const language = useLanguage();
  return <BlogPostContent key={`${slug}:${language}`} slug={slug} language={language} />;
}

function BlogPostContent({ slug, language }: { slug: string; language: string }) {
  const { t } = useTranslation('catalogue');
  const actor = useActorRef(blogPostLogic, { input: { key: slug, language } });
  return (
    <div className="page page--narrow">
      <ItemStatus actor={actor} backTo="/blog" backLabel={t('blog.back')}>
        {(content) => <PostView content={content} language={language} />}
      </ItemStatus>
    </div>
  );
}

function PostView({ content, language }: { content: ArticleContent<BlogPost, BlogPostSummary>; language: string }) {
  const { t } = useTranslation('catalogue');
  const { article: post, more } = content;
  const path = `/blog/${post.slug}`;
  const advisor = post.author.advisor;
  return (
    <article className="article">
      <PageHead title={post.title} description={post.summary} path={path} language={language} image={post.image} type="article" jsonLd={articleJsonLd(post, path, post.author.name)} />
      <p className="article__eyebrow">
        <Link to="/blog" search={{ category: post.category.slug }}>
          {post.category.name}
        </Link>
      </p>
      <h1>{post.title}</h1>
      <p className="article-card__meta">
        <time dateTime={post.publishedAt}>{formatPublished(post.publishedAt, language)}</time> · {t('blog.readingMinutes', { count: post.readingMinutes })}
      </p>
      {advisor ? (
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
      )}
      <Picture image={post.image} className="article__image" eager />
      <div className="prose">
        {paragraphsOf(post.body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {more.length > 0 && (
        <section aria-labelledby="more-posts">
          <h2 id="more-posts">{t('blog.more')}</h2>
          <ul className="article-grid">
            {more.map((item) => (
              <BlogCard key={item.id} item={item} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link to="/blog">{t('blog.back')}</Link>
      </p>
    </article>
  );
}

function BlogPostRoutePage() {
  const { slug } = Route.useParams();
  return <BlogPostPage slug={slug} />;
}

export const Route = createLazyRoute('/blog/$slug')({ component: BlogPostRoutePage });
