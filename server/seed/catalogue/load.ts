import { createHash } from 'node:crypto';
import { getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  advisorRoles,
  advisors,
  ageGroups,
  banners,
  blogCategories,
  blogPosts,
  demands,
  jobs,
  newsArticles,
  newsCategories,
  partners,
  productCategories,
  productPackages,
  promotionPositions,
  recruitmentCategories,
  testimonials,
} from '../../db/schema';
import { searchTextOf } from '../../main-api/shared/search';
import { bumpCatalogueVersion } from '../../services/public-cache/catalogue-version';
import { claimLoad } from '../claim-load';
import type { SeedArticle, SeedCatalogue } from './types';

/*
 * Loads the demo catalogue and content (types.ts) into the catalogue and content tables: upserts
 * by slug (or the seed's own key), so ids stay the same from one load to the next, then deletes
 * the rows the data no longer has. Runs inside the seed's transaction; loads only when the data
 * (or this loader) changed since the last load, and then bumps the catalogue version so every
 * server's cache of the public reads lets go of the old answers.
 */

/** Bump when this loader writes the rows differently: a database loaded by an older one is loaded again. */
const LOADER_VERSION = 1;
const HASH_KEY = 'catalogue_seed_hash';

/** The hash of the data and the loader's version: the database is loaded when its stored hash differs. */
export function catalogueHash(catalogue: SeedCatalogue): string {
  return createHash('sha256').update(`${LOADER_VERSION}\n${JSON.stringify(catalogue)}`).digest('hex');
}

type Row<T extends PgTable> = T['$inferInsert'];

/**
 * Writes the data's rows table by table, keeping each table's keys: what the data no longer has
 * is what `prune` deletes at the end.
 */
function loader(db: Db) {
  const kept = new Map<PgTable, { key: PgColumn; keys: Array<string | number> }>();
  return {
    /** Inserts the rows, or updates every column but the key and the id of those already there. */
    async upsert<T extends PgTable>(table: T, target: PgColumn, rows: Array<Row<T>>): Promise<void> {
      const columns = getTableColumns(table) as Record<string, PgColumn>;
      const keyName = Object.keys(columns).find((name) => columns[name] === target);
      kept.set(table, { key: target, keys: rows.map((row) => (row as Record<string, string | number>)[keyName ?? '']) });
      if (rows.length === 0) return;
      const set = Object.fromEntries(
        Object.entries(columns)
          .filter(([key, column]) => column !== target && key !== 'id')
          .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
      );
      // Chunks keep each statement's parameters well under the protocol's limit.
      for (let start = 0; start < rows.length; start += 200) {
        await db
          .insert(table)
          .values(rows.slice(start, start + 200))
          .onConflictDoUpdate({ target, set: set as PgUpdateSetSource<T> });
      }
    },

    /** Deletes, table by table in the order given, the rows whose key the data no longer has. */
    async prune(tables: PgTable[]): Promise<void> {
      for (const table of tables) {
        const written = kept.get(table);
        if (!written) throw new Error('prune: a table the load did not write');
        await db.delete(table).where(written.keys.length === 0 ? sql`true` : notInArray(written.key, written.keys));
      }
    },
  };
}

/** slug → id of a table's rows. */
async function idsBySlug(db: Db, table: PgTable & { id: PgColumn; slug: PgColumn }): Promise<Map<string, number>> {
  const rows = (await db.select({ id: table.id, slug: table.slug }).from(table)) as Array<{ id: number; slug: string }>;
  return new Map(rows.map((row) => [row.slug, row.id]));
}

function idOf(ids: Map<string, number>, slug: string, what: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`The demo catalogue names an unknown ${what}: ${slug}`);
  return id;
}

/** The row fields a news article and a blog post share: the category by its slug, the date as a Date. */
function articleRow(article: SeedArticle, categoryIds: Map<string, number>, what: string) {
  return {
    slug: article.slug,
    categoryId: idOf(categoryIds, article.categorySlug, what),
    title: article.title,
    summary: article.summary,
    body: article.body,
    publishedAt: new Date(article.publishedAt),
    image: article.image,
  };
}

/** Loads the catalogue when it changed since the last load; says whether it did. */
export async function loadCatalogue(db: Db, catalogue: SeedCatalogue): Promise<boolean> {
  if (!(await claimLoad(db, HASH_KEY, catalogueHash(catalogue)))) return false;
  await writeCatalogue(db, catalogue);
  await bumpCatalogueVersion(db);
  return true;
}

