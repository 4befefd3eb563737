import { aliasedTable, and, count, desc, eq, like, notInArray } from 'drizzle-orm';
import type { BlogPost, BlogPostSummary, blogEndpoints } from '../../../src/api/contract/content';
import { idsOf } from '../../../src/api/contract/listing';
import type { Services } from '../../app-services';
import { advisorRoles, advisors, blogCategories, blogPosts } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError } from '../../http/errors';
import type { Language } from '../../i18n/server-i18n';
import { toRole } from '../advisors/advisors.service';
import type { AdvisorRoleRow, AdvisorRow } from '../advisors/advisors.service';
import { answerLanguage, imageIn, pagingOf, searchedPageOf, textIn, totalOf } from '../shared/localize';
import { namedListPage } from '../shared/named-list';
import { matches, rankedOrder, searchPlanOf, searchWordsOf } from '../shared/search';

/** The spec's page size of the blog list. */
export const BLOG_PAGE_SIZE = 4;

type PostRow = typeof blogPosts.$inferSelect;
type CategoryRow = typeof blogCategories.$inferSelect;
interface Joined {
  post: PostRow;
  category: CategoryRow;
  advisor: AdvisorRow | null;
  role: AdvisorRoleRow | null;
}

function toSummary({ post, category, advisor, role }: Joined, language: Language): BlogPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: textIn(post.title, language),
    summary: textIn(post.summary, language),
    publishedAt: post.publishedAt.toISOString(),
    image: imageIn(post.image, language),
    readingMinutes: post.readingMinutes,
    category: { id: category.id, slug: category.slug, name: textIn(category.name, language) },
    author: {
      name: advisor?.name ?? post.authorName ?? '',
      advisor:
        advisor && role
          ? { id: advisor.id, slug: advisor.slug, name: advisor.name, title: textIn(advisor.title, language), role: toRole(role, language), image: imageIn(advisor.image, language) }
          : null,
    },
  };
}

function toPost(row: Joined, language: Language): BlogPost {
  return { ...toSummary(row, language), body: textIn(row.post.body, language) };
}

export function blogHandlers({ database }: Services): EndpointHandlers<typeof blogEndpoints> {
  const { db } = database;
  const role = aliasedTable(advisorRoles, 'advisor_role');
  const joined = () =>
    db
      .select({ post: blogPosts, category: blogCategories, advisor: advisors, role })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .leftJoin(advisors, eq(advisors.id, blogPosts.advisorId))
      .leftJoin(role, eq(role.id, advisors.roleId));
  return {
    async listBlogPosts(c, { query }) {
      const language = answerLanguage(c, query.lang);
      const search = searchPlanOf(query.search);
      const excluded = idsOf(query.excludeIds);
      // The author's words, accent-insensitive, in the order written ('mai' finds Nguyễn Thị Mai).
      const authorWords = query.author === undefined ? null : searchWordsOf(query.author).join(' ');
      const findsNothing = search.findsNothing || authorWords === '';
      const where = and(
        query.category ? eq(blogCategories.slug, query.category) : undefined,
        query.doctor ? eq(advisors.slug, query.doctor) : undefined,
        authorWords ? like(blogPosts.authorSearch, `%${authorWords}%`) : undefined,
        excluded.length > 0 ? notInArray(blogPosts.id, excluded) : undefined,
        search.query ? matches(blogPosts.searchText, search.query) : undefined,
      );
      const total = () =>
        totalOf(
          db
            .select({ n: count() })
            .from(blogPosts)
            .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
            .leftJoin(advisors, eq(advisors.id, blogPosts.advisorId))
            .where(where),
        );
      const rows = joined()
        .where(where)
        .orderBy(...rankedOrder(blogPosts.searchText, blogPosts.searchTitle, search.query, [desc(blogPosts.publishedAt), desc(blogPosts.id)]));
      const page = await searchedPageOf(pagingOf(query, BLOG_PAGE_SIZE), findsNothing, total, rows, (found) => found.map((row) => toSummary(row, language)));
      return { status: 200, body: page };
    },

    async retrieveBlogPost(c, { params, query }) {
      const language = answerLanguage(c, query.lang);
      const [row] = await joined().where(eq(blogPosts.slug, params.slug));
      if (!row) throw new HttpError(404, 'not_found', { messageKey: 'blog_post_not_found' });
      return { status: 200, body: { data: toPost(row, language) } };
    },

    async listBlogCategories(c, { query }) {
      return { status: 200, body: await namedListPage(db, c, blogCategories, query) };
    },
  };
}

