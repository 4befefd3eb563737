import { z } from 'zod';
import { pageEnvelope, resourceEnvelope } from './endpoint';
import {
  idListSchema,
  idSchema,
  imageSchema,
  includeSchema,
  itemEndpoint,
  isoInstantSchema,
  langQuerySchema,
  listEndpoint,
  listQueryShape,
  namedRefSchema,
  searchSchema,
  slugParamsWith,
  slugSchema,
} from './listing';

/*
 * The site's content on the Main API (spec §2, §7): advisors, news, blog, partners and careers.
 * Every read is public and cached (listing.ts says how paging, include= and languages work);
 * texts are in the one language of the answer.
 */

// ---- advisors ------------------------------------------------------------------------------------

export const advisorRoleSchema = namedRefSchema.meta({ id: 'AdvisorRole', description: 'doctor, geneticist, nutritionist, psychologist' });
export type AdvisorRole = z.infer<typeof advisorRoleSchema>;

export const advisorSchema = z
  .object({
    id: idSchema,
    slug: z.string(),
    name: z.string().meta({ description: 'As the person writes it (not translated)', example: 'TS. BS. Nguyễn Thị Mai' }),
    role: advisorRoleSchema,
    title: z.string(),
    bio: z.string(),
    image: imageSchema,
  })
  .meta({ id: 'Advisor' });
export type Advisor = z.infer<typeof advisorSchema>;

export const advisorListQuerySchema = z.object({
  ...listQueryShape(9),
  role: slugSchema.optional().meta({ description: 'Only advisors of this role (its slug: doctor, geneticist, …)', example: 'doctor' }),
  search: searchSchema,
});

// ---- publications: news articles and blog posts ------------------------------------------------

/** What a news article and a blog post both are: a dated, illustrated text with a summary. */
const publicationShape = { id: idSchema, slug: z.string(), title: z.string(), summary: z.string(), publishedAt: isoInstantSchema, image: imageSchema };

/**
 * A publication list's query: paged (4 by default) and localised, one category (its slug), the
 * list's own `filters`, leaving out the one being read, and searched. `what` names the items.
 */
const publicationListQuery = <F extends z.core.$ZodLooseShape>(what: string, category: { kind: string; example: string }, filters: F) =>
  z.object({
    ...listQueryShape(4),
    category: slugSchema.optional().meta({ description: `Only ${what} of this ${category.kind} category (its slug)`, example: category.example }),
    ...filters,
    excludeIds: idListSchema.optional().meta({ description: `Leave out these ${what} (the one being read)` }),
    search: searchSchema,
  });

/** The whole publication: its summary's fields and the text. */
const withBody = <S extends z.core.$ZodLooseShape>(summary: z.ZodObject<S>, id: string) =>
  z.object({ ...summary.shape, body: z.string().meta({ description: 'Plain text; paragraphs separated by a blank line' }) }).meta({ id });

// ---- news ----------------------------------------------------------------------------------------

export const newsCategorySchema = namedRefSchema.meta({ id: 'NewsCategory' });
export type NewsCategory = z.infer<typeof newsCategorySchema>;

export const newsArticleSummarySchema = z
  .object({
    ...publicationShape,
    source: z.string().meta({ example: 'GeneWell Newsroom' }),
    category: newsCategorySchema,
  })
  .meta({ id: 'NewsArticleSummary' });
export type NewsArticleSummary = z.infer<typeof newsArticleSummarySchema>;

export const newsArticleSchema = withBody(newsArticleSummarySchema, 'NewsArticle');
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsArticleListQuerySchema = publicationListQuery('articles', { kind: 'news', example: 'company-news' }, {});

// ---- blog ------------------------------------------------------------------------------------------

