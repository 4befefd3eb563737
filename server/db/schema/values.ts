/*
 * The shapes of the catalogue's JSON values and localized columns (catalogue.ts, commerce.ts):
 * a text in every language, an image, a price per currency, a package's sections, statistics,
 * tested traits and report categories, a banner's objects. The schema owns them; the demo seed
 * (server/seed/catalogue/types.ts) writes rows of these shapes and re-exports them.
 */

export const SEED_LANGUAGES = ['en', 'vi', 'th', 'zh'] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];

/** A text in every language of the site. */
export type Localized = Record<SeedLanguage, string>;

/** An image of ours: `src` from the site root ('/images/packages/g-intel.svg'), its intrinsic size, and its alt text. */
export interface SeedImage {
  src: string;
  width: number;
  height: number;
  alt: Localized;
}

/** Prices in whole units of each currency the shop sells in: VND (integer đồng) and USD (dollars, 2 decimals). */
export interface SeedPrice {
  VND: number;
  USD: number;
}

export interface SeedReport {
  /** Unique within the package ('folate-metabolism'). */
  id: string;
  name: Localized;
  /** For a product line with tiers: the package slugs that include this report (1 to 3). */
  packages?: string[];
  /** For g-health cancer reports: the genders the report applies to. */
  genders?: Array<'male' | 'female'>;
}

export interface SeedReportCategory {
  id: string;
  name: Localized;
  reports: SeedReport[];
}

export interface SeedPackageSection {
  /** 'overview', 'how-it-works', 'who-is-it-for', 'whats-in-the-box', 'faq', … */
  key: string;
  title: Localized;
  /** Paragraphs separated by a blank line; plain text, no markup. */
  body: Localized;
}

export interface SeedStatistic {
  /** '120+', '99.9%', '4–6'. */
  value: string;
  label: Localized;
}

export interface SeedTestedTrait {
  name: Localized;
  /** The report category it belongs to (a SeedReportCategory id of the package). */
  categoryId: string;
}

export interface SeedBannerObject {
  objectType: 'image' | 'text' | 'button';
  name: string;
  image?: SeedImage;
  text?: Localized;
  href?: string;
}
