import { fromPromise } from 'xstate';
import { cancelOrder, retrieveOrder } from '../../api/checkout';
import type { Order } from '../../api/contract/checkout';
import { mainApi } from '../../api/main-api';
import { toLanguage as languageOf } from '../../i18n/languages';
import { createOrderStatusMachine } from '../../machines/order-status/order-status.machine';
import type { OrderCall } from '../../machines/order-status/order-status.machine';

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
    load: fromPromise<Order, OrderCall>(({ input, signal }) => retrieveOrder(mainApi(), input.reference, currentSecret(), languageOf(input.language), signal)),
    cancel: fromPromise<Order, OrderCall>(({ input, signal }) => cancelOrder(mainApi(), input.reference, currentSecret(), languageOf(input.language), signal)),
  },
});
