import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  Localized,
  SeedBannerObject,
  SeedImage,
  SeedPackageSection,
  SeedPrice,
  SeedReportCategory,
  SeedStatistic,
  SeedTestedTrait,
} from './values';
import { integerReference, slugIdentity, sortOrderColumn } from './columns';

/*
 * The shop's catalogue (spec §3), as the Main API serves it (server/main-api/*). Texts a reader
 * sees are jsonb objects with one string per language ({ en, vi, th, zh }); the API answers in
 * one. Parts that are only ever read whole with their package (sections, statistics, report
 * categories, …) are jsonb documents on the package's row.
 *
 * Search (server/main-api/shared/search.ts): `search_text` holds the searchable texts of every
 * language normalised (lower case, no diacritics, đ → d, anything but letters and digits a
 * space), and a GIN index on its 'simple' tsvector serves accent-insensitive prefix queries the
 * same way on PGlite and on a PostgreSQL server (no extension). `search_title` is the name alone,
 * normalised the same way, which ranks a match in the name first.
 */

/** A text in every language of the site. */
export const localized = (name: string) => jsonb(name).$type<Localized>().notNull();
/** One of our images with its size and alt text. */
export const image = (name: string) => jsonb(name).$type<SeedImage>();
/** The GIN index of a table's search_text (the expression queries repeat: search.ts). */
export const searchIndex = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`to_tsvector('simple', ${column})`);
/** What a table is searched by (search.ts): its searchable texts, and its name alone, normalised. */
export const searchColumns = () => ({
  searchText: text('search_text').notNull().default(''),
  searchTitle: text('search_title').notNull().default(''),
});
/** A table of named things in display order (age groups, demands, advisor roles, news and blog categories: main-api/shared/named-list.ts). */
export const namedTable = <Name extends string>(name: Name) =>
  pgTable(name, {
    ...slugIdentity(),
    name: localized('name'),
    sortOrder: sortOrderColumn(),
  });

export const ageGroups = namedTable('age_groups');

export const demands = namedTable('demands');

export const productCategories = pgTable('product_categories', {
  ...slugIdentity(),
  name: localized('name'),
  description: localized('description'),
  image: image('image').notNull(),
  sortOrder: sortOrderColumn(),
});

export const productPackages = pgTable(
  'product_packages',
  {
    ...slugIdentity(),
    categoryId: integerReference('category_id', () => productCategories.id),
    ageGroupId: integerReference('age_group_id', () => ageGroups.id),
    demandIds: integer('demand_ids').array().notNull().default(sql`'{}'::integer[]`),
    name: localized('name'),
    summary: localized('summary'),
    /** Whole đồng and dollars: { VND, USD }. */
    price: jsonb('price').$type<SeedPrice>().notNull(),
    promotionalPrice: jsonb('promotional_price').$type<SeedPrice>(),
    promotionCode: text('promotion_code'),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    bestSellingDescriptions: jsonb('best_selling_descriptions').$type<Localized[]>().notNull(),
    siblingSlugs: text('sibling_slugs').array().notNull().default(sql`'{}'::text[]`),
    relatedSlugs: text('related_slugs').array().notNull().default(sql`'{}'::text[]`),
    thumbnails: jsonb('thumbnails').$type<SeedImage[]>().notNull(),
    sections: jsonb('sections').$type<SeedPackageSection[]>().notNull(),
    statistics: jsonb('statistics').$type<SeedStatistic[]>().notNull(),
    testedTraits: jsonb('tested_traits').$type<SeedTestedTrait[]>().notNull(),
    reportCategories: jsonb('report_categories').$type<SeedReportCategory[]>().notNull(),
    durationMinutes: integer('duration_minutes'),
    /** A test package's free doctor consultation, in minutes (null: none included). */
    includedConsultationMinutes: integer('included_consultation_minutes'),
    sortOrder: sortOrderColumn(),
    ...searchColumns(),
  },
  (table) => [
    index('product_packages_category_idx').on(table.categoryId, table.sortOrder),
    searchIndex('product_packages_search_idx', table.searchText),
  ],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    /** The seed's id of the testimonial. */
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    location: localized('location'),
    quote: localized('quote'),
    rating: integer('rating').notNull(),
    productCategoryId: integerReference('product_category_id', () => productCategories.id),
    packageSlug: text('package_slug'),
    image: image('image'),
    sortOrder: sortOrderColumn(),
  },
  (table) => [index('testimonials_category_idx').on(table.productCategoryId), check('testimonials_rating_check', sql`${table.rating} between 1 and 5`)],
);

export const promotionPositions = pgTable('promotion_positions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: localized('description'),
  sortOrder: sortOrderColumn(),
});

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    /** The seed's id of the banner. */
    key: text('key').notNull().unique(),
    positionId: integerReference('position_id', () => promotionPositions.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    style: jsonb('style').$type<Record<string, string>>().notNull(),
    viewportSettings: jsonb('viewport_settings').$type<Array<{ breakpoint: number; style: Record<string, string> }>>().notNull(),
    objects: jsonb('objects').$type<SeedBannerObject[]>().notNull(),
  },
  (table) => [index('banners_position_idx').on(table.positionId, table.startsAt)],
);
