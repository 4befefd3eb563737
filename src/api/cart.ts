import type { Cart } from './contract/cart';
import { callEndpoint } from './call-endpoint';
import type { CallClient } from './call-endpoint';
import type { Language } from './contract/language';

/*
 * The contracts (zod schemas) load with the first call, not with the page that shows the cart
 * (docs/performance.md); the checkout's only with a promotion-code call, as it brings the phone rule.
 */
const cart = async () => (await import('./contract/cart')).cartEndpoints;
const checkout = async () => (await import('./contract/checkout')).checkoutEndpoints;

/*
 * The shop's cart on the Main API (src/api/contract/cart.ts, checkout.ts). Every call asks for
 * the suggestions too, so the cart page shows what goes with the cart after any change. Totals
 * are the server's: nothing here adds prices up. A guest cart is made with the browser's client
 * id (the entry declares User-Client-Id), so signing in moves it to the account.
 */

const query = (lang: Language) => ({ lang, include: 'suggestions' }) as const;

export async function createCart(client: CallClient, productSlugs: string[], lang: Language, signal?: AbortSignal): Promise<Cart> {
  return (await callEndpoint(client, async () => (await cart()).createCart, { query: query(lang), body: { productSlugs }, signal })).data;
}

export async function retrieveCart(client: CallClient, cartId: string, lang: Language, signal?: AbortSignal): Promise<Cart> {
  return (await callEndpoint(client, async () => (await cart()).retrieveCart, { params: { id: cartId }, query: query(lang), signal })).data;
}

export async function addCartItems(client: CallClient, cartId: string, productSlugs: string[], lang: Language, signal?: AbortSignal): Promise<Cart> {
  return (await callEndpoint(client, async () => (await cart()).addCartItems, { params: { id: cartId }, query: query(lang), body: { productSlugs }, signal })).data;
}

export async function removeCartItem(client: CallClient, cartId: string, itemId: string, lang: Language, signal?: AbortSignal): Promise<Cart> {
  return (await callEndpoint(client, async () => (await cart()).removeCartItem, { params: { id: cartId, item: itemId }, query: query(lang), signal })).data;
}

export async function replaceCartItems(client: CallClient, cartId: string, productSlugs: string[], lang: Language, signal?: AbortSignal): Promise<Cart> {
  return (await callEndpoint(client, async () => (await cart()).replaceCartItems, { params: { id: cartId }, query: query(lang), body: { productSlugs }, signal })).data;
}

/** Applies a promotion code to the cart (one per cart: it replaces the one before). */
export async function applyCartPromotionCode(client: CallClient, cartId: string, promotionCode: string, lang: Language, signal?: AbortSignal): Promise<Cart> {
  return (await callEndpoint(client, async () => (await checkout()).checkCartPromotionCode, { query: query(lang), body: { cartId, promotionCode }, signal })).data;
}

/** Takes the promotion code off the cart: the cart without a discount. */
export async function removeCartPromotionCode(client: CallClient, cartId: string, lang: Language, signal?: AbortSignal): Promise<Cart> {
  return (await callEndpoint(client, async () => (await checkout()).removeCartPromotionCode, { params: { id: cartId }, query: query(lang), signal })).data;
}
