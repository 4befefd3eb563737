import { fromPromise } from 'xstate';
import type { DeliveryInformation, Order } from '../../api/contract/checkout';
import { liveApiSession } from '../../api/api-session';
import { mainApi } from '../../api/main-api';
import { createCheckoutMachine } from '../../machines/checkout/checkout.machine';
import type { TransactionCall } from '../../machines/checkout/checkout.machine';
import type { FormField } from '../../machines/checkout/delivery-form';
import { chosenCurrency, trackShopEvent } from '../shared/analytics';
import type { CartActor } from '../../machines/cart/cart.machine';
import { locationsLogic } from '../shared/locations-effects';
import { purchaseEvent } from '../../platform/shop-analytics';

/** The checkout's calls and their contracts (zod, the checkout's schemas): loaded with the first call, not with the page. */
const checkoutCalls = () => import('../../api/checkout');

/**
 * The checkout's machine with its Main API calls, telling the app's cart (useAppActors().cart) of
 * the order placed; built once for that cart (a hook given the same definition keeps its actor
 * across renders). Below: the Idempotency-Key of a cart's checkout.
 */
const checkoutLogicOf = (cart: CartActor) => createCheckoutMachine().provide({
  actors: {
    lastDelivery: fromPromise<DeliveryInformation | null>(async ({ signal }) => (await checkoutCalls()).lastDeliveryInformation(mainApi(), signal)),
    locations: locationsLogic,
    transaction: fromPromise<Order, TransactionCall>(async ({ input, signal }) => (await checkoutCalls()).createTransaction(mainApi(), input.body, input.idempotencyKey, signal)),
  },
  actions: {
    // The cart became the order: the cart actor forgets it (and the attempt's key) and keeps the order, which the page opens.
    orderPlaced: ({ context }, { order }: { order: Order }) => {
      forgetIdempotencyKey(context.cartId);
      trackShopEvent(purchaseEvent(order, chosenCurrency()));
      cart.send({ type: 'cart.checkedOut', order: { reference: order.reference, secret: order.secret ?? null, answer: { order, language: liveApiSession.getLanguage() } } });
    },
    showProblem: (_, { field }) => focusField(field),
  },
});

const logicOfCart = new WeakMap<CartActor, ReturnType<typeof checkoutLogicOf>>();

export function checkoutLogicFor(cart: CartActor) {
  let logic = logicOfCart.get(cart);
  if (!logic) {
    logic = checkoutLogicOf(cart);
    logicOfCart.set(cart, logic);
  }
  return logic;
}

/** The delivery form's id: its fields are found by name inside it. */
export const CHECKOUT_FORM_ID = 'checkout-delivery';

/**
 * Takes the shopper to a field with a problem (issue 23 §8): once the page has drawn the
 * problems (the next task), the field is scrolled to the middle of the screen, clear of the
 * sticky header, and focused, so its label and problem are read out.
 */
function focusField(field: FormField): void {
  window.setTimeout(() => {
    const control = document.getElementById(CHECKOUT_FORM_ID)?.querySelector<HTMLElement>(`[name="${field}"]`);
    if (!control) return;
    control.scrollIntoView?.({ block: 'center' });
    control.focus({ preventScroll: true });
  }, 0);
}

const KEY_PREFIX = 'checkoutKey:';

/**
 * The Idempotency-Key of the checkout of a cart: made once and kept in sessionStorage under the
 * cart's id, so a retry, a double click or a reload after a lost answer sends the same one.
 */
export function idempotencyKeyFor(cartId: string): string {
  const storageKey = `${KEY_PREFIX}${cartId}`;
  try {
    const kept = window.sessionStorage.getItem(storageKey);
    if (kept) return kept;
    const made = crypto.randomUUID();
    window.sessionStorage.setItem(storageKey, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

export function forgetIdempotencyKey(cartId: string): void {
  try {
    window.sessionStorage.removeItem(`${KEY_PREFIX}${cartId}`);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
