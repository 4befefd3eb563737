import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { image, localized, namedTable, searchColumns, searchIndex } from './catalogue';
import { integerReference, slugIdentity, sortOrderColumn } from './columns';

/*
 * The site's content (spec §2): advisors, news, blog, partners and careers, served by the Main
 * API. Texts are jsonb per language and search works as in catalogue.ts (search_text,
 * search_title and a GIN index on the 'simple' tsvector).
 */

export const advisorRoles = namedTable('advisor_roles');

export const advisors = pgTable(
  'advisors',
  {
    ...slugIdentity(),
    /** As the person writes it; not translated. */
    name: text('name').notNull(),
    roleId: integerReference('role_id', () => advisorRoles.id),
    title: localized('title'),
    bio: localized('bio'),
    image: image('image').notNull(),
    sortOrder: sortOrderColumn(),
    ...searchColumns(),
  },
  (table) => [index('advisors_role_idx').on(table.roleId, table.sortOrder), searchIndex('advisors_search_idx', table.searchText)],
);

export const newsCategories = namedTable('news_categories');

/** What a news article and a blog post both have: their place, category, texts, date and image. */
const articleColumns = (categories: { id: AnyPgColumn }) => ({
  slug: text('slug').notNull().unique(),
  categoryId: integerReference('category_id', () => categories.id),
  title: localized('title'),
  summary: localized('summary'),
  body: localized('body'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  image: image('image').notNull(),
});

export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    ...articleColumns(newsCategories),
    source: text('source').notNull(),
    ...searchColumns(),
  },
  (table) => [index('news_articles_published_idx').on(table.publishedAt), index('news_articles_category_idx').on(table.categoryId, table.publishedAt), searchIndex('news_articles_search_idx', table.searchText)],
);

export const blogCategories = namedTable('blog_categories');

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    ...articleColumns(blogCategories),
    /** A staff writer's name, when no advisor wrote it. */
    authorName: text('author_name'),
    advisorId: integer('advisor_id').references(() => advisors.id),
    /** The writer's name (the advisor's or the staff writer's) normalised for the author filter. */
    authorSearch: text('author_search').notNull().default(''),
    readingMinutes: integer('reading_minutes').notNull(),
    ...searchColumns(),
  },
  (table) => [
    index('blog_posts_published_idx').on(table.publishedAt),
    index('blog_posts_category_idx').on(table.categoryId, table.publishedAt),
    index('blog_posts_advisor_idx').on(table.advisorId),
    searchIndex('blog_posts_search_idx', table.searchText),
  ],
);

export const partners = pgTable(
  'partners',
  {
    ...slugIdentity(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    description: localized('description'),
    logo: image('logo').notNull(),
    url: text('url').notNull(),
    sortOrder: sortOrderColumn(),
  },
  (table) => [index('partners_country_idx').on(table.countryCode, table.sortOrder), check('partners_country_code_check', sql`${table.countryCode} ~ '^[A-Z]{2}$'`)],
);

export const recruitmentCategories = pgTable('recruitment_categories', {
  /** The seed's own small integer: the spec reads a category by id. */
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name'),
});

export const jobs = pgTable(
  'jobs',
  {
    ...slugIdentity(),
    categoryId: integerReference('category_id', () => recruitmentCategories.id, { onDelete: 'cascade' }),
    title: localized('title'),
    location: localized('location'),
    employmentType: text('employment_type', { enum: ['full-time', 'part-time', 'contract'] }).notNull(),
    description: localized('description'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('jobs_category_idx').on(table.categoryId, table.postedAt)],
);
