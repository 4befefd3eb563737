import { z } from 'zod';
import { defineEndpoint, pageEnvelope, resourceEnvelope } from './endpoint';
import {
  PUBLIC_READ_DESCRIPTION,
  idListSchema,
  idSchema,
  imageSchema,
  includeSchema,
  isoInstantSchema,
  langQuerySchema,
  listQueryShape,
  namedRefSchema,
  notFoundError,
  publicReadErrors,
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

// ---- news ----------------------------------------------------------------------------------------

export const newsCategorySchema = namedRefSchema.meta({ id: 'NewsCategory' });
export type NewsCategory = z.infer<typeof newsCategorySchema>;

export const newsArticleSummarySchema = z
  .object({
    id: idSchema,
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    publishedAt: isoInstantSchema,
    image: imageSchema,
    source: z.string().meta({ example: 'GeneWell Newsroom' }),
    category: newsCategorySchema,
  })
  .meta({ id: 'NewsArticleSummary' });
export type NewsArticleSummary = z.infer<typeof newsArticleSummarySchema>;

export const newsArticleSchema = z
  .object({ ...newsArticleSummarySchema.shape, body: z.string().meta({ description: 'Plain text; paragraphs separated by a blank line' }) })
  .meta({ id: 'NewsArticle' });
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsArticleListQuerySchema = z.object({
  ...listQueryShape(4),
  category: slugSchema.optional().meta({ description: 'Only articles of this news category (its slug)', example: 'company-news' }),
  excludeIds: idListSchema.optional().meta({ description: 'Leave out these articles (the one being read)' }),
  search: searchSchema,
});

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
    id: idSchema,
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    publishedAt: isoInstantSchema,
    image: imageSchema,
    readingMinutes: z.number().int().min(1),
    category: blogCategorySchema,
    author: blogAuthorSchema,
  })
  .meta({ id: 'BlogPostSummary' });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = z
  .object({ ...blogPostSummarySchema.shape, body: z.string().meta({ description: 'Plain text; paragraphs separated by a blank line' }) })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListQuerySchema = z.object({
  ...listQueryShape(4),
  category: slugSchema.optional().meta({ description: 'Only posts of this blog category (its slug)', example: 'nutrition' }),
  author: z.string().min(1).max(120).optional().meta({ description: "Only posts whose writer's name contains this (accent-insensitive)", example: 'Mai' }),
  doctor: slugSchema.optional().meta({ description: 'Only posts by this advisor (its slug)', example: 'nguyen-thi-mai' }),
  excludeIds: idListSchema.optional().meta({ description: 'Leave out these posts (the one being read)' }),
  search: searchSchema,
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

const read = { api: 'main', method: 'get', tags: ['content'], description: PUBLIC_READ_DESCRIPTION } as const;
const langOnly = z.object({ lang: langQuerySchema });

export const advisorEndpoints = {
  listAdvisors: defineEndpoint({
    ...read,
    path: '/advisors',
    summary: 'Advisors (doctors, geneticists, …): 9 per page by default, by role or searched',
    request: { query: advisorListQuerySchema },
    response: { statuses: { 200: 'A page of advisors' }, body: advisorListSchema },
    errors: publicReadErrors,
  }),
  listAdvisorRoles: defineEndpoint({
    ...read,
    path: '/advisor-roles',
    summary: 'Advisor roles (the role filter of the advisor list)',
    request: { query: z.object({ ...listQueryShape(0) }) },
    response: { statuses: { 200: 'Every role' }, body: advisorRoleListSchema },
    errors: publicReadErrors,
  }),
};

export const newsEndpoints = {
  listNewsArticles: defineEndpoint({
    ...read,
    path: '/news-articles',
    summary: 'News articles, newest first (4 per page by default), by category or searched (best match first)',
    request: { query: newsArticleListQuerySchema },
    response: { statuses: { 200: 'A page of articles' }, body: newsArticleListSchema },
    errors: publicReadErrors,
  }),
  retrieveNewsArticle: defineEndpoint({
    ...read,
    path: '/news-articles/{slug}',
    summary: 'One news article',
    request: { params: slugParamsWith('genewell-laboratory-iso-15189-accreditation'), query: langOnly },
    response: { statuses: { 200: 'The article' }, body: newsArticleResponseSchema },
    errors: { ...publicReadErrors, 404: notFoundError('news article') },
  }),
  listNewsCategories: defineEndpoint({
    ...read,
    path: '/news-categories',
    summary: 'News categories',
    request: { query: z.object({ ...listQueryShape(0) }) },
    response: { statuses: { 200: 'A page of categories' }, body: newsCategoryListSchema },
    errors: publicReadErrors,
  }),
  retrieveNewsCategory: defineEndpoint({
    ...read,
    path: '/news-categories/{slug}',
    summary: 'One news category',
    request: { params: slugParamsWith('company-news'), query: langOnly },
    response: { statuses: { 200: 'The category' }, body: newsCategoryResponseSchema },
    errors: { ...publicReadErrors, 404: notFoundError('news category') },
  }),
};

export const blogEndpoints = {
  listBlogPosts: defineEndpoint({
    ...read,
    path: '/blog-posts',
    summary: 'Blog posts, newest first (4 per page by default): by category, author or doctor, searched (best match first), leaving out exclude_ids',
    request: { query: blogPostListQuerySchema },
    response: { statuses: { 200: 'A page of posts' }, body: blogPostListSchema },
    errors: publicReadErrors,
  }),
  retrieveBlogPost: defineEndpoint({
    ...read,
    path: '/blog-posts/{slug}',
    summary: 'One blog post',
    request: { params: slugParamsWith('blood-sugar-and-your-genes'), query: langOnly },
    response: { statuses: { 200: 'The post' }, body: blogPostResponseSchema },
    errors: { ...publicReadErrors, 404: notFoundError('blog post') },
  }),
  listBlogCategories: defineEndpoint({
    ...read,
    path: '/blog-categories',
    summary: 'Blog categories',
    request: { query: z.object({ ...listQueryShape(0) }) },
    response: { statuses: { 200: 'A page of categories' }, body: blogCategoryListSchema },
    errors: publicReadErrors,
  }),
};

export const partnerEndpoints = {
  listPartners: defineEndpoint({
    ...read,
    path: '/partners',
    summary: 'Partners in one country (US by default), all by default (limit=0)',
    request: { query: partnerListQuerySchema },
    response: { statuses: { 200: 'A page of partners' }, body: partnerListSchema },
    errors: publicReadErrors,
  }),
};

export const recruitmentEndpoints = {
  listRecruitmentCategories: defineEndpoint({
    ...read,
    path: '/recruitment-categories',
    summary: 'Recruitment categories, with their open jobs when include=jobs',
    request: { query: recruitmentCategoryListQuerySchema },
    response: { statuses: { 200: 'A page of categories' }, body: recruitmentCategoryListSchema },
    errors: publicReadErrors,
  }),
  retrieveRecruitmentCategory: defineEndpoint({
    ...read,
    path: '/recruitment-categories/{id}',
    summary: 'One recruitment category, with its open jobs when include=jobs',
    request: { params: recruitmentCategoryParamsSchema, query: z.object({ lang: langQuerySchema, include: includeSchema(recruitmentIncludes) }) },
    response: { statuses: { 200: 'The category' }, body: recruitmentCategoryResponseSchema },
    errors: { ...publicReadErrors, 404: notFoundError('recruitment category') },
  }),
};

/** Every content read of this module. */
export const contentEndpoints = { ...advisorEndpoints, ...newsEndpoints, ...blogEndpoints, ...partnerEndpoints, ...recruitmentEndpoints };
