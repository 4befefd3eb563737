import { getProductPackage, listProductCategories, listProductPackages, listPromotionPositions, listTestimonials } from '../../api/catalogue';
import { listNewsArticles } from '../../api/content';
import type { Banner, ProductCategory, ProductPackage, Testimonial } from '../../api/contract/catalogue';
import type { NewsArticleSummary } from '../../api/contract/content';
import { liveApiSession } from '../../api/api-session';
import { mainApi } from '../../api/main-api';
import { publicReads } from '../../api/request-cache';
import type { RequestCache } from '../../api/request-cache';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';

/**
 * The Main API reads of the pages whose route starts them before the page's code has loaded
 * (the loaders of src/router.tsx and catalogue-routes.ts): the route's loader and the page's
 * machine (catalogue-effects.ts) both call these, and share one request (api/request-cache.ts).
 * Public texts only, keyed by their language; prices come in every currency, so a currency
 * change needs no new read.
 */

/** Default page sizes of the spec. */
export const PAGE_SIZES = { advisors: 9, news: 4, blog: 4, categories: 4, testimonials: 3 } as const;

export interface HomeContent {
  banner: Banner | null;
  categories: ProductCategory[];
  bestSellers: ProductPackage[];
  testimonials: Testimonial[];
  news: NewsArticleSummary[];
}

/** The catalogue home: the home-hero banner, categories, best sellers, 3 testimonials, the 4 latest news. */
export function readHome(lang: Language, cache: RequestCache = publicReads): Promise<HomeContent> {
  return cache.share(homeKey(lang), async () => {
    const api = mainApi();
    const [positions, categories, packages, testimonials, news] = await Promise.all([
      listPromotionPositions(api, { lang, search: 'home-hero', include: 'current_banner', limit: 1 }),
      listProductCategories(api, { lang, limit: PAGE_SIZES.categories }),
      listProductPackages(api, { lang, limit: 0, bestSelling: 'true' }),
      listTestimonials(api, { lang, limit: PAGE_SIZES.testimonials }),
      listNewsArticles(api, { lang, limit: PAGE_SIZES.news }),
    ]);
    return {
      banner: positions.data.find((position) => position.name === 'home-hero')?.currentBanner ?? null,
      categories: categories.data,
      bestSellers: packages.data,
      testimonials: testimonials.data,
      news: news.data,
    };
  });
}

/** A package with everything its page shows. */
export function readPackage(slug: string, lang: Language, cache: RequestCache = publicReads): Promise<ProductPackage> {
  return cache.share(packageKey(slug, lang), () => getProductPackage(mainApi(), slug, lang));
}

const homeKey = (lang: Language) => `home:${lang}`;
const packageKey = (slug: string, lang: Language) => `package:${slug}:${lang}`;

/** The home's content if it is at hand (the server's first screen, a read a moment ago): the page shows it at once. */
export const knownHome = (lang: Language, cache: RequestCache = publicReads): HomeContent | null => cache.settled<HomeContent>(homeKey(lang)) ?? null;

/** A package if it is at hand (the server's first screen, a read a moment ago): its page shows it at once. */
export const knownPackage = (slug: string, lang: Language, cache: RequestCache = publicReads): ProductPackage | null => cache.settled<ProductPackage>(packageKey(slug, lang)) ?? null;

/** The language the page will ask in: the settings' (the API session reads it), as the page's useLanguage does. */
export function pageLanguage(): Language {
  const language = liveApiSession.getLanguage();
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * A loader's start of a read: in the browser it only warms the cache and never holds the page;
 * the page's machine reports any failure. On the server (`firstScreenLanguage`: the language of
 * the first screen being drawn, src/entry-server.tsx) the loader waits for it, so the first
 * screen shows the content; a failure there leaves the page in its loading state.
 */
export function prefetch(read: (lang: Language) => Promise<unknown>, firstScreenLanguage?: Language): Promise<void> | undefined {
  if (firstScreenLanguage) return read(firstScreenLanguage).then(
    () => {},
    () => {},
  );
  read(pageLanguage()).catch(() => {});
  return undefined;
}
