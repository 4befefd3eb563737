import type { z } from 'zod';
import type { ApiClient } from './client';
import { callEndpoint } from './call-endpoint';
import { contentEndpoints } from './contract/content';
import type { Advisor, AdvisorRole, BlogCategory, BlogPost, BlogPostSummary, NewsArticle, NewsArticleSummary, NewsCategory, Partner, RecruitmentCategory } from './contract/content';
import type { Language } from './contract/language';
import type { Page } from './catalogue';

/** The content reads of the Main API (entries in src/api/contract/content.ts); each names the language of its texts. */

type Client = Pick<ApiClient, 'call'>;
type QueryOf<K extends keyof typeof contentEndpoints> = NonNullable<z.input<NonNullable<(typeof contentEndpoints)[K]['request']['query']>>>;

export function listAdvisors(client: Client, query: QueryOf<'listAdvisors'>, signal?: AbortSignal): Promise<Page<Advisor>> {
  return callEndpoint(client, contentEndpoints.listAdvisors, { query, signal });
}

export function listAdvisorRoles(client: Client, lang: Language, signal?: AbortSignal): Promise<Page<AdvisorRole>> {
  return callEndpoint(client, contentEndpoints.listAdvisorRoles, { query: { lang, limit: 0 }, signal });
}

export function listNewsArticles(client: Client, query: QueryOf<'listNewsArticles'>, signal?: AbortSignal): Promise<Page<NewsArticleSummary>> {
  return callEndpoint(client, contentEndpoints.listNewsArticles, { query, signal });
}

export async function getNewsArticle(client: Client, slug: string, lang: Language, signal?: AbortSignal): Promise<NewsArticle> {
  return (await callEndpoint(client, contentEndpoints.retrieveNewsArticle, { params: { slug }, query: { lang }, signal })).data;
}

export function listNewsCategories(client: Client, lang: Language, signal?: AbortSignal): Promise<Page<NewsCategory>> {
  return callEndpoint(client, contentEndpoints.listNewsCategories, { query: { lang, limit: 0 }, signal });
}

export function listBlogPosts(client: Client, query: QueryOf<'listBlogPosts'>, signal?: AbortSignal): Promise<Page<BlogPostSummary>> {
  return callEndpoint(client, contentEndpoints.listBlogPosts, { query, signal });
}

export async function getBlogPost(client: Client, slug: string, lang: Language, signal?: AbortSignal): Promise<BlogPost> {
  return (await callEndpoint(client, contentEndpoints.retrieveBlogPost, { params: { slug }, query: { lang }, signal })).data;
}

export function listBlogCategories(client: Client, lang: Language, signal?: AbortSignal): Promise<Page<BlogCategory>> {
  return callEndpoint(client, contentEndpoints.listBlogCategories, { query: { lang, limit: 0 }, signal });
}

export function listPartners(client: Client, query: QueryOf<'listPartners'>, signal?: AbortSignal): Promise<Page<Partner>> {
  return callEndpoint(client, contentEndpoints.listPartners, { query, signal });
}

/** Every recruitment category with its open jobs. */
export function listRecruitmentCategories(client: Client, lang: Language, signal?: AbortSignal): Promise<Page<RecruitmentCategory>> {
  return callEndpoint(client, contentEndpoints.listRecruitmentCategories, { query: { lang, limit: 0, include: 'jobs' }, signal });
}
