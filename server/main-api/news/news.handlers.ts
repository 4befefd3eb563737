import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type { NewsArticle, NewsArticleSummary, newsEndpoints } from '../../../src/api/contract/content';
import { idsOf } from '../../../src/api/contract/listing';
import type { Services } from '../../app-services';
import { newsArticles, newsCategories } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError } from '../../http/errors';
import type { Language } from '../../i18n/server-i18n';
import { answerLanguage, imageIn, pagingOf, searchedPageOf, textIn, totalOf } from '../shared/localize';
import { namedListPage } from '../shared/named-list';
import { matches, rankedOrder, searchPlanOf } from '../shared/search';

/** The spec's page size of the news list. */
export const NEWS_PAGE_SIZE = 4;

type ArticleRow = typeof newsArticles.$inferSelect;
type CategoryRow = typeof newsCategories.$inferSelect;

function toSummary(row: ArticleRow, category: CategoryRow, language: Language): NewsArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: textIn(row.title, language),
    summary: textIn(row.summary, language),
    publishedAt: row.publishedAt.toISOString(),
    image: imageIn(row.image, language),
    source: row.source,
    category: { id: category.id, slug: category.slug, name: textIn(category.name, language) },
  };
}

function toArticle(row: ArticleRow, category: CategoryRow, language: Language): NewsArticle {
  return { ...toSummary(row, category, language), body: textIn(row.body, language) };
}

export function newsHandlers({ database }: Services): EndpointHandlers<typeof newsEndpoints> {
  const { db } = database;
  const joined = () => db.select({ article: newsArticles, category: newsCategories }).from(newsArticles).innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId));
  return {
    async listNewsArticles(c, { query }) {
      const language = answerLanguage(c, query.lang);
      const search = searchPlanOf(query.search);
      const excluded = idsOf(query.excludeIds);
      const where = and(
        query.category ? eq(newsCategories.slug, query.category) : undefined,
        excluded.length > 0 ? notInArray(newsArticles.id, excluded) : undefined,
        search.query ? matches(newsArticles.searchText, search.query) : undefined,
      );
      const total = () => totalOf(db.select({ n: count() }).from(newsArticles).innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId)).where(where));
      const rows = joined()
        .where(where)
        .orderBy(...rankedOrder(newsArticles.searchText, newsArticles.searchTitle, search.query, [desc(newsArticles.publishedAt), desc(newsArticles.id)]));
      const page = await searchedPageOf(pagingOf(query, NEWS_PAGE_SIZE), search.findsNothing, total, rows, (found) => found.map((row) => toSummary(row.article, row.category, language)));
      return { status: 200, body: page };
    },

    async retrieveNewsArticle(c, { params, query }) {
      const language = answerLanguage(c, query.lang);
      const [row] = await joined().where(eq(newsArticles.slug, params.slug));
      if (!row) throw new HttpError(404, 'not_found', { messageKey: 'news_article_not_found' });
      return { status: 200, body: { data: toArticle(row.article, row.category, language) } };
    },

    async listNewsCategories(c, { query }) {
      return { status: 200, body: await namedListPage(db, c, newsCategories, query) };
    },

    async retrieveNewsCategory(c, { params, query }) {
      const language = answerLanguage(c, query.lang);
      const [row] = await db.select().from(newsCategories).where(eq(newsCategories.slug, params.slug));
      if (!row) throw new HttpError(404, 'not_found', { messageKey: 'news_category_not_found' });
      return { status: 200, body: { data: { id: row.id, slug: row.slug, name: textIn(row.name, language) } } };
    },
  };
}
