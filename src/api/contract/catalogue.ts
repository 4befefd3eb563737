import { z } from 'zod';
import { checkpointListSchema } from './checkpoints';
import { pricesSchema } from './prices';
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
  slugParamsSchema,
  slugParamsWith,
} from './listing';

/*
 * The shop's catalogue on the Main API (spec §3, §7): product categories, packages, age groups,
 * demands, testimonials and promotion positions with their banners. Currencies are currency.ts.
 * Every read is public and cached (listing.ts says how paging, include= and languages work);
 * texts are in the one language of the answer.
 */

// ---- shared pieces ---------------------------------------------------------------------------

// The shop's currencies and a price in each: prices.ts (a module of its own, so a contract that
// only shows a price, such as the consultations', does not build the catalogue's schemas).
export { moneySchema, pricesSchema, shopCurrencies } from './prices';
export type { Prices, ShopCurrency } from './prices';

// ---- product categories --------------------------------------------------------------------

export const productCategorySchema = z
  .object({
    id: idSchema,
    slug: z.string().meta({ example: 'genetic-tests-adults' }),
    name: z.string(),
    description: z.string(),
    image: imageSchema,
    packageCount: z.number().int().min(0).meta({ description: 'Packages in the category' }),
  })
  .meta({ id: 'ProductCategory' });
export type ProductCategory = z.infer<typeof productCategorySchema>;

export const productCategoryListQuerySchema = z.object({ ...listQueryShape(4) });

// ---- age groups and demands (the package filters) -----------------------------------------------

export const ageGroupSchema = namedRefSchema.meta({ id: 'AgeGroup', description: 'adults or kids' });
export const demandSchema = namedRefSchema.meta({ id: 'Demand', description: 'What a customer wants from a test: a filter of the package list' });
export type AgeGroup = z.infer<typeof ageGroupSchema>;
export type Demand = z.infer<typeof demandSchema>;

export const filterListQuerySchema = z.object({ ...listQueryShape(0) });

// ---- product packages ------------------------------------------------------------------------

export const packageIncludes = ['thumbnail_images', 'sections', 'statistics', 'tested_traits', 'related_packages'] as const;
export type PackageInclude = (typeof packageIncludes)[number];

export const packageRefSchema = z.object({ id: idSchema, slug: z.string(), name: z.string() }).meta({ id: 'PackageRef' });

export const reportSchema = z
  .object({
    id: z.string().meta({ example: 'folate-metabolism' }),
    name: z.string(),
    packages: z.array(z.string()).nullable().meta({ description: 'Slugs of the packages of the line that include this report (1 to 3); null when it is not tiered' }),
    genders: z.array(z.enum(['male', 'female'])).nullable().meta({ description: 'The genders the report applies to (g-health cancer reports); null for all' }),
  })
  .meta({ id: 'PackageReport' });

export const reportCategorySchema = z
  .object({ id: z.string(), name: z.string(), reports: z.array(reportSchema) })
  .meta({ id: 'PackageReportCategory' });

export const packageSectionSchema = z
  .object({
    key: z.string().meta({ example: 'overview' }),
    title: z.string(),
    body: z.string().meta({ description: 'Plain text; paragraphs separated by a blank line' }),
  })
  .meta({ id: 'PackageSection' });

export const statisticSchema = z.object({ value: z.string().meta({ example: '120+' }), label: z.string() }).meta({ id: 'PackageStatistic' });

export const testedTraitSchema = z
  .object({ name: z.string(), categoryId: z.string().meta({ description: 'The report category it belongs to' }) })
  .meta({ id: 'PackageTestedTrait' });

/** What a card shows: related packages, search results. */
export const packageSummarySchema = z
  .object({
    id: idSchema,
    slug: z.string().meta({ example: 'g-intel' }),
    name: z.string(),
    summary: z.string(),
    image: imageSchema.nullable().meta({ description: 'The first thumbnail' }),
    priceByCurrencies: pricesSchema,
    promotionalPriceByCurrencies: pricesSchema.nullable().meta({ description: 'Lower than the price while on promotion; null otherwise' }),
    isBestSeller: z.boolean(),
  })
  .meta({ id: 'ProductPackageSummary' });
