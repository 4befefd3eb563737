import { fromPromise } from 'xstate';
import { getProductCategory, listProductCategories, listProductPackages, listPromotionPositions } from '../../api/catalogue';
import type { Page } from '../../api/catalogue';
import { listAdvisors, listBlogPosts, listNewsArticles } from '../../api/content';
import type { ProductCategory, ProductPackage, PromotionPosition } from '../../api/contract/catalogue';
import type { Advisor, BlogPostSummary, NewsArticleSummary } from '../../api/contract/content';
import { mainApi } from '../../api/main-api';
import { toLanguage as languageOf } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import { createContentItemMachine } from '../../machines/content-item/content-item.machine';
import { readHome, readPackage } from './catalogue-reads';
import type { HomeContent } from './catalogue-reads';
import { chosenCurrency, trackShopEvent } from '../shop/analytics-effects';
import { ITEM_LISTS, viewItemEvent, viewItemListEvent } from '../shop/shop-analytics';
import type { ContentItemInput } from '../../machines/content-item/content-item.machine';

/**
 * The catalogue pages' machines with their Main API reads (one content-item machine per page
 * kind, built once here: a hook given the same definition keeps its actor across renders).
 */

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

export { PAGE_SIZES, knownHome, knownPackage } from './catalogue-reads';
export type { HomeContent } from './catalogue-reads';

/** The catalogue home (catalogue-reads.ts: the request the route's loader may have started already). */
export const homeLogic = itemLogic<HomeContent>(
  ({ lang }) => readHome(lang),
  (home) => trackShopEvent(viewItemListEvent(ITEM_LISTS.homeBestSellers, home.bestSellers, chosenCurrency())),
);

/** A package with everything its page shows. */
export const packageLogic = itemLogic<ProductPackage>(
  ({ key, lang }) => readPackage(key, lang),
  (item) => trackShopEvent(viewItemEvent(item, chosenCurrency())),
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
}, ({ category, packages }) => trackShopEvent(viewItemListEvent(ITEM_LISTS.category(category), packages, chosenCurrency())));

export interface ShopContent {
  categories: ProductCategory[];
  packages: ProductPackage[];
}

/** Every category with its packages (the shop). */
export const shopLogic = itemLogic<ShopContent>(async ({ lang }, signal) => {
  const api = mainApi();
  const [categories, packages] = await Promise.all([listProductCategories(api, { lang, limit: 0 }, signal), listProductPackages(api, { lang, limit: 0 }, signal)]);
  return { categories: categories.data, packages: packages.data };
}, (shop) => trackShopEvent(viewItemListEvent(ITEM_LISTS.shop, shopPackagesShown(shop), chosenCurrency())));

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
}, ({ packages }) => trackShopEvent(viewItemListEvent(ITEM_LISTS.searchResults, packages.data, chosenCurrency())));
