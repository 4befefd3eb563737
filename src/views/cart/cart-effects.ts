import { createActor, fromPromise } from 'xstate';
import { addCartItems, applyCartPromotionCode, createCart, removeCartItem, removeCartPromotionCode, replaceCartItems, retrieveCart } from '../../api/cart';
import { mainApi } from '../../api/main-api';
import { createCartMachine } from '../../machines/cart/cart.machine';
import type { AddItemsRequest, ApplyCodeRequest, CartActor, CartIdRequest, CreateCartRequest, RemoveItemRequest } from '../../machines/cart/cart.machine';
import type { SettingsSnapshot } from '../../machines/settings/settings.machine';
import { languageOf as settingsLanguageOf } from '../../machines/settings/settings.selectors';
import { STORAGE_KEYS, readItem, removeItem, writeItem } from '../../platform/storage';
import { toLanguage as languageOf } from '../../i18n/languages';
import { trackShopEventOf } from '../shared/analytics';
import { getCookie, removeCookie, setCookie } from '../../platform/cookies';
import { CART_COOKIE } from '../../api/contract/first-screen';
import type { DrawnCart } from '../../api/contract/first-screen';

/**
 * The cart's id is mirrored in the `cartId` cookie (365 days, as localStorage keeps it), so the
 * server draws the cart's lines into the first screen of /cart and /checkout (src/entry-server.tsx).
 * Storage stays the machine's record: the cookie follows it, never the other way round.
 */
function mirrorCartId(cartId: string | null): void {
  if (cartId === null) {
    if (getCookie(CART_COOKIE) !== undefined) removeCookie(CART_COOKIE);
  } else if (getCookie(CART_COOKIE) !== cartId) setCookie(CART_COOKIE, cartId);
}

/**
 * The cart's effects (src/machines/cart): the Main API calls in the
 * page's language, and the cart's id kept in localStorage `cartId` (spec §3), read back at start.
 */

export function cartEffects() {
  const api = () => mainApi();
  return {
    actors: {
      createCart: fromPromise<Awaited<ReturnType<typeof createCart>>, CreateCartRequest>(({ input, signal }) => createCart(api(), input.productSlugs, languageOf(input.language), signal)),
      retrieveCart: fromPromise<Awaited<ReturnType<typeof retrieveCart>>, CartIdRequest>(({ input, signal }) => retrieveCart(api(), input.cartId, languageOf(input.language), signal)),
      addItems: fromPromise<Awaited<ReturnType<typeof addCartItems>>, AddItemsRequest>(({ input, signal }) => addCartItems(api(), input.cartId, input.productSlugs, languageOf(input.language), signal)),
      removeItem: fromPromise<Awaited<ReturnType<typeof removeCartItem>>, RemoveItemRequest>(({ input, signal }) => removeCartItem(api(), input.cartId, input.itemId, languageOf(input.language), signal)),
      replaceItems: fromPromise<Awaited<ReturnType<typeof replaceCartItems>>, AddItemsRequest>(({ input, signal }) => replaceCartItems(api(), input.cartId, input.productSlugs, languageOf(input.language), signal)),
      applyCode: fromPromise<Awaited<ReturnType<typeof applyCartPromotionCode>>, ApplyCodeRequest>(({ input, signal }) =>
        applyCartPromotionCode(api(), input.cartId, input.promotionCode, languageOf(input.language), signal),
      ),
      removeCode: fromPromise<Awaited<ReturnType<typeof removeCartPromotionCode>>, CartIdRequest>(({ input, signal }) => removeCartPromotionCode(api(), input.cartId, languageOf(input.language), signal)),
    },
    actions: {
      rememberCartId: (_: unknown, { cartId }: { cartId: string }) => {
        writeItem(STORAGE_KEYS.cartId, cartId);
        mirrorCartId(cartId);
      },
      forgetCartId: () => {
        removeItem(STORAGE_KEYS.cartId);
        mirrorCartId(null);
      },
      keepPendingCode: (_: unknown, { code }: { code: string | null }) => (code === null ? removeItem(STORAGE_KEYS.pendingPromotionCode) : void writeItem(STORAGE_KEYS.pendingPromotionCode, code)),
    },
  };
}

/**
 * A cart actor with the stored cart id and waiting code, following the settings' language (its
 * texts are asked in it): the app's one, made with the other app-wide actors (src/start.tsx) and
 * read with `useAppActors().cart`. Not started: a stored cart is read back at its start, so the
 * caller starts it once the API session is configured. `drawn` is the cart the server drew the
 * first screen with (its data block): the machine starts from it when it is the stored cart.
 */
export function createCartActor(
  settings: { getSnapshot(): SettingsSnapshot; subscribe(listener: (snapshot: SettingsSnapshot) => void): unknown },
  drawn: DrawnCart | null = null,
): CartActor {
  const storedCartId = readItem(STORAGE_KEYS.cartId);
  // A cart kept before the cookie existed gets its cookie now; a cookie storage no longer backs is removed.
  mirrorCartId(storedCartId);
  const cart = createActor(createCartMachine().provide(cartEffects()), {
    input: { storedCartId, storedPendingCode: readItem(STORAGE_KEYS.pendingPromotionCode), language: settingsLanguageOf(settings.getSnapshot()), drawn },
  });
  // add_to_cart: the lines each answer of an add adds (analytics.ts decides whether it is sent).
  let before = cart.getSnapshot().context.cart;
  cart.subscribe((snapshot) => {
    const after = snapshot.context.cart;
    const previous = before;
    before = after;
    if (after && after !== previous && (previous === null || previous.id === after.id) && after.itemCount > (previous?.itemCount ?? 0)) trackShopEventOf((events, currency) => events.addToCartEvent(previous, after, currency));
  });
  settings.subscribe((snapshot) => cart.send({ type: 'language.changed', language: settingsLanguageOf(snapshot) }));
  return cart;
}