export type ProductPackageSummary = z.infer<typeof packageSummarySchema>;

export const productPackageSchema = z
  .object({
    ...packageSummarySchema.shape,
    categories: z.array(namedRefSchema),
    ageGroup: namedRefSchema,
    demands: z.array(namedRefSchema),
    promotionCode: z.string().nullable().meta({ example: 'GINTEL10' }),
    bestSellingDescriptionList: z.array(z.string()).meta({ description: 'Three to five short selling points' }),
    siblings: z.array(packageRefSchema).meta({ description: 'The other tiers of the same line' }),
    reportCategories: z.array(reportCategorySchema),
    durationMinutes: z.number().int().nullable().meta({ description: 'Consultation sessions only' }),
    thumbnailImages: z.array(imageSchema).optional().meta({ description: 'include=thumbnail_images' }),
    sections: z.array(packageSectionSchema).optional().meta({ description: 'include=sections' }),
    statistics: z.array(statisticSchema).optional().meta({ description: 'include=statistics' }),
    testedTraits: z.array(testedTraitSchema).optional().meta({ description: 'include=tested_traits' }),
    relatedPackages: z.array(packageSummarySchema).optional().meta({ description: 'include=related_packages' }),
  })
  .meta({ id: 'ProductPackage' });
export type ProductPackage = z.infer<typeof productPackageSchema>;

export const productPackageListQuerySchema = z.object({
  ...listQueryShape(0),
  ageGroupIds: idListSchema.optional().meta({ description: 'Only packages of these age groups (comma-separated ids)' }),
  demandIds: idListSchema.optional().meta({ description: 'Only packages meeting any of these demands' }),
  categoryIds: idListSchema.optional().meta({ description: 'Only packages of these categories' }),
  bestSelling: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'true: only the best sellers (the catalogue home shows them); false: only the others; absent: both', example: 'true' }),
  search: searchSchema,
  include: includeSchema(packageIncludes),
});

export const productPackageQuerySchema = z.object({ lang: langQuerySchema, include: includeSchema(packageIncludes) });

// ---- testimonials ---------------------------------------------------------------------------

export const testimonialSchema = z
  .object({
    id: idSchema,
    name: z.string().meta({ description: "The customer's name as they agreed to show it", example: 'Chị Lan' }),
    location: z.string(),
    quote: z.string(),
    rating: z.number().int().min(1).max(5),
    productCategoryId: idSchema,
    packageSlug: z.string().nullable(),
    image: imageSchema.nullable(),
  })
  .meta({ id: 'Testimonial' });
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialListQuerySchema = z.object({
  ...listQueryShape(3),
  productCategoryId: z.coerce.number().int().min(1).max(2_147_483_647).optional().meta({ description: 'Only testimonials about this category', example: 1 }),
});

// ---- promotion positions and banners ---------------------------------------------------------------

const styleSchema = z.record(z.string(), z.string()).meta({ description: 'CSS properties (camelCase names) of the banner box', example: { backgroundColor: '#0b6e4f' } });

export const bannerObjectSchema = z
  .object({
    objectType: z.enum(['image', 'text', 'button']),
    name: z.string(),
    image: imageSchema.nullable(),
    text: z.string().nullable(),
    href: z.string().nullable(),
  })
  .meta({ id: 'BannerObject' });

