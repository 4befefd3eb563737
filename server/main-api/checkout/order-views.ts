import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DeliveryInformation, Order, OrderSummary } from '../../../src/api/contract/checkout';
import { VIETNAM_COUNTRY_ID } from '../../../src/api/contract/locations';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { Language } from '../../i18n/server-i18n';
import { Refusal } from '../../services/refusal';
import { vietnamLocations } from '../locations/locations.data';
import { countOf, pageOf, textIn } from '../shared/localize';
import type { Paging } from '../shared/localize';
import { toDiscount } from './cart.service';
import { pricesOfAmounts } from './money';
import type { CodeTerms } from './promotion-codes.service';

/*
 * Reading orders: one by its reference, as the order page shows it; the delivery details the
 * checkout fills in again; a customer's list.
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export const orderNotFound = () => new Refusal('not_found', 'not_found', { messageKey: 'order_not_found' });

/** The order with this reference; an order anonymised when its customer deleted their account is nobody's to read. */
export async function orderByReference(db: Db, reference: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.reference, reference), isNull(orders.anonymisedAt)));
  return row ?? null;
}

export function deliveryOf(order: OrderRow): DeliveryInformation {
  return {
    deliveryName: order.deliveryName,
    deliveryContactPhone: order.deliveryPhone,
    deliveryEmail: order.deliveryEmail,
    deliveryCountryId: order.deliveryCountryId,
    deliveryProvinceId: order.deliveryProvinceId,
    deliveryDistrictId: order.deliveryDistrictId,
    deliveryWardId: order.deliveryWardId,
    deliveryAddress: order.deliveryAddress,
    deliveryPostalCode: order.deliveryPostalCode,
  };
}

/** The names of the order's ward and province, as the location lists give them (issue 23 §9). */
export function deliveryPlaceOf(order: Pick<OrderRow, 'deliveryCountryId' | 'deliveryProvinceId' | 'deliveryWardId'>): Order['deliveryPlace'] {
  if (order.deliveryCountryId !== VIETNAM_COUNTRY_ID) return { ward: null, province: null };
  const places = vietnamLocations();
  // An id from before the 2025 merger (still accepted) is named as it was then.
  return {
    ward: (places.wardById.get(order.deliveryWardId) ?? places.oldWardById.get(order.deliveryWardId))?.name ?? null,
    province: (places.provinceById.get(order.deliveryProvinceId) ?? places.oldProvinceById.get(order.deliveryProvinceId))?.name ?? null,
  };
}

export async function lastDeliveryInformation(db: Db, userId: string): Promise<DeliveryInformation | null> {
  const [row] = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(1);
  return row ? deliveryOf(row) : null;
}

/** The order as the order page shows it; `items` when the caller has them already (the checkout that wrote them), else read. */
export async function orderView(db: Db, order: OrderRow, language: Language, secret?: string, written?: readonly OrderItemRow[]): Promise<Order> {
  const items = written ? [...written].sort((a, b) => a.position - b.position) : await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));
  const total = pricesOfAmounts(order.total);
  const terms = order.promotionCode && order.promotionKind ? { code: order.promotionCode, kind: order.promotionKind, percentOff: order.promotionPercentOff } : null;
  return {
    reference: order.reference,
    object: 'order',
    status: order.status,
    paymentMethod: order.paymentMethod,
    confirmedAt: order.confirmedAt?.toISOString() ?? null,
    paidAt: order.paidAt?.toISOString() ?? null,
    items: {
      data: items.map((item) => ({
        id: item.id,
        packageSlug: item.packageSlug,
        name: textIn(item.name, language),
        parentId: item.parentId,
        quantity: item.quantity,
        prices: pricesOfAmounts(item.price),
        subtotal: pricesOfAmounts(item.subtotal),
      })),
    },
    subtotal: pricesOfAmounts(order.subtotal),
    promotionCode: order.promotionCode,
    discount: terms ? toDiscount(terms as CodeTerms, order.discount) : null,
    total: order.total.VND,
    formattedTotal: total.VND.formatted,
    totalAmountByCurrencies: total,
    delivery: deliveryOf(order),
    deliveryPlace: deliveryPlaceOf(order),
    vatInvoice: order.vatInvoice ?? null,
    createdAt: order.createdAt.toISOString(),
    ...(secret ? { secret } : {}),
  };
}

function summaryOf(order: OrderRow, itemCount: number): OrderSummary {
  return {
    reference: order.reference,
    object: 'order',
    status: order.status,
    paymentMethod: order.paymentMethod,
    itemCount,
    total: order.total.VND,
    formattedTotal: pricesOfAmounts(order.total).VND.formatted,
    totalAmountByCurrencies: pricesOfAmounts(order.total),
    createdAt: order.createdAt.toISOString(),
  };
}

/** A page of the account's orders, newest first. */
export async function ordersOf(db: Db, userId: string, paging: Paging): Promise<{ data: OrderSummary[]; meta: { page: number; limit: number; total: number } }> {
  const mine = and(eq(orders.userId, userId), isNull(orders.anonymisedAt));
  return pageOf(
    paging,
    () => countOf(db, orders, mine),
    async (window) => {
      const rows = await db.select().from(orders).where(mine).orderBy(desc(orders.createdAt), desc(orders.id)).limit(window.limit).offset(window.offset);
      if (rows.length === 0) return [];
      const counts = await db
        .select({ orderId: orderItems.orderId, n: count() })
        .from(orderItems)
        .where(inArray(orderItems.orderId, rows.map((row) => row.id)))
        .groupBy(orderItems.orderId);
      const byOrder = new Map(counts.map((row) => [row.orderId, row.n]));
      return rows.map((row) => summaryOf(row, byOrder.get(row.id) ?? 0));
    },
  );
}
