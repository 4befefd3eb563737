import { eq } from 'drizzle-orm';
import type { checkoutEndpoints } from '../../../src/api/contract/checkout';
import { HEADERS } from '../../../src/api/contract/endpoint';
import type { Services } from '../../app-services';
import { carts } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError, languageOf } from '../../http/errors';
import { clientAddressOf } from '../../http/client-address';
import { enforceRateLimits } from '../../services/rate-limit/rate-limit';
import { bearerMatches } from '../../http/bearer';
import { answerLanguage, pagingOf } from '../shared/localize';
import { amountsOf, cartFor, cartView, linesOf } from './cart.service';
import { optionalSession } from './caller';
import type { CancelResult } from './order-lifecycle';
import { cancelOrder, markOrderPaid } from './order-lifecycle';
import { mayRead } from './order-link';
import { lastDeliveryInformation, orderByReference, orderNotFound, orderView, ordersOf } from './order-views';
import type { CheckoutHooks } from './orders.service';
import { checkout } from './orders.service';
import { MY_ORDERS_PAGE_SIZE } from '../../../src/api/contract/checkout';
import { usableCode } from './promotion-codes.service';

/** The cancelled order, or the refusal: 404 unknown (or not the caller's), 409 paid. */
function cancelledOrder(result: CancelResult) {
  if (result.outcome === 'not_found') throw orderNotFound();
  if (result.outcome === 'paid') throw new HttpError(409, 'conflict', { messageKey: 'order_paid_not_cancellable' });
  return result.order;
}

const isOperations = (services: Services, authorization: string | undefined): boolean => {
  const token = services.config.ORDERS_ADMIN_TOKEN;
  return Boolean(token && bearerMatches(authorization, token));
};

export function checkoutHandlers(services: Services, hooks: CheckoutHooks = {}): EndpointHandlers<typeof checkoutEndpoints> {
  const { db } = services.database;
  return {
    async checkCartPromotionCode(c, { query, body }) {
      const language = answerLanguage(c, query.lang);
      await enforceRateLimits([{ limiter: services.limiters.promotionCodeCheckPerIp, key: clientAddressOf(c) }]);
      const session = await optionalSession(c, services);
      const now = services.now();
      const cart = await db.transaction(async (tx) => {
        const row = await cartFor(tx, body.cartId, session, true);
        const { lines } = await amountsOf(tx, { ...row, promotionCode: null }, await linesOf(tx, row.id), now);
        const terms = await usableCode(tx, body.promotionCode, now, language, 'promotion_code', lines);
        // One code per cart: this one replaces any before it.
        const [updated] = await tx.update(carts).set({ promotionCode: terms.code }).where(eq(carts.id, row.id)).returning();
        return updated;
      });
      return { status: 200, body: { data: await cartView(db, cart, now, language, (query.include ?? '').includes('suggestions')) } };
    },

    async removeCartPromotionCode(c, { params, query }) {
      const language = answerLanguage(c, query.lang);
      const session = await optionalSession(c, services);
      const cart = await db.transaction(async (tx) => {
        const row = await cartFor(tx, params.id, session, true);
        const [updated] = await tx.update(carts).set({ promotionCode: null }).where(eq(carts.id, row.id)).returning();
        return updated;
      });
      return { status: 200, body: { data: await cartView(db, cart, services.now(), language, (query.include ?? '').includes('suggestions')) } };
    },

    async createTransaction(c, { headers, body }) {
      const language = languageOf(c);
      await enforceRateLimits([{ limiter: services.limiters.checkoutPerIp, key: clientAddressOf(c) }]);
      const session = await optionalSession(c, services);
      const notify = { sms: services.sms, publicOrigin: services.config.PUBLIC_ORIGIN };
      // The order, its items and its secret as the transaction answered them: nothing read or derived again.
      const { order, created, secret, items } = await checkout(db, { body, idempotencyKey: headers[HEADERS.idempotencyKey], session, language, now: services.now(), notify }, hooks);
      return { status: created ? 201 : 200, body: { data: await orderView(db, order, language, secret, items) } };
    },

    async lastDeliveryInformation(_c, { session }) {
      return { status: 200, body: { data: await lastDeliveryInformation(db, session.userId) } };
    },

    async retrieveOrder(c, { params, headers, query }) {
      const language = answerLanguage(c, query.lang);
      const order = await orderByReference(db, params.reference);
      if (!order || !mayRead(order, await optionalSession(c, services), headers[HEADERS.orderSecret])) throw orderNotFound();
      return { status: 200, body: { data: await orderView(db, order, language) } };
    },

    async markOrderPaid(c, { params }) {
      if (!isOperations(services, c.req.header('authorization'))) throw new HttpError(404, 'not_found');
      const result = await markOrderPaid(db, services.sms, params.reference, services.now());
      if (result.outcome === 'not_found') throw orderNotFound();
      if (result.outcome === 'cancelled') throw new HttpError(409, 'conflict', { messageKey: 'order_cancelled' });
      // paid now, or before (then nothing changed and no second SMS was queued)
      return { status: 200, body: { data: await orderView(db, result.order, languageOf(c)) } };
    },

    async markOrderCancelled(c, { params }) {
      if (!isOperations(services, c.req.header('authorization'))) throw new HttpError(404, 'not_found');
      const order = cancelledOrder(await cancelOrder(db, params.reference, services.now()));
      return { status: 200, body: { data: await orderView(db, order, languageOf(c)) } };
    },

    async cancelOrder(c, { params, headers, query }) {
      const language = answerLanguage(c, query.lang);
      const session = await optionalSession(c, services);
      const secret = headers[HEADERS.orderSecret];
      const order = cancelledOrder(await cancelOrder(db, params.reference, services.now(), (row) => mayRead(row, session, secret)));
      return { status: 200, body: { data: await orderView(db, order, language) } };
    },

    async listMyOrders(_c, { query, session }) {
      return { status: 200, body: await ordersOf(db, session.userId, pagingOf(query, MY_ORDERS_PAGE_SIZE)) };
    },
  };
}
