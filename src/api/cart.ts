import type { ApiClient } from './client';
import type { Cart, cartEndpoints } from './contract/cart';
import type { checkoutEndpoints } from './contract/checkout';
import { HEADERS, pathWith } from './contract/paths';
import type { Endpoint } from './contract/endpoint';
import type { Language } from './contract/language';

/*
 * The contracts (zod schemas) load with the first call, not with the page that shows the cart
 * (docs/performance.md); the checkout's only with a promotion-code call, as it brings the phone rule.
 */
const cartContract = () => import('./contract/cart');
const checkoutContract = () => import('./contract/checkout');
type Entries<T> = () => Promise<T>;
const cartEntry = (name: keyof typeof cartEndpoints): Entries<Endpoint> => async () => (await cartContract()).cartEndpoints[name];
const checkoutEntry = (name: keyof typeof checkoutEndpoints): Entries<Endpoint> => async () => (await checkoutContract()).checkoutEndpoints[name];

/*
 * The shop's cart on the Main API (src/api/contract/cart.ts, checkout.ts). Every call asks for
 * the suggestions too, so the cart page shows what goes with the cart after any change. Totals
 * are the server's: nothing here adds prices up. The path parameters are filled in by every
 * name the contract has used for them (cart: `id`, formerly `cartId`; item: `item`, formerly
 * `itemId`).
 */

type Client = Pick<ApiClient, 'call'>;
const include = 'suggestions';
const METHODS = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' } as const;

async function cartCall(
  client: Client,
  entryOf: Entries<Endpoint>,
  input: { cartId?: string; itemId?: string; lang: Language; body?: Record<string, unknown>; signal?: AbortSignal },
): Promise<Cart> {
  const [entry, { cartResponseSchema }] = await Promise.all([entryOf(), cartContract()]);
  const params = { id: input.cartId, cartId: input.cartId, item: input.itemId, itemId: input.itemId };
  const answer = await client.call(cartResponseSchema, pathWith(entry, params), {
    method: METHODS[entry.method],
    query: { lang: input.lang, include },
    body: input.body,
    wire: { body: entry.request.body, query: entry.request.query },
    // A guest cart is made with the browser's client id, so signing in moves it to the account.
    withClientId: HEADERS.userClientId in (entry.request.headers?.shape ?? {}),
    signal: input.signal,
  });
  return answer.data;
}

export function createCart(client: Client, productSlugs: string[], lang: Language, signal?: AbortSignal): Promise<Cart> {
  return cartCall(client, cartEntry('createCart'), { lang, body: { productSlugs }, signal });
}

export function retrieveCart(client: Client, cartId: string, lang: Language, signal?: AbortSignal): Promise<Cart> {
  return cartCall(client, cartEntry('retrieveCart'), { cartId, lang, signal });
}

export function addCartItems(client: Client, cartId: string, productSlugs: string[], lang: Language, signal?: AbortSignal): Promise<Cart> {
  return cartCall(client, cartEntry('addCartItems'), { cartId, lang, body: { productSlugs }, signal });
}

export function removeCartItem(client: Client, cartId: string, itemId: string, lang: Language, signal?: AbortSignal): Promise<Cart> {
  return cartCall(client, cartEntry('removeCartItem'), { cartId, itemId, lang, signal });
}

export function replaceCartItems(client: Client, cartId: string, productSlugs: string[], lang: Language, signal?: AbortSignal): Promise<Cart> {
  return cartCall(client, cartEntry('replaceCartItems'), { cartId, lang, body: { productSlugs }, signal });
}

/** Applies a promotion code to the cart (one per cart: it replaces the one before). */
export function applyCartPromotionCode(client: Client, cartId: string, promotionCode: string, lang: Language, signal?: AbortSignal): Promise<Cart> {
  return cartCall(client, checkoutEntry('checkCartPromotionCode'), { lang, body: { cartId, promotionCode }, signal });
}

/** Takes the promotion code off the cart: the cart without a discount. */
export function removeCartPromotionCode(client: Client, cartId: string, lang: Language, signal?: AbortSignal): Promise<Cart> {
  return cartCall(client, checkoutEntry('removeCartPromotionCode'), { cartId, lang, signal });
}
