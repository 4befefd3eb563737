import type { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import type { CallClient } from './call-endpoint';
import type { contentEndpoints, Advisor, AdvisorRole, BlogCategory, BlogPost, BlogPostSummary, NewsArticle, NewsArticleSummary, NewsCategory, Partner, RecruitmentCategory } from './contract/content';
import type { Language } from './contract/language';
import type { Page } from './catalogue';

/** The contract (zod schemas) loads with the first call, not with the page that makes it (docs/performance.md). */
const contract = () => import('./contract/content');
const endpoints = async () => (await contract()).contentEndpoints;

/** The content reads of the Main API (entries in src/api/contract/content.ts); each names the language of its texts. */

type QueryOf<K extends keyof typeof contentEndpoints> = NonNullable<z.input<NonNullable<(typeof contentEndpoints)[K]['request']['query']>>>;

export async function listAdvisors(client: CallClient, query: QueryOf<'listAdvisors'>, signal?: AbortSignal): Promise<Page<Advisor>> {
  return callEndpoint(client, async () => (await endpoints()).listAdvisors, { query, signal });
}

export async function listAdvisorRoles(client: CallClient, lang: Language, signal?: AbortSignal): Promise<Page<AdvisorRole>> {
  return callEndpoint(client, async () => (await endpoints()).listAdvisorRoles, { query: { lang, limit: 0 }, signal });
}

export async function listNewsArticles(client: CallClient, query: QueryOf<'listNewsArticles'>, signal?: AbortSignal): Promise<Page<NewsArticleSummary>> {
  return callEndpoint(client, async () => (await endpoints()).listNewsArticles, { query, signal });
}

export async function getNewsArticle(client: CallClient, slug: string, lang: Language, signal?: AbortSignal): Promise<NewsArticle> {
  return (await callEndpoint(client, async () => (await endpoints()).retrieveNewsArticle, { params: { slug }, query: { lang }, signal })).data;
}

export async function listNewsCategories(client: CallClient, lang: Language, signal?: AbortSignal): Promise<Page<NewsCategory>> {
  return callEndpoint(client, async () => (await endpoints()).listNewsCategories, { query: { lang, limit: 0 }, signal });
}

export async function listBlogPosts(client: CallClient, query: QueryOf<'listBlogPosts'>, signal?: AbortSignal): Promise<Page<BlogPostSummary>> {
  return callEndpoint(client, async () => (await endpoints()).listBlogPosts, { query, signal });
}

export async function getBlogPost(client: CallClient, slug: string, lang: Language, signal?: AbortSignal): Promise<BlogPost> {
  return (await callEndpoint(client, async () => (await endpoints()).retrieveBlogPost, { params: { slug }, query: { lang }, signal })).data;
}

export async function listBlogCategories(client: CallClient, lang: Language, signal?: AbortSignal): Promise<Page<BlogCategory>> {
  return callEndpoint(client, async () => (await endpoints()).listBlogCategories, { query: { lang, limit: 0 }, signal });
}

export async function listPartners(client: CallClient, query: QueryOf<'listPartners'>, signal?: AbortSignal): Promise<Page<Partner>> {
  return callEndpoint(client, async () => (await endpoints()).listPartners, { query, signal });
}

/** Every recruitment category with its open jobs. */
export async function listRecruitmentCategories(client: CallClient, lang: Language, signal?: AbortSignal): Promise<Page<RecruitmentCategory>> {
  return callEndpoint(client, async () => (await endpoints()).listRecruitmentCategories, { query: { lang, limit: 0, include: 'jobs' }, signal });
}
