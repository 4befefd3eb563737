import type { Cart } from '../api/contract/cart';
import type { Prices, ProductPackage, ProductPackageSummary } from '../api/contract/catalogue';
import type { Order } from '../api/contract/checkout';

/**
 * The shop's analytics events (issue 11, spec §7): view_item, view_item_list, add_to_cart,
 * begin_checkout and purchase in GA4's e-commerce shape (currency, value, coupon, items with
 * index, item_id, item_name, item_category, coupon, discount, price, quantity; a list's items also
 * carry item_list_id and item_list_name; purchase adds discount, shipping 0 and payment_type),
 * handed to the GA4 tag (`gtag('event', …)`) and the social pixel (`fbq('track', …)`, for the
 * events it has a standard name for) only while their configuration flag is on and the visitor
 * accepted analytics.
 *
 * The tags themselves are loaded by src/platform/analytics-tags.ts once the visitor accepts.
 */

export interface AnalyticsItem {
  index: number;
  item_list_id?: string;
  item_list_name?: string;
  item_id: string;
  item_name: string;
  item_category: string | null;
  coupon: string | null;
  discount: number;
  price: number;
  quantity: number;
}

export interface ShopEvent {
  name: 'view_item' | 'view_item_list' | 'add_to_cart' | 'begin_checkout' | 'purchase';
  params: {
    currency: string;
    value?: number;
    coupon?: string | null;
    item_list_id?: string;
    item_list_name?: string;
    items: AnalyticsItem[];
    transaction_id?: string;
    discount?: number;
    shipping?: number;
    payment_type?: string;
  };
}

export interface AnalyticsTargets {
  gtag?: (command: 'event', name: string, params: Record<string, unknown>) => void;
  fbq?: (command: 'track', name: string, params: Record<string, unknown>) => void;
}

export interface AnalyticsGate {
  analyticsEnabled: boolean;
  pixelEnabled: boolean;
  /** The visitor accepted analytics (consent machine: analyticsAllowed). */
  consented: () => boolean;
}

/** The pixel's standard events; it has none for a list shown (view_item_list goes to GA4 only). */
const PIXEL_NAMES: Record<ShopEvent['name'], string | null> = {
  view_item: 'ViewContent',
  view_item_list: null,
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
};

const amountIn = (prices: Prices | null | undefined, currency: string): number => (prices?.[currency as keyof Prices] ?? prices?.VND)?.value ?? 0;

function currencyOf(prices: Prices, currency: string): string {
  return prices[currency as keyof Prices] ? currency : 'VND';
}

/** The cart's lines as GA4 items, in the chosen currency (the server's prices). */
export function cartItems(cart: Pick<Cart, 'items' | 'promotionCode'>, currency: string): AnalyticsItem[] {
  return cart.items.data.map((item, index) => ({
    index,
    item_id: item.package.data.slug,
    item_name: item.package.data.name,
    item_category: item.package.data.categories[0]?.name ?? null,
    coupon: cart.promotionCode,
    discount: 0,
    price: amountIn(item.prices, currency),
    quantity: item.quantity,
  }));
}

/** A package as shown in the catalogue: its price now (the promotional one while on promotion) and the discount from the usual one. */
export function packageItem(item: ProductPackageSummary & { categories?: ProductPackage['categories'] }, currency: string, index: number): AnalyticsItem {
  const usual = amountIn(item.priceByCurrencies, currency);
  const price = item.promotionalPriceByCurrencies ? amountIn(item.promotionalPriceByCurrencies, currency) : usual;
  return {
    index,
    item_id: item.slug,
    item_name: item.name,
    item_category: item.categories?.[0]?.name ?? null,
    coupon: null,
    discount: Math.max(0, roundAmount(usual - price)),
    price,
    quantity: 1,
  };
}

/** Amounts in USD have cents: a difference of two of them is rounded to cents. */
const roundAmount = (amount: number) => Math.round(amount * 100) / 100;

