import type { ApiClient } from './client';
import { callEndpoint } from './call-endpoint';
import { cartEndpoints } from './contract/cart';
import type { Cart } from './contract/cart';
import { checkoutEndpoints } from './contract/checkout';
import type { Language } from './contract/language';

/*
 * The shop's cart on the Main API (src/api/contract/cart.ts, checkout.ts). Every call asks for
 * the suggestions too, so the cart page shows what goes with the cart after any change. Totals
 * are the server's: nothing here adds prices up.
 */

type Client = Pick<ApiClient, 'call'>;
const include = 'suggestions';

export async function createCart(client: Client, productSlugs: string[], lang: Language, signal?: AbortSignal): Promise<Cart> {
  return (await callEndpoint(client, cartEndpoints.createCart, { query: { lang, include }, body: { productSlugs }, signal })).data;
}

export async function retrieveCart(client: Client, cartId: string, lang: Language, signal?: AbortSignal): Promise<Cart> {
  return (await callEndpoint(client, cartEndpoints.retrieveCart, { params: { cartId }, query: { lang, include }, signal })).data;
}

export async function addCartItems(client: Client, cartId: string, productSlugs: string[], lang: Language, signal?: AbortSignal): Promise<Cart> {
  return (await callEndpoint(client, cartEndpoints.addCartItems, { params: { cartId }, query: { lang, include }, body: { productSlugs }, signal })).data;
}

export async function removeCartItem(client: Client, cartId: string, itemId: string, lang: Language, signal?: AbortSignal): Promise<Cart> {
  return (await callEndpoint(client, cartEndpoints.removeCartItem, { params: { cartId, itemId }, query: { lang, include }, signal })).data;
}

export async function replaceCartItems(client: Client, cartId: string, productSlugs: string[], lang: Language, signal?: AbortSignal): Promise<Cart> {
  return (await callEndpoint(client, cartEndpoints.replaceCartItems, { params: { cartId }, query: { lang, include }, body: { productSlugs }, signal })).data;
}

/** Applies a promotion code to the cart (one per cart: it replaces the one before). */
export async function applyCartPromotionCode(client: Client, cartId: string, promotionCode: string, lang: Language, signal?: AbortSignal): Promise<Cart> {
  return (await callEndpoint(client, checkoutEndpoints.checkCartPromotionCode, { query: { lang, include }, body: { cartId, promotionCode }, signal })).data;
}
