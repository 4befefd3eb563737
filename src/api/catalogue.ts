import type { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import type { CallClient } from './call-endpoint';
import type { catalogueEndpoints, ProductCategory, ProductPackage, PromotionPosition, Testimonial } from './contract/catalogue';
import type { Language } from './contract/language';

/** The contract (zod schemas) loads with the first call, not with the page that makes it (docs/performance.md). */
const contract = () => import('./contract/catalogue');
const endpoints = async () => (await contract()).catalogueEndpoints;

/**
 * The catalogue reads of the Main API (entries in src/api/contract/catalogue.ts). Each call names
 * the language of the texts (`lang`), so the cached answer is the page's language whatever the
 * Accept-Language header says.
 */

type QueryOf<K extends keyof typeof catalogueEndpoints> = NonNullable<z.input<NonNullable<(typeof catalogueEndpoints)[K]['request']['query']>>>;

export interface Page<T> {
  data: T[];
  meta: { page: number; limit: number; total: number };
}

export async function listProductCategories(client: CallClient, query: QueryOf<'listProductCategories'>, signal?: AbortSignal): Promise<Page<ProductCategory>> {
  return callEndpoint(client, async () => (await endpoints()).listProductCategories, { query, signal });
}

export async function getProductCategory(client: CallClient, slug: string, lang: Language, signal?: AbortSignal): Promise<ProductCategory> {
  return (await callEndpoint(client, async () => (await endpoints()).retrieveProductCategory, { params: { slug }, query: { lang }, signal })).data;
}

export async function listProductPackages(client: CallClient, query: QueryOf<'listProductPackages'>, signal?: AbortSignal): Promise<Page<ProductPackage>> {
  return callEndpoint(client, async () => (await endpoints()).listProductPackages, { query, signal });
}

/** One package with every relation its page shows (thumbnails, sections, statistics, tested traits, related packages). */
export async function getProductPackage(client: CallClient, slug: string, lang: Language, signal?: AbortSignal): Promise<ProductPackage> {
  const { catalogueEndpoints, packageIncludes } = await contract();
  return (await callEndpoint(client, catalogueEndpoints.retrieveProductPackage, { params: { slug }, query: { lang, include: packageIncludes.join(',') }, signal })).data;
}

export async function listTestimonials(client: CallClient, query: QueryOf<'listTestimonials'>, signal?: AbortSignal): Promise<Page<Testimonial>> {
  return callEndpoint(client, async () => (await endpoints()).listTestimonials, { query, signal });
}

export async function listPromotionPositions(client: CallClient, query: QueryOf<'listPromotionPositions'>, signal?: AbortSignal): Promise<Page<PromotionPosition>> {
  return callEndpoint(client, async () => (await endpoints()).listPromotionPositions, { query, signal });
}
