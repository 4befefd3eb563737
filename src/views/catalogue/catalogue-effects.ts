import { fromPromise } from 'xstate';
import { getProductCategory, getProductPackage, listProductCategories, listProductPackages, listPromotionPositions, listTestimonials } from '../../api/catalogue';
import type { Page } from '../../api/catalogue';
import { listAdvisors, listBlogPosts, listNewsArticles } from '../../api/content';
import type { Banner, ProductCategory, ProductPackage, PromotionPosition, Testimonial } from '../../api/contract/catalogue';
import type { Advisor, BlogPostSummary, NewsArticleSummary } from '../../api/contract/content';
import { liveApiSession } from '../../api/api-session';
import { mainApi } from '../../api/main-api';
import { publicReads } from '../../api/request-cache';
import type { RequestCache } from '../../api/request-cache';
import { DEFAULT_LANGUAGE, isLanguage, toLanguage as languageOf } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import { createContentItemMachine } from '../../machines/content-item/content-item.machine';
import type { ContentItemInput } from '../../machines/content-item/content-item.machine';
import { trackShopEventOf } from '../shared/analytics';

/**
 * The catalogue pages' machines with their Main API reads (one content-item machine per page
 * kind, built once here: a hook given the same definition keeps its actor across renders).
 *
 * The reads of the pages whose route starts them before the page's code has loaded (the loaders
 * of src/router.tsx and catalogue-routes.ts: readHome, readPackage) are here too: the route's
 * loader and the page's machine both call them, and share one request (api/request-cache.ts).
 * Public texts only, keyed by their language; prices come in every currency, so a currency
 * change needs no new read.
 */

/** How many of each the home shows (the spec's default page sizes). */
const PAGE_SIZES = { categories: 4, testimonials: 3, news: 4 } as const;

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

export { toLanguage as languageOf } from '../../i18n/languages';

/** A content-item machine whose `load` is `read`; `loaded` (the analytics' view events) runs each time the page shows its content. */
function itemLogic<T>(read: (input: ContentItemInput & { lang: Language }, signal: AbortSignal) => Promise<T>, loaded?: (content: T) => void) {
  return createContentItemMachine<T>().provide({
    actors: {
      load: fromPromise<T, ContentItemInput>(({ input, signal }) => read({ ...input, lang: languageOf(input.language) }, signal)),
    },
    actions: {
      // The page shows the content (read now, or already at hand from the server's first screen).
      shown: (_, { content }) => {
        if (content !== null) loaded?.(content);
      },
    },
  });
}

/** The catalogue home (readHome: the request the route's loader may have started already). */
export const homeLogic = itemLogic<HomeContent>(
  ({ lang }) => readHome(lang),
  (home) => trackShopEventOf((events, currency) => events.viewItemListEvent(events.ITEM_LISTS.homeBestSellers, home.bestSellers, currency)),
);

/** A package with everything its page shows. */
export const packageLogic = itemLogic<ProductPackage>(
  ({ key, lang }) => readPackage(key, lang),
  (item) => trackShopEventOf((events, currency) => events.viewItemEvent(item, currency)),
);

export interface CategoryContent {
  category: ProductCategory;
  packages: ProductPackage[];
}

/** A category and its packages. */
export const categoryLogic = itemLogic<CategoryContent>(async ({ key, lang }, signal) => {
  const api = mainApi();
  const category = await getProductCategory(api, key, lang, signal);
  const packages = await listProductPackages(api, { lang, limit: 0, categoryIds: String(category.id) }, signal);
  return { category, packages: packages.data };
}, ({ category, packages }) => trackShopEventOf((events, currency) => events.viewItemListEvent(events.ITEM_LISTS.category(category), packages, currency)));

export interface ShopContent {
  categories: ProductCategory[];
  packages: ProductPackage[];
}

/** Every category with its packages (the shop). */
export const shopLogic = itemLogic<ShopContent>(async ({ lang }, signal) => {
  const api = mainApi();
  const [categories, packages] = await Promise.all([listProductCategories(api, { lang, limit: 0 }, signal), listProductPackages(api, { lang, limit: 0 }, signal)]);
  return { categories: categories.data, packages: packages.data };
}, (shop) => trackShopEventOf((events, currency) => events.viewItemListEvent(events.ITEM_LISTS.shop, shopPackagesShown(shop), currency)));

/** The shop's packages in the order its page shows them: category by category. */
export function shopPackagesShown({ categories, packages }: ShopContent): ProductPackage[] {
  return categories.flatMap((category) => packages.filter((item) => item.categories.some((each) => each.id === category.id)));
}

export interface PromotionsContent {
  positions: PromotionPosition[];
  packages: ProductPackage[];
}

/** The banners shown now and the packages on promotion. */
export const promotionsLogic = itemLogic<PromotionsContent>(async ({ lang }, signal) => {
  const api = mainApi();
  const [positions, packages] = await Promise.all([
    listPromotionPositions(api, { lang, include: 'current_banner', limit: 0 }, signal),
    listProductPackages(api, { lang, limit: 0 }, signal),
  ]);
  return { positions: positions.data.filter((position) => position.currentBanner), packages: packages.data.filter((item) => item.promotionalPriceByCurrencies !== null) };
});

/** How many of each kind the search page shows. */
export const SEARCH_LIMIT = 4;

export interface SearchContent {
  packages: Page<ProductPackage>;
  news: Page<NewsArticleSummary>;
  blog: Page<BlogPostSummary>;
  advisors: Page<Advisor>;
}

/** A search across packages, news, blog posts and advisors (accent-insensitive on the server). */
export const searchLogic = itemLogic<SearchContent>(async ({ key, lang }, signal) => {
  const api = mainApi();
  const empty = { data: [], meta: { page: 1, limit: SEARCH_LIMIT, total: 0 } };
  if (!key) return { packages: empty, news: empty, blog: empty, advisors: empty };
  const query = { lang, search: key, limit: SEARCH_LIMIT };
  const [packages, news, blog, advisors] = await Promise.all([
    listProductPackages(api, query, signal),
    listNewsArticles(api, query, signal),
    listBlogPosts(api, query, signal),
    listAdvisors(api, query, signal),
  ]);
  return { packages, news, blog, advisors };
}, ({ packages }) => trackShopEventOf((events, currency) => events.viewItemListEvent(events.ITEM_LISTS.searchResults, packages.data, currency)));
