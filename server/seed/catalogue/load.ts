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

/** Inserts the rows, or updates every column but the key and the id of those already there. */
async function upsert<T extends PgTable>(db: Db, table: T, target: PgColumn, rows: Array<Row<T>>): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
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
}

/** Deletes the rows whose key the data no longer has. */
async function prune(db: Db, table: PgTable, key: PgColumn, keep: Array<string | number>): Promise<void> {
  await db.delete(table).where(keep.length === 0 ? sql`true` : notInArray(key, keep));
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
  // ---- catalogue
  await upsert(db, ageGroups, ageGroups.slug, data.ageGroups.map((group, index) => ({ slug: group.slug, name: group.name, sortOrder: index })));
  await upsert(db, demands, demands.slug, data.demands.map((demand, index) => ({ slug: demand.slug, name: demand.name, sortOrder: index })));
  await upsert(
    db,
    productCategories,
    productCategories.slug,
    data.productCategories.map((category) => ({ slug: category.slug, name: category.name, description: category.description, image: category.image, sortOrder: category.sortOrder })),
  );
  const ageGroupIds = await idsBySlug(db, ageGroups);
  const demandIds = await idsBySlug(db, demands);
  const categoryIds = await idsBySlug(db, productCategories);
  await upsert(
    db,
    productPackages,
    productPackages.slug,
    data.productPackages.map((item) => ({
      slug: item.slug,
      categoryId: idOf(categoryIds, item.categorySlug, 'product category'),
      ageGroupId: idOf(ageGroupIds, item.ageGroup, 'age group'),
      demandIds: item.demandSlugs.map((slug) => idOf(demandIds, slug, 'demand')),
      name: item.name,
      summary: item.summary,
      price: item.price,
      promotionalPrice: item.promotionalPrice ?? null,
      promotionCode: item.promotionCode ?? null,
      isBestSeller: item.isBestSeller,
      bestSellingDescriptions: item.bestSellingDescriptionList,
      siblingSlugs: item.siblingSlugs,
      relatedSlugs: item.relatedSlugs,
      thumbnails: item.thumbnails,
      sections: item.sections,
      statistics: item.statistics,
      testedTraits: item.testedTraits,
      reportCategories: item.reportCategories,
      durationMinutes: item.durationMinutes ?? null,
      includedConsultationMinutes: item.includedConsultationMinutes ?? null,
      sortOrder: item.sortOrder,
      searchText: searchTextOf(item.slug, item.name, item.summary, ...item.bestSellingDescriptionList, ...item.testedTraits.map((trait) => trait.name)),
      searchTitle: searchTextOf(item.slug, item.name),
    })),
  );
  await upsert(
    db,
    testimonials,
    testimonials.key,
    data.testimonials.map((testimonial, index) => ({
      key: testimonial.id,
      name: testimonial.name,
      location: testimonial.location,
      quote: testimonial.quote,
      rating: testimonial.rating,
      productCategoryId: idOf(categoryIds, testimonial.productCategorySlug, 'product category'),
      packageSlug: testimonial.packageSlug ?? null,
      image: testimonial.image ?? null,
      sortOrder: index,
    })),
  );
  await upsert(
    db,
    promotionPositions,
    promotionPositions.name,
    data.promotionPositions.map((position, index) => ({ name: position.name, description: position.description, sortOrder: index })),
  );
  const positionRows = await db.select({ id: promotionPositions.id, name: promotionPositions.name }).from(promotionPositions);
  const positionIds = new Map(positionRows.map((row) => [row.name, row.id]));
  await upsert(
    db,
    banners,
    banners.key,
    data.promotionPositions.flatMap((position) =>
      position.banners.map((banner) => ({
        key: banner.id,
        positionId: idOf(positionIds, position.name, 'promotion position'),
        startsAt: new Date(banner.startsAt),
        endsAt: new Date(banner.endsAt),
        style: banner.style,
        viewportSettings: banner.viewportSettings,
        objects: banner.objects,
      })),
    ),
  );

  // ---- content
  await upsert(db, advisorRoles, advisorRoles.slug, data.advisorRoles.map((role, index) => ({ slug: role.slug, name: role.name, sortOrder: index })));
  const roleIds = await idsBySlug(db, advisorRoles);
  await upsert(
    db,
    advisors,
    advisors.slug,
    data.advisors.map((advisor) => ({
      slug: advisor.slug,
      name: advisor.name,
      roleId: idOf(roleIds, advisor.roleSlug, 'advisor role'),
      title: advisor.title,
      bio: advisor.bio,
      image: advisor.image,
      sortOrder: advisor.sortOrder,
      searchText: searchTextOf(advisor.name, advisor.title, advisor.bio),
      searchTitle: searchTextOf(advisor.name),
    })),
  );
  const advisorIds = await idsBySlug(db, advisors);
  const advisorNames = new Map(data.advisors.map((advisor) => [advisor.slug, advisor.name]));
  await upsert(db, newsCategories, newsCategories.slug, data.newsCategories.map((category, index) => ({ slug: category.slug, name: category.name, sortOrder: index })));
  const newsCategoryIds = await idsBySlug(db, newsCategories);
  await upsert(
    db,
    newsArticles,
    newsArticles.slug,
    data.newsArticles.map((article) => ({
      ...articleRow(article, newsCategoryIds, 'news category'),
      source: article.source,
      searchText: searchTextOf(article.title, article.summary, article.body, article.source),
      searchTitle: searchTextOf(article.title),
    })),
  );
  await upsert(db, blogCategories, blogCategories.slug, data.blogCategories.map((category, index) => ({ slug: category.slug, name: category.name, sortOrder: index })));
  const blogCategoryIds = await idsBySlug(db, blogCategories);
  await upsert(
    db,
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
  await upsert(
    db,
    partners,
    partners.slug,
    data.partners.map((partner, index) => ({
      slug: partner.slug,
      name: partner.name,
      countryCode: partner.countryCode,
      description: partner.description,
      logo: partner.logo,
      url: partner.url,
      sortOrder: index,
    })),
  );
  await upsert(db, recruitmentCategories, recruitmentCategories.id, data.recruitmentCategories.map((category) => ({ id: category.id, slug: category.slug, name: category.name })));
  await upsert(
    db,
    jobs,
    jobs.slug,
    data.recruitmentCategories.flatMap((category) =>
      category.jobs.map((job) => ({
        slug: job.slug,
        categoryId: category.id,
        title: job.title,
        location: job.location,
        employmentType: job.employmentType,
        description: job.description,
        postedAt: new Date(job.postedAt),
      })),
    ),
  );

  // ---- what the data no longer has: children first
  await prune(db, banners, banners.key, data.promotionPositions.flatMap((position) => position.banners.map((banner) => banner.id)));
  await prune(db, testimonials, testimonials.key, data.testimonials.map((testimonial) => testimonial.id));
  await prune(db, promotionPositions, promotionPositions.name, data.promotionPositions.map((position) => position.name));
  await prune(db, productPackages, productPackages.slug, data.productPackages.map((item) => item.slug));
  await prune(db, productCategories, productCategories.slug, data.productCategories.map((category) => category.slug));
  await prune(db, demands, demands.slug, data.demands.map((demand) => demand.slug));
  await prune(db, ageGroups, ageGroups.slug, data.ageGroups.map((group) => group.slug));
  await prune(db, jobs, jobs.slug, data.recruitmentCategories.flatMap((category) => category.jobs.map((job) => job.slug)));
  await prune(db, recruitmentCategories, recruitmentCategories.id, data.recruitmentCategories.map((category) => category.id));
  await prune(db, blogPosts, blogPosts.slug, data.blogPosts.map((post) => post.slug));
  await prune(db, blogCategories, blogCategories.slug, data.blogCategories.map((category) => category.slug));
  await prune(db, newsArticles, newsArticles.slug, data.newsArticles.map((article) => article.slug));
  await prune(db, newsCategories, newsCategories.slug, data.newsCategories.map((category) => category.slug));
  await prune(db, advisors, advisors.slug, data.advisors.map((advisor) => advisor.slug));
  await prune(db, advisorRoles, advisorRoles.slug, data.advisorRoles.map((role) => role.slug));
  await prune(db, partners, partners.slug, data.partners.map((partner) => partner.slug));
}
