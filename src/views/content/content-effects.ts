import { fromPromise } from 'xstate';
import { getBlogPost, getNewsArticle, listAdvisorRoles, listAdvisors, listBlogCategories, listBlogPosts, listNewsArticles, listNewsCategories, listPartners, listRecruitmentCategories } from '../../api/content';
import type { Advisor, AdvisorRole, BlogCategory, BlogPost, BlogPostSummary, NewsArticle, NewsArticleSummary, NewsCategory, Partner, RecruitmentCategory } from '../../api/contract/content';
import { mainApi } from '../../api/main-api';
import type { Language } from '../../i18n/languages';
import { createContentItemMachine } from '../../machines/content-item/content-item.machine';
import type { ContentItemInput } from '../../machines/content-item/content-item.machine';
import type { PageRequest } from '../../machines/content-list/content-list.machine';
import { toLanguage as languageOf } from '../../i18n/languages';
import type { ListSpec } from './content-list-effects';

/**
 * The content pages' machines with their Main API reads: the list pages' specs (page size,
 * filters, the call), and a content-item machine per article page and filter list.
 */

function itemLogic<T>(read: (input: ContentItemInput & { lang: Language }, signal: AbortSignal) => Promise<T>) {
  return createContentItemMachine<T>().provide({
    actors: { load: fromPromise<T, ContentItemInput>(({ input, signal }) => read({ ...input, lang: languageOf(input.language) }, signal)) },
  });
}

/** Default page sizes of the spec. */
const PAGE_SIZES = { advisors: 9, news: 4, blog: 4 } as const;

/** The paging and search of a list request, as every list call takes them. */
const paging = (request: PageRequest) => ({
  lang: languageOf(request.language),
  page: request.page,
  limit: request.limit,
  ...(request.search ? { search: request.search } : {}),
});

export const newsListSpec: ListSpec<NewsArticleSummary> = {
  pageSize: PAGE_SIZES.news,
  filterNames: ['category'],
  fetchPage: (request, signal) => listNewsArticles(mainApi(), { ...paging(request), category: request.filters.category }, signal),
};

export const blogListSpec: ListSpec<BlogPostSummary> = {
  pageSize: PAGE_SIZES.blog,
  filterNames: ['category', 'doctor'],
  fetchPage: (request, signal) => listBlogPosts(mainApi(), { ...paging(request), category: request.filters.category, doctor: request.filters.doctor }, signal),
};

export const advisorListSpec: ListSpec<Advisor> = {
  pageSize: PAGE_SIZES.advisors,
  filterNames: ['role'],
  fetchPage: (request, signal) => listAdvisors(mainApi(), { ...paging(request), role: request.filters.role }, signal),
};

/** Partners of one country; US when the URL names none. The countries of the demo partners: the API lists no countries (yet). */
export const PARTNER_COUNTRIES = ['US', 'VN', 'SG', 'JP', 'KR', 'DE', 'TH'] as const;

export const partnerListSpec: ListSpec<Partner> = {
  pageSize: 12,
  filterNames: ['country'],
  defaults: { country: 'US' },
  fetchPage: (request, signal) => {
    const { search: _search, ...query } = paging(request);
    return listPartners(mainApi(), { ...query, countryCode: request.filters.country }, signal);
  },
};

export const newsFiltersLogic = itemLogic<NewsCategory[]>(async ({ lang }, signal) => (await listNewsCategories(mainApi(), lang, signal)).data);

export interface BlogFilters {
  categories: BlogCategory[];
  doctors: Advisor[];
}

export const blogFiltersLogic = itemLogic<BlogFilters>(async ({ lang }, signal) => {
  const [categories, doctors] = await Promise.all([listBlogCategories(mainApi(), lang, signal), listAdvisors(mainApi(), { lang, role: 'doctor', limit: 0 }, signal)]);
  return { categories: categories.data, doctors: doctors.data };
});

export const advisorRolesLogic = itemLogic<AdvisorRole[]>(async ({ lang }, signal) => (await listAdvisorRoles(mainApi(), lang, signal)).data);

export interface ArticleContent<T, S> {
  article: T;
  more: S[];
}

/** A news article and the latest others. */
export const newsArticleLogic = itemLogic<ArticleContent<NewsArticle, NewsArticleSummary>>(async ({ key, lang }, signal) => {
  const article = await getNewsArticle(mainApi(), key, lang, signal);
  const more = await listNewsArticles(mainApi(), { lang, limit: 3, excludeIds: String(article.id) }, signal);
  return { article, more: more.data };
});

/** A blog post and other posts of its category. */
export const blogPostLogic = itemLogic<ArticleContent<BlogPost, BlogPostSummary>>(async ({ key, lang }, signal) => {
  const article = await getBlogPost(mainApi(), key, lang, signal);
  const more = await listBlogPosts(mainApi(), { lang, limit: 3, category: article.category.slug, excludeIds: String(article.id) }, signal);
  return { article, more: more.data };
});

export const careersLogic = itemLogic<RecruitmentCategory[]>(async ({ lang }, signal) => (await listRecruitmentCategories(mainApi(), lang, signal)).data);