export const blogCategorySchema = namedRefSchema.meta({ id: 'BlogCategory' });
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogAuthorSchema = z
  .object({
    name: z.string().meta({ description: "The writer's name: the advisor's when an advisor wrote it" }),
    advisor: z
      .object({ id: idSchema, slug: z.string(), name: z.string(), title: z.string(), role: advisorRoleSchema, image: imageSchema })
      .nullable()
      .meta({ description: 'The advisor (a doctor, …) who wrote or reviewed it; null for a staff writer' }),
  })
  .meta({ id: 'BlogAuthor' });

export const blogPostSummarySchema = z
  .object({
    ...publicationShape,
    readingMinutes: z.number().int().min(1),
    category: blogCategorySchema,
    author: blogAuthorSchema,
  })
  .meta({ id: 'BlogPostSummary' });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = withBody(blogPostSummarySchema, 'BlogPost');
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListQuerySchema = publicationListQuery('posts', { kind: 'blog', example: 'nutrition' }, {
  author: z.string().min(1).max(120).optional().meta({ description: "Only posts whose writer's name contains this (accent-insensitive)", example: 'Mai' }),
  doctor: slugSchema.optional().meta({ description: 'Only posts by this advisor (its slug)', example: 'nguyen-thi-mai' }),
});

// ---- partners --------------------------------------------------------------------------------------

export const partnerSchema = z
  .object({
    id: idSchema,
    slug: z.string(),
    name: z.string(),
    countryCode: z.string().meta({ description: 'ISO 3166-1 alpha-2', example: 'US' }),
    description: z.string(),
    logo: imageSchema,
    url: z.string(),
  })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof partnerSchema>;

export const partnerListQuerySchema = z.object({
  ...listQueryShape(0),
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional()
    .meta({ description: 'Partners in this country (ISO 3166-1 alpha-2; default US)', example: 'US' }),
});

// ---- recruitment -----------------------------------------------------------------------------------

export const jobSchema = z
  .object({
    id: idSchema,
    slug: z.string(),
    title: z.string(),
    location: z.string(),
    employmentType: z.enum(['full-time', 'part-time', 'contract']),
    description: z.string(),
    postedAt: isoInstantSchema,
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

export const recruitmentIncludes = ['jobs'] as const;

export const recruitmentCategorySchema = z
  .object({
    id: idSchema,
    slug: z.string(),
    name: z.string(),
    jobCount: z.number().int().min(0),
    jobs: z.array(jobSchema).optional().meta({ description: 'include=jobs: newest first' }),
  })
  .meta({ id: 'RecruitmentCategory' });
export type RecruitmentCategory = z.infer<typeof recruitmentCategorySchema>;

export const recruitmentCategoryListQuerySchema = z.object({ ...listQueryShape(0), include: includeSchema(recruitmentIncludes) });
export const recruitmentCategoryParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).meta({ description: 'Recruitment category id', example: 1 }),
});

// ---- envelopes and endpoints -----------------------------------------------------------------------

export const advisorListSchema = pageEnvelope(advisorSchema, 'AdvisorList');
export const advisorRoleListSchema = pageEnvelope(advisorRoleSchema, 'AdvisorRoleList');
export const newsCategoryListSchema = pageEnvelope(newsCategorySchema, 'NewsCategoryList');
export const newsCategoryResponseSchema = resourceEnvelope(newsCategorySchema, 'NewsCategoryResponse');
export const newsArticleListSchema = pageEnvelope(newsArticleSummarySchema, 'NewsArticleList');
export const newsArticleResponseSchema = resourceEnvelope(newsArticleSchema, 'NewsArticleResponse');
export const blogCategoryListSchema = pageEnvelope(blogCategorySchema, 'BlogCategoryList');
export const blogPostListSchema = pageEnvelope(blogPostSummarySchema, 'BlogPostList');
export const blogPostResponseSchema = resourceEnvelope(blogPostSchema, 'BlogPostResponse');
export const partnerListSchema = pageEnvelope(partnerSchema, 'PartnerList');
export const recruitmentCategoryListSchema = pageEnvelope(recruitmentCategorySchema, 'RecruitmentCategoryList');
export const recruitmentCategoryResponseSchema = resourceEnvelope(recruitmentCategorySchema, 'RecruitmentCategoryResponse');

