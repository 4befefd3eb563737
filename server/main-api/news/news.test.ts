import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../../src/domain/search';
import { demoCatalogue } from '../../seed/catalogue';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { BAD_PAGING, expectFirstPages, expectRefused, getMain, listOf, oneOf } from '../testing/public-read';

interface WireArticle {
  id: number;
  slug: string;
  title: string;
  summary: string;
  published_at: string;
  category: { slug: string; name: string };
  body?: string;
}

/** Newest first; the later in the data first among equals (ids follow the data). */
const articles = demoCatalogue.newsArticles
  .map((article, index) => ({ article, index }))
  .sort((a, b) => Date.parse(b.article.publishedAt) - Date.parse(a.article.publishedAt) || b.index - a.index)
  .map(({ article }) => article);

describe.each(databaseKinds)('news on %s', (kind) => {
  const ctx = useTestContext(kind);

  it('pages 4 by default, newest first, in each language, without the body', async () => {
    await expectFirstPages<WireArticle, (typeof articles)[number]>(ctx, '/news-articles', articles, 4, [
      [(article) => article.title, (article, language) => article.title[language]],
      // Without the body: every article of the page.
      [(article) => Object.hasOwn(article, 'body'), () => false],
    ]);
    const third = await listOf<WireArticle>(ctx, '/news-articles?page=3');
    expect(third.data.map((article) => article.slug)).toEqual(articles.slice(8, 12).map((article) => article.slug));
    expect((await listOf(ctx, '/news-articles?limit=0')).data).toHaveLength(articles.length);
  });

  it('filters by category slug and leaves out exclude_ids', async () => {
    for (const category of demoCatalogue.newsCategories) {
      const { data } = await listOf<WireArticle>(ctx, `/news-articles?limit=0&category=${category.slug}`, 'vi');
      expect(data.map((article) => article.slug)).toEqual(articles.filter((article) => article.categorySlug === category.slug).map((article) => article.slug));
      expect(data.every((article) => article.category.name === category.name.vi)).toBe(true);
    }
    const [first, second] = (await listOf<WireArticle>(ctx, '/news-articles')).data;
    const rest = await listOf<WireArticle>(ctx, `/news-articles?limit=0&exclude_ids=${first.id},${second.id}`);
    expect(rest.meta.total).toBe(articles.length - 2);
    expect(rest.data.map((article) => article.slug)).toEqual(articles.slice(2).map((article) => article.slug));
  });

  it('finds an article by its vi title, with or without diacritics, that article first', async () => {
    for (const article of articles.slice(0, 6)) {
      for (const typed of [article.title.vi, normalizeSearchText(article.title.vi)]) {
        const { data } = await listOf<WireArticle>(ctx, `/news-articles?limit=0&search=${encodeURIComponent(typed)}`, 'vi');
        expect(data[0]?.slug, typed).toBe(article.slug);
      }
    }
  });

  it('reads one article with its body, and answers 404 for an unknown slug', async () => {
    const [article] = articles;
    const read = await oneOf<WireArticle>(ctx, `/news-articles/${article.slug}?lang=zh`);
    expect([read.title, read.body, read.category.slug]).toEqual([article.title.zh, article.body.zh, article.categorySlug]);
    const missing = await getMain<{ error: { code: string } }>(ctx, '/news-articles/no-such-news', 'th');
    expect([missing.status, missing.body.error.code, missing.headers.get('content-language')]).toEqual([404, 'not_found', 'th']);
  });

  it('lists the categories and reads one by slug', async () => {
    const { data } = await listOf<{ slug: string; name: string }>(ctx, '/news-categories', 'vi');
    expect(data.map((category) => [category.slug, category.name])).toEqual(demoCatalogue.newsCategories.map((category) => [category.slug, category.name.vi]));
    const [category] = demoCatalogue.newsCategories;
    expect((await oneOf<{ name: string }>(ctx, `/news-categories/${category.slug}`, 'en')).name).toBe(category.name.en);
    expect((await getMain(ctx, '/news-categories/no-such-category')).status).toBe(404);
  });

  it('refuses bad paging, malformed exclude_ids and category', async () => {
    for (const [query, field] of BAD_PAGING) await expectRefused(ctx, `/news-articles?${query}`, field);
    await expectRefused(ctx, '/news-articles?exclude_ids=a,b', 'exclude_ids');
    await expectRefused(ctx, '/news-articles?category=Not%20A%20Slug', 'category');
    await expectRefused(ctx, '/news-articles/UPPER', 'slug');
  });
});