async function writeCatalogue(db: Db, data: SeedCatalogue): Promise<void> {
  const load = loader(db);
  // ---- catalogue
  await load.upsert(ageGroups, ageGroups.slug, data.ageGroups.map((group, index) => ({ slug: group.slug, name: group.name, sortOrder: index })));
  await load.upsert(demands, demands.slug, data.demands.map((demand, index) => ({ slug: demand.slug, name: demand.name, sortOrder: index })));
  await load.upsert(
    productCategories,
    productCategories.slug,
    data.productCategories.map((category) => ({ slug: category.slug, name: category.name, description: category.description, image: category.image, sortOrder: category.sortOrder })),
  );
  const ageGroupIds = await idsBySlug(db, ageGroups);
  const demandIds = await idsBySlug(db, demands);
  const categoryIds = await idsBySlug(db, productCategories);
  await load.upsert(
    productPackages,
    productPackages.slug,
    data.productPackages.map(({ categorySlug, ageGroup, demandSlugs, bestSellingDescriptionList, ...item }) => ({
      // The columns named as the data names them; the references by id, and what is optional as null.
      ...item,
      categoryId: idOf(categoryIds, categorySlug, 'product category'),
      ageGroupId: idOf(ageGroupIds, ageGroup, 'age group'),
      demandIds: demandSlugs.map((slug) => idOf(demandIds, slug, 'demand')),
      promotionalPrice: item.promotionalPrice ?? null,
      promotionCode: item.promotionCode ?? null,
      bestSellingDescriptions: bestSellingDescriptionList,
      durationMinutes: item.durationMinutes ?? null,
      includedConsultationMinutes: item.includedConsultationMinutes ?? null,
      searchText: searchTextOf(item.slug, item.name, item.summary, ...bestSellingDescriptionList, ...item.testedTraits.map((trait) => trait.name)),
      searchTitle: searchTextOf(item.slug, item.name),
    })),
  );
  await load.upsert(
    testimonials,
    testimonials.key,
    data.testimonials.map(({ id, productCategorySlug, packageSlug, image, ...testimonial }, index) => ({
      ...testimonial,
      key: id,
      productCategoryId: idOf(categoryIds, productCategorySlug, 'product category'),
      packageSlug: packageSlug ?? null,
      image: image ?? null,
      sortOrder: index,
    })),
  );
  await load.upsert(
    promotionPositions,
    promotionPositions.name,
    data.promotionPositions.map((position, index) => ({ name: position.name, description: position.description, sortOrder: index })),
  );
  const positionRows = await db.select({ id: promotionPositions.id, name: promotionPositions.name }).from(promotionPositions);
  const positionIds = new Map(positionRows.map((row) => [row.name, row.id]));
  await load.upsert(
    banners,
    banners.key,
    data.promotionPositions.flatMap((position) =>
      position.banners.map(({ id, startsAt, endsAt, ...banner }) => ({
        ...banner,
        key: id,
        positionId: idOf(positionIds, position.name, 'promotion position'),
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
      })),
    ),
  );

  // ---- content
  await load.upsert(advisorRoles, advisorRoles.slug, data.advisorRoles.map((role, index) => ({ slug: role.slug, name: role.name, sortOrder: index })));
  const roleIds = await idsBySlug(db, advisorRoles);
  await load.upsert(
    advisors,
    advisors.slug,
    data.advisors.map(({ roleSlug, ...advisor }) => ({
      ...advisor,
      roleId: idOf(roleIds, roleSlug, 'advisor role'),
      searchText: searchTextOf(advisor.name, advisor.title, advisor.bio),
      searchTitle: searchTextOf(advisor.name),
    })),
  );
  const advisorIds = await idsBySlug(db, advisors);
  const advisorNames = new Map(data.advisors.map((advisor) => [advisor.slug, advisor.name]));
  await load.upsert(newsCategories, newsCategories.slug, data.newsCategories.map((category, index) => ({ slug: category.slug, name: category.name, sortOrder: index })));
  const newsCategoryIds = await idsBySlug(db, newsCategories);
  await load.upsert(
    newsArticles,
    newsArticles.slug,
    data.newsArticles.map((article) => ({
      ...articleRow(article, newsCategoryIds, 'news category'),
      source: article.source,
      searchText: searchTextOf(article.title, article.summary, article.body, article.source),
      searchTitle: searchTextOf(article.title),
    })),
  );
  await load.upsert(blogCategories, blogCategories.slug, data.blogCategories.map((category, index) => ({ slug: category.slug, name: category.name, sortOrder: index })));
  const blogCategoryIds = await idsBySlug(db, blogCategories);
  await load.upsert(
    blogPosts,
    blogPosts.slug,
    data.blogPosts.map((post) => {
      const writer = post.advisorSlug ? (advisorNames.get(post.advisorSlug) ?? '') : (post.authorName ?? '');
      return {
        ...articleRow(post, blogCategoryIds, 'blog category'),
        authorName: post.authorName ?? null,
        advisorId: post.advisorSlug ? idOf(advisorIds, post.advisorSlug, 'advisor') : null,
        authorSearch: searchTextOf(writer, post.authorName),
        readingMinutes: post.readingMinutes,
        searchText: searchTextOf(post.title, post.summary, post.body, writer),
        searchTitle: searchTextOf(post.title),
      };
    }),
  );
  await load.upsert(partners, partners.slug, data.partners.map((partner, index) => ({ ...partner, sortOrder: index })));
  await load.upsert(recruitmentCategories, recruitmentCategories.id, data.recruitmentCategories.map((category) => ({ id: category.id, slug: category.slug, name: category.name })));
  await load.upsert(
    jobs,
    jobs.slug,
    data.recruitmentCategories.flatMap((category) => category.jobs.map((job) => ({ ...job, categoryId: category.id, postedAt: new Date(job.postedAt) }))),
  );

  // ---- what the data no longer has: children first
  await load.prune([banners, testimonials, promotionPositions, productPackages, productCategories, demands, ageGroups, jobs, recruitmentCategories, blogPosts, blogCategories, newsArticles, newsCategories, advisors, advisorRoles, partners]);
}