const langOnly = z.object({ lang: langQuerySchema });

export const advisorEndpoints = {
  listAdvisors: listEndpoint('content', { path: '/advisors', query: advisorListQuerySchema, body: advisorListSchema, answers: 'A page of advisors',
    summary: 'Advisors (doctors, geneticists, …): 9 per page by default, by role or searched' }),
  listAdvisorRoles: listEndpoint('content', { path: '/advisor-roles', query: z.object({ ...listQueryShape(0) }), body: advisorRoleListSchema, answers: 'Every role',
    summary: 'Advisor roles (the role filter of the advisor list)' }),
};

export const newsEndpoints = {
  listNewsArticles: listEndpoint('content', { path: '/news-articles', query: newsArticleListQuerySchema, body: newsArticleListSchema, answers: 'A page of articles',
    summary: 'News articles, newest first (4 per page by default), by category or searched (best match first)' }),
  retrieveNewsArticle: itemEndpoint('content', { path: '/news-articles/{slug}', params: slugParamsWith('genewell-laboratory-iso-15189-accreditation'), query: langOnly, body: newsArticleResponseSchema, answers: 'The article', what: 'news article',
    summary: 'One news article' }),
  listNewsCategories: listEndpoint('content', { path: '/news-categories', query: z.object({ ...listQueryShape(0) }), body: newsCategoryListSchema, answers: 'A page of categories',
    summary: 'News categories' }),
  retrieveNewsCategory: itemEndpoint('content', { path: '/news-categories/{slug}', params: slugParamsWith('company-news'), query: langOnly, body: newsCategoryResponseSchema, answers: 'The category', what: 'news category',
    summary: 'One news category' }),
};

export const blogEndpoints = {
  listBlogPosts: listEndpoint('content', { path: '/blog-posts', query: blogPostListQuerySchema, body: blogPostListSchema, answers: 'A page of posts',
    summary: 'Blog posts, newest first (4 per page by default): by category, author or doctor, searched (best match first), leaving out exclude_ids' }),
  retrieveBlogPost: itemEndpoint('content', { path: '/blog-posts/{slug}', params: slugParamsWith('blood-sugar-and-your-genes'), query: langOnly, body: blogPostResponseSchema, answers: 'The post', what: 'blog post',
    summary: 'One blog post' }),
  listBlogCategories: listEndpoint('content', { path: '/blog-categories', query: z.object({ ...listQueryShape(0) }), body: blogCategoryListSchema, answers: 'A page of categories',
    summary: 'Blog categories' }),
};

export const partnerEndpoints = {
  listPartners: listEndpoint('content', { path: '/partners', query: partnerListQuerySchema, body: partnerListSchema, answers: 'A page of partners',
    summary: 'Partners in one country (US by default), all by default (limit=0)' }),
};

export const recruitmentEndpoints = {
  listRecruitmentCategories: listEndpoint('content', { path: '/recruitment-categories', query: recruitmentCategoryListQuerySchema, body: recruitmentCategoryListSchema, answers: 'A page of categories',
    summary: 'Recruitment categories, with their open jobs when include=jobs' }),
  retrieveRecruitmentCategory: itemEndpoint('content', { path: '/recruitment-categories/{id}', params: recruitmentCategoryParamsSchema, query: z.object({ lang: langQuerySchema, include: includeSchema(recruitmentIncludes) }), body: recruitmentCategoryResponseSchema, answers: 'The category', what: 'recruitment category',
    summary: 'One recruitment category, with its open jobs when include=jobs' }),
};

/** Every content read of this module. */
export const contentEndpoints = { ...advisorEndpoints, ...newsEndpoints, ...blogEndpoints, ...partnerEndpoints, ...recruitmentEndpoints };
