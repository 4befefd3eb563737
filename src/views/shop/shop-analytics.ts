import type { Cart } from '../../api/contract/cart';
import type { Prices } from '../../api/contract/catalogue';
import type { Order } from '../../api/contract/checkout';

/**
 * The shop's analytics events (issue 11, spec §7): add_to_cart, begin_checkout and purchase in
 * GA4's e-commerce shape (currency, value, coupon, items with index, item_id, item_name,
 * item_category, coupon, discount, price, quantity; purchase adds discount, shipping 0 and
 * payment_type), handed to the GA4 tag (`gtag('event', …)`) and the social pixel (`fbq('track',
 * …)`) only while their configuration flag is on and the visitor accepted analytics.
 *
 * The tags themselves (gtag.js, the pixel's script) are not loaded here: they need their ids in
 * the runtime configuration and their origins in the Content-Security-Policy (server side).
 */

export interface AnalyticsItem {
  index: number;
  item_id: string;
  item_name: string;
  item_category: string | null;
  coupon: string | null;
  discount: number;
  price: number;
  quantity: number;
}

export interface ShopEvent {
  name: 'add_to_cart' | 'begin_checkout' | 'purchase';
  params: {
    currency: string;
    value: number;
    coupon: string | null;
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

const PIXEL_NAMES: Record<ShopEvent['name'], string> = { add_to_cart: 'AddToCart', begin_checkout: 'InitiateCheckout', purchase: 'Purchase' };

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
  if (gate.pixelEnabled && targets.fbq) {
    targets.fbq('track', PIXEL_NAMES[event.name], { currency: event.params.currency, value: event.params.value, content_ids: event.params.items.map((item) => item.item_id), content_type: 'product' });
    reached.push('pixel');
  }
  return reached;
}