export const bannerSchema = z
  .object({
    id: idSchema,
    startsAt: isoInstantSchema,
    endsAt: isoInstantSchema,
    style: styleSchema,
    viewportSettings: z.array(z.object({ breakpoint: z.number().int().min(0), style: styleSchema })).meta({ description: 'Overrides from a viewport width up (px)' }),
    objects: z.array(bannerObjectSchema),
    countdown: checkpointListSchema
      .optional()
      .meta({ description: "The campaign's countdown checkpoints (server configuration BANNER_CHECKPOINTS): the banner counts down to the next timer-enabled one still to start, and shows no timer when every one is past" }),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof bannerSchema>;

export const promotionPositionIncludes = ['current_banner'] as const;

export const promotionPositionSchema = z
  .object({
    id: idSchema,
    name: z.string().meta({ example: 'home-hero' }),
    description: z.string(),
    currentBanner: bannerSchema.nullable().optional().meta({ description: 'include=current_banner: the banner shown now (null when none is)' }),
  })
  .meta({ id: 'PromotionPosition' });
export type PromotionPosition = z.infer<typeof promotionPositionSchema>;

export const promotionPositionListQuerySchema = z.object({
  ...listQueryShape(0),
  search: z.string().max(120).optional().meta({ description: 'Positions whose name contains this (home-hero)', example: 'home-hero' }),
  include: includeSchema(promotionPositionIncludes),
});

// ---- envelopes and endpoints ----------------------------------------------------------------------

export const productCategoryListSchema = pageEnvelope(productCategorySchema, 'ProductCategoryList');
export const productCategoryResponseSchema = resourceEnvelope(productCategorySchema, 'ProductCategoryResponse');
export const ageGroupListSchema = pageEnvelope(ageGroupSchema, 'AgeGroupList');
export const demandListSchema = pageEnvelope(demandSchema, 'DemandList');
export const productPackageListSchema = pageEnvelope(productPackageSchema, 'ProductPackageList');
export const productPackageResponseSchema = resourceEnvelope(productPackageSchema, 'ProductPackageResponse');
export const testimonialListSchema = pageEnvelope(testimonialSchema, 'TestimonialList');
export const promotionPositionListSchema = pageEnvelope(promotionPositionSchema, 'PromotionPositionList');


export const productCategoryEndpoints = {
  listProductCategories: listEndpoint('catalogue', { path: '/product-categories', query: productCategoryListQuerySchema, body: productCategoryListSchema, answers: 'A page of categories',
    summary: 'Product categories, in display order (4 per page by default)' }),
  retrieveProductCategory: itemEndpoint('catalogue', { path: '/product-categories/{slug}', params: slugParamsWith('genetic-tests-adults'), query: z.object({ lang: langQuerySchema }), body: productCategoryResponseSchema, answers: 'The category', what: 'product category',
    summary: 'One product category' }),
};

export const packageFilterEndpoints = {
  listAgeGroups: listEndpoint('catalogue', { path: '/age-groups', query: filterListQuerySchema, body: ageGroupListSchema, answers: 'Every age group',
    summary: 'Age groups (the age_group_ids filter of the package list)' }),
  listDemands: listEndpoint('catalogue', { path: '/demands', query: filterListQuerySchema, body: demandListSchema, answers: 'Every demand',
    summary: 'Demands (the demand_ids filter of the package list)' }),
};

export const productPackageEndpoints = {
  listProductPackages: listEndpoint('catalogue', { path: '/product-packages', query: productPackageListQuerySchema, body: productPackageListSchema, answers: 'A page of packages',
    summary: 'Product packages: filtered, searched (accent-insensitive, best match first) or in display order; all by default (limit=0)' }),
  retrieveProductPackage: itemEndpoint('catalogue', { path: '/product-packages/{slug}', params: slugParamsSchema, query: productPackageQuerySchema, body: productPackageResponseSchema, answers: 'The package', what: 'product package',
    summary: 'One product package, with the relations `include` names' }),
};

export const testimonialEndpoints = {
  listTestimonials: listEndpoint('catalogue', { path: '/testimonials', query: testimonialListQuerySchema, body: testimonialListSchema, answers: 'A page of testimonials',
    summary: 'Customer testimonials (3 per page by default), optionally about one product category' }),
};

export const promotionPositionEndpoints = {
  listPromotionPositions: listEndpoint('catalogue', { path: '/promotion-positions', query: promotionPositionListQuerySchema, body: promotionPositionListSchema, answers: 'A page of positions',
    summary: 'Promotion positions (home-hero, …), with the banner shown now when include=current_banner' }),
};

/** Every catalogue read of this module (currencies: currency.ts). */
export const catalogueEndpoints = {
  ...productCategoryEndpoints,
  ...packageFilterEndpoints,
  ...productPackageEndpoints,
  ...testimonialEndpoints,
  ...promotionPositionEndpoints,
};
