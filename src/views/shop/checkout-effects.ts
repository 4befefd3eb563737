import { fromPromise } from 'xstate';
import { cancelOrder, createTransaction, lastDeliveryInformation, retrieveOrder } from '../../api/checkout';
import type { DeliveryInformation, Order } from '../../api/contract/checkout';
import type { Province, Ward } from '../../api/contract/locations';
import { VIETNAM_COUNTRY_ID } from '../../api/contract/locations';
import { getProvinces, getWards } from '../../api/locations-api';
import { mainApi } from '../../api/main-api';
import { createCheckoutMachine } from '../../machines/checkout/checkout.machine';
import type { TransactionCall } from '../../machines/checkout/checkout.machine';
import { createOrderStatusMachine } from '../../machines/order-status/order-status.machine';
import type { OrderStatusInput } from '../../machines/order-status/order-status.machine';
import { toLanguage as languageOf } from '../../i18n/languages';
import { chosenCurrency, trackShopEvent } from './analytics-effects';
import { cartActor, forgetIdempotencyKey } from './cart-effects';
import { purchaseEvent } from './shop-analytics';

/**
 * The checkout's and the order page's machines with their Main API calls (built once here: a
 * hook given the same definition keeps its actor across renders).
 */

export const checkoutLogic = createCheckoutMachine().provide({
  actors: {
    lastDelivery: fromPromise<DeliveryInformation | null>(({ signal }) => lastDeliveryInformation(mainApi(), signal)),
    provinces: fromPromise<Province[]>(({ signal }) => getProvinces(VIETNAM_COUNTRY_ID, mainApi(), signal)),
    wards: fromPromise<Ward[], { provinceId: string }>(({ input, signal }) => getWards(input.provinceId, mainApi(), signal)),
    transaction: fromPromise<Order, TransactionCall>(({ input, signal }) => createTransaction(mainApi(), input.body, input.idempotencyKey, signal)),
  },
  actions: {
    // The cart became the order: the cart actor forgets it (and the attempt's key) and keeps the order, which the page opens.
    orderPlaced: ({ context }, { order }: { order: Order }) => {
      forgetIdempotencyKey(context.cartId);
      trackShopEvent(purchaseEvent(order, chosenCurrency()));
      cartActor().send({ type: 'cart.checkedOut', order: { reference: order.reference, secret: order.secret ?? null } });
    },
  },
});

/**
 * The order's secret of a guest's link: the URL's fragment (`/orders/GW-…#<secret>`), which the
 * browser never sends to a server, so it reaches no log; the call sends it as Order-Secret.
 */
export function orderSecretOfHash(hash: string): string | null {
  const secret = hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{43}$/.test(secret) ? secret : null;
}

function currentSecret(): string | null {
  return typeof window === 'undefined' ? null : orderSecretOfHash(window.location.hash);
}

/** An order read by its reference, and cancelled by its customer: by the session, or with the secret of the link. */
export const orderLogic = createOrderStatusMachine().provide({
  actors: {
    load: fromPromise<Order, OrderStatusInput>(({ input, signal }) => retrieveOrder(mainApi(), input.reference, currentSecret(), languageOf(input.language), signal)),
    cancel: fromPromise<Order, OrderStatusInput>(({ input, signal }) => cancelOrder(mainApi(), input.reference, currentSecret(), languageOf(input.language), signal)),
  },
});
