/*
 * The shape of the demo catalogue and content (server/seed/catalogue/data/*.ts): what the seed
 * loads into the database for the Main API to serve. Every text a reader sees is given in the four
 * languages; names of people and brands are not translated. Images are our own SVG files under
 * public/images/<folder>/, referred to by their path from the site root with their size, so a page
 * can reserve the space before the image arrives.
 */

import { SEED_LANGUAGES } from '../../db/schema/values';
import type { Localized, SeedImage, SeedPrice, SeedReport, SeedReportCategory, SeedPackageSection, SeedStatistic, SeedTestedTrait, SeedBannerObject, SeedLanguage } from '../../db/schema/values';

export { SEED_LANGUAGES };
export type { Localized, SeedImage, SeedPrice, SeedReport, SeedReportCategory, SeedPackageSection, SeedStatistic, SeedTestedTrait, SeedBannerObject, SeedLanguage };

// ---- catalogue -----------------------------------------------------------------------------

export type AgeGroupSlug = 'adults' | 'kids';

export interface SeedAgeGroup {
  slug: AgeGroupSlug;
  name: Localized;
}

/** What a customer wants from a test ('weight-management', 'child-development', 'cancer-risk', …): a filter of the package list. */
export interface SeedDemand {
  slug: string;
  name: Localized;
}

export interface SeedProductCategory {
  /** 'genetic-tests-adults', 'genetic-tests-kids', 'health-screening', 'consultations'. */
  slug: string;
  name: Localized;
  description: Localized;
  image: SeedImage;
  sortOrder: number;
}

export interface SeedProductPackage {
  /** The ids of the spec: g-intel, g-care, g-pro, g-intel-kid, g-kid-care, g-kid-pro, g-health, consultation-session-15-min … -120-min. */
  slug: string;
  categorySlug: string;
  ageGroup: AgeGroupSlug;
  demandSlugs: string[];
  name: Localized;
  /** One sentence for cards and previews (also the meta description). */
  summary: Localized;
  price: SeedPrice;
  /** Lower than `price` when on promotion. */
  promotionalPrice?: SeedPrice;
  /** A promotion code shown with the package ('GINTEL10'), if any. */
  promotionCode?: string;
  isBestSeller: boolean;
  /** Three to five short selling points. */
  bestSellingDescriptionList: Localized[];
  /** The other tiers of the same line (g-intel ↔ g-care ↔ g-pro). */
  siblingSlugs: string[];
  relatedSlugs: string[];
  thumbnails: SeedImage[];
  sections: SeedPackageSection[];
  statistics: SeedStatistic[];
  testedTraits: SeedTestedTrait[];
  reportCategories: SeedReportCategory[];
  /** Consultation sessions only. */
  durationMinutes?: number;
  /** A test package's free doctor consultation, in minutes: the cart does not suggest a paid one as long or shorter. */
  includedConsultationMinutes?: number;
  sortOrder: number;
}

export interface SeedTestimonial {
  id: string;
  /** The customer's name as they agreed to show it ('Chị Lan, Hà Nội'). */
  name: string;
  location: Localized;
  quote: Localized;
  rating: 1 | 2 | 3 | 4 | 5;
  productCategorySlug: string;
  packageSlug?: string;
  image?: SeedImage;
}

export interface SeedBanner {
  id: string;
  /** ISO 8601 instants: the banner is current between them. */
  startsAt: string;
  endsAt: string;
  /** CSS properties for the banner box (camelCase names, string values). */
  style: Record<string, string>;
  /** Overrides from a viewport width up (px). */
  viewportSettings: Array<{ breakpoint: number; style: Record<string, string> }>;
  objects: SeedBannerObject[];
}

export interface SeedPromotionPosition {
  /** 'home-hero', 'home-middle', 'catalogue-top', 'kid-quiz-result'. */
  name: string;
  description: Localized;
  banners: SeedBanner[];
}

// ---- content -------------------------------------------------------------------------------

export interface SeedNewsCategory {
  slug: string;
  name: Localized;
}

/** What a news article and a blog post both have. */
export interface SeedArticle {
  slug: string;
  categorySlug: string;
  title: Localized;
  summary: Localized;
  /** Paragraphs separated by a blank line; plain text. */
  body: Localized;
  /** ISO 8601 instant. */
  publishedAt: string;
  image: SeedImage;
}

export interface SeedNewsArticle extends SeedArticle {
  /** The publication or our newsroom ('GeneWell Newsroom', 'VnExpress'). */
  source: string;
}

export type SeedBlogCategory = SeedNewsCategory;

export interface SeedBlogPost extends SeedArticle {
  /** A staff writer's name, when not written by an advisor. */
  authorName?: string;
  /** The advisor (a doctor, a geneticist, …) who wrote or reviewed it: a SeedAdvisor slug. */
  advisorSlug?: string;
  readingMinutes: number;
}

export interface SeedAdvisorRole {
  /** 'doctor', 'geneticist', 'nutritionist', 'psychologist'. */
  slug: string;
  name: Localized;
}

export interface SeedAdvisor {
  slug: string;
  /** As the person writes it ('TS. BS. Nguyễn Thị Mai'), not translated. */
  name: string;
  roleSlug: string;
  title: Localized;
  bio: Localized;
  image: SeedImage;
  sortOrder: number;
}

export interface SeedPartner {
  slug: string;
  name: string;
  /** ISO 3166-1 alpha-2 ('US', 'VN', 'SG', …). */
  countryCode: string;
  description: Localized;
  logo: SeedImage;
  url: string;
}

export interface SeedJob {
  slug: string;
  title: Localized;
  location: Localized;
  employmentType: 'full-time' | 'part-time' | 'contract';
  description: Localized;
  postedAt: string;
}

export interface SeedRecruitmentCategory {
  /** A small integer: the spec reads a category by id. */
  id: number;
  slug: string;
  name: Localized;
  jobs: SeedJob[];
}

/** Everything the catalogue seed loads. */
export interface SeedCatalogue {
  ageGroups: SeedAgeGroup[];
  demands: SeedDemand[];
  productCategories: SeedProductCategory[];
  productPackages: SeedProductPackage[];
  testimonials: SeedTestimonial[];
  promotionPositions: SeedPromotionPosition[];
  newsCategories: SeedNewsCategory[];
  newsArticles: SeedNewsArticle[];
  blogCategories: SeedBlogCategory[];
  blogPosts: SeedBlogPost[];
  advisorRoles: SeedAdvisorRole[];
  advisors: SeedAdvisor[];
  partners: SeedPartner[];
  recruitmentCategories: SeedRecruitmentCategory[];
}
