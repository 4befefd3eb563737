import { and, arrayOverlaps, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PackageInclude, ProductPackage, ProductPackageSummary } from '../../../src/api/contract/catalogue';
import type { NamedRef } from '../../../src/api/contract/listing';
import type { Db } from '../../db/client';
import { ageGroups, demands, productCategories, productPackages } from '../../db/schema';
import type { Language } from '../../i18n/server-i18n';
import { displayOrder, imageIn, pricesOf, textIn } from '../shared/localize';
import { matches, rankedOrder } from '../shared/search';

/*
 * Product packages as the Main API answers them: texts in one language, prices in every
 * currency, the category, age group, demands, siblings and report categories always, the rest
 * when `include` names it.
 */

export type PackageRow = typeof productPackages.$inferSelect;

/** The package list's filters. */
export interface PackageFilters {
  ageGroupIds: number[];
  demandIds: number[];
  categoryIds: number[];
  /** Only the best sellers (true), only the others (false), or both (null). */
  bestSelling: boolean | null;
  /** A tsquery (search.ts), or none. */
  query: string | null;
}

export function packageConditions({ ageGroupIds, demandIds, categoryIds, bestSelling, query }: PackageFilters): SQL | undefined {
  return and(
    bestSelling === null ? undefined : eq(productPackages.isBestSeller, bestSelling),
    ageGroupIds.length > 0 ? inArray(productPackages.ageGroupId, ageGroupIds) : undefined,
    demandIds.length > 0 ? arrayOverlaps(productPackages.demandIds, demandIds) : undefined,
    categoryIds.length > 0 ? inArray(productPackages.categoryId, categoryIds) : undefined,
    query ? matches(productPackages.searchText, query) : undefined,
  );
}

/** Best match first when searching, else display order. */
export function packageOrder(query: string | null): SQL[] {
  return rankedOrder(productPackages.searchText, productPackages.searchTitle, query, displayOrder(productPackages));
}

/** What the rows of a page refer to, read once for the page. */
interface Lookups {
  categories: Map<number, NamedRef>;
  ageGroups: Map<number, NamedRef>;
  demands: Map<number, NamedRef>;
  /** Sibling and related packages by slug. */
  packages: Map<string, PackageRow>;
}

async function lookupsFor(db: Db, rows: PackageRow[], includes: Set<PackageInclude>, language: Language): Promise<Lookups> {
  const slugs = [...new Set(rows.flatMap((row) => [...row.siblingSlugs, ...(includes.has('related_packages') ? row.relatedSlugs : [])]))];
  const [categoryRows, ageGroupRows, demandRows, packageRows] = await Promise.all([
    db.select({ id: productCategories.id, slug: productCategories.slug, name: productCategories.name }).from(productCategories),
    db.select({ id: ageGroups.id, slug: ageGroups.slug, name: ageGroups.name }).from(ageGroups),
    db.select({ id: demands.id, slug: demands.slug, name: demands.name }).from(demands),
    slugs.length > 0 ? db.select().from(productPackages).where(inArray(productPackages.slug, slugs)) : Promise.resolve([]),
  ]);
  const refs = (list: Array<{ id: number; slug: string; name: Record<Language, string> }>) =>
    new Map(list.map((row) => [row.id, { id: row.id, slug: row.slug, name: textIn(row.name, language) }]));
  return { categories: refs(categoryRows), ageGroups: refs(ageGroupRows), demands: refs(demandRows), packages: new Map(packageRows.map((row) => [row.slug, row])) };
}

export function toPackageSummary(row: PackageRow, language: Language): ProductPackageSummary {
  const [first] = row.thumbnails;
  return {
    id: row.id,
    slug: row.slug,
    name: textIn(row.name, language),
    summary: textIn(row.summary, language),
    image: first ? imageIn(first, language) : null,
    priceByCurrencies: pricesOf(row.price),
    promotionalPriceByCurrencies: row.promotionalPrice ? pricesOf(row.promotionalPrice) : null,
    isBestSeller: row.isBestSeller,
  };
}

function toPackage(row: PackageRow, lookups: Lookups, includes: Set<PackageInclude>, language: Language): ProductPackage {
  const known = <T>(value: T | undefined): value is T => value !== undefined;
  const category = lookups.categories.get(row.categoryId);
  const ageGroup = lookups.ageGroups.get(row.ageGroupId) ?? { id: row.ageGroupId, slug: '', name: '' };
  const item: ProductPackage = {
    ...toPackageSummary(row, language),
    categories: category ? [category] : [],
    ageGroup,
    demands: row.demandIds.map((id) => lookups.demands.get(id)).filter(known),
    promotionCode: row.promotionCode,
    bestSellingDescriptionList: row.bestSellingDescriptions.map((text) => textIn(text, language)),
    siblings: row.siblingSlugs
      .map((slug) => lookups.packages.get(slug))
      .filter(known)
      .map((sibling) => ({ id: sibling.id, slug: sibling.slug, name: textIn(sibling.name, language) })),
    reportCategories: row.reportCategories.map((category) => ({
      id: category.id,
      name: textIn(category.name, language),
      reports: category.reports.map((report) => ({ id: report.id, name: textIn(report.name, language), packages: report.packages ?? null, genders: report.genders ?? null })),
    })),
    durationMinutes: row.durationMinutes,
  };
  if (includes.has('thumbnail_images')) item.thumbnailImages = row.thumbnails.map((thumbnail) => imageIn(thumbnail, language));
  if (includes.has('sections')) item.sections = row.sections.map((section) => ({ key: section.key, title: textIn(section.title, language), body: textIn(section.body, language) }));
  if (includes.has('statistics')) item.statistics = row.statistics.map((statistic) => ({ value: statistic.value, label: textIn(statistic.label, language) }));
  if (includes.has('tested_traits')) item.testedTraits = row.testedTraits.map((trait) => ({ name: textIn(trait.name, language), categoryId: trait.categoryId }));
  if (includes.has('related_packages')) {
    item.relatedPackages = row.relatedSlugs
      .map((slug) => lookups.packages.get(slug))
      .filter(known)
      .map((related) => toPackageSummary(related, language));
  }
  return item;
}

/** Rows of packages as the API answers them. */
export async function toPackages(db: Db, rows: PackageRow[], includes: Set<PackageInclude>, language: Language): Promise<ProductPackage[]> {
  if (rows.length === 0) return [];
  const lookups = await lookupsFor(db, rows, includes, language);
  return rows.map((row) => toPackage(row, lookups, includes, language));
}

export async function packageBySlug(db: Db, slug: string): Promise<PackageRow | null> {
  const [row] = await db.select().from(productPackages).where(eq(productPackages.slug, slug));
  return row ?? null;
}