/** The package page was shown: the package at its price in the chosen currency. */
export function viewItemEvent(item: ProductPackage, currency: string): ShopEvent {
  const line = packageItem(item, currency, 0);
  return { name: 'view_item', params: { currency: currencyOf(item.priceByCurrencies, currency), value: line.price, items: [line] } };
}

/** Where a list of packages is shown: the home's best sellers, a category, the shop, search results. */
export interface ItemList {
  id: string;
  name: string;
}

export const ITEM_LISTS = {
  homeBestSellers: { id: 'home_best_sellers', name: 'Home best sellers' },
  shop: { id: 'shop', name: 'Shop' },
  searchResults: { id: 'search_results', name: 'Search results' },
  category: (category: { slug: string; name: string }): ItemList => ({ id: `category_${category.slug}`, name: category.name }),
} as const;

/** A list of packages was shown: its items in the order shown (index from 0); null for an empty list. */
export function viewItemListEvent(list: ItemList, packages: ReadonlyArray<ProductPackageSummary & { categories?: ProductPackage['categories'] }>, currency: string): ShopEvent | null {
  if (packages.length === 0) return null;
  const reference = packages[0].priceByCurrencies;
  return {
    name: 'view_item_list',
    params: {
      currency: currencyOf(reference, currency),
      item_list_id: list.id,
      item_list_name: list.name,
      items: packages.map((item, index) => ({ ...packageItem(item, currency, index), item_list_id: list.id, item_list_name: list.name })),
    },
  };
}

export function beginCheckoutEvent(cart: Cart, currency: string): ShopEvent {
  return {
    name: 'begin_checkout',
    params: { currency: currencyOf(cart.totalAmountByCurrencies, currency), value: amountIn(cart.totalAmountByCurrencies, currency), coupon: cart.promotionCode, items: cartItems(cart, currency) },
  };
}

/** The lines a change added (items of `after` not in `before`). */
export function addToCartEvent(before: Cart | null, after: Cart, currency: string): ShopEvent | null {
  const known = new Set(before?.items.data.map((item) => item.id) ?? []);
  const items = cartItems(after, currency).filter((_, index) => !known.has(after.items.data[index].id));
  if (items.length === 0) return null;
  return { name: 'add_to_cart', params: { currency: currencyOf(after.totalAmountByCurrencies, currency), value: items.reduce((sum, item) => sum + item.price * item.quantity, 0), coupon: after.promotionCode, items } };
}

export function purchaseEvent(order: Order, currency: string): ShopEvent {
  return {
    name: 'purchase',
    params: {
      transaction_id: order.reference,
      currency: currencyOf(order.totalAmountByCurrencies, currency),
      value: amountIn(order.totalAmountByCurrencies, currency),
      coupon: order.promotionCode,
      discount: amountIn(order.discount?.amountByCurrencies, currency),
      shipping: 0,
      payment_type: order.paymentMethod,
      items: order.items.data.map((item, index) => ({
        index,
        item_id: item.packageSlug,
        item_name: item.name,
        item_category: null,
        coupon: order.promotionCode,
        discount: 0,
        price: amountIn(item.prices, currency),
        quantity: item.quantity,
      })),
    },
  };
}

/** Hands an event to each tag whose flag is on, and only after consent; returns the tags reached. */
export function sendShopEvent(event: ShopEvent | null, gate: AnalyticsGate, targets: AnalyticsTargets): string[] {
  if (!event || !gate.consented()) return [];
  const reached: string[] = [];
  if (gate.analyticsEnabled && targets.gtag) {
    targets.gtag('event', event.name, event.params);
    reached.push('ga4');
  }
  const pixelName = PIXEL_NAMES[event.name];
  if (gate.pixelEnabled && targets.fbq && pixelName) {
    targets.fbq('track', pixelName, { currency: event.params.currency, value: event.params.value, content_ids: event.params.items.map((item) => item.item_id), content_type: 'product' });
    reached.push('pixel');
  }
  return reached;
}
