import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DeliveryInformation, Order, OrderSummary, transactionRequestSchema } from '../../../src/api/contract/checkout';
import { VIETNAM_COUNTRY_ID } from '../../../src/api/contract/locations';
import { toE164 } from '../../../src/domain/phone';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { selectRows } from '../../db/client';
import { appMeta, carts, discountCodes, orderItems, orders, promotionCodes, promotionRedemptions } from '../../db/schema';
import { isRefusal, Refusal } from '../../services/refusal';
import type { Language } from '../../i18n/server-i18n';
import { smsAmount, smsText } from '../../services/sms/sms-text';
import { serverT } from '../../i18n/server-i18n';
import type { AuthSession } from '../../services/auth-tokens/auth-token-service';
import type { SmsService } from '../../services/sms/sms-service';
import { vietnamLocations } from '../locations/locations.data';
import { countOf, pageOf, textIn } from '../shared/localize';
import type { Paging } from '../shared/localize';
import { amountsOf, cartNotFound, linesOf, mayUse, toDiscount } from './cart.service';
import type { CartRow } from './cart.service';
import { priceNow, pricesOfAmounts } from './money';
import type { CodeTerms } from './promotion-codes.service';
import { codeNotFound, codeProblem, findCodeTerms, redeemCode, unusable } from './promotion-codes.service';

/*
 * Orders: the checkout transaction (atomic, idempotent), the order read, mark-paid and its SMS,
 * cancelling (the code's use given back), a customer's list and the guest orders attached at sign-in.
 * src/api/contract/checkout.ts states the rules.
 */

export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
export type TransactionRequest = z.output<typeof transactionRequestSchema>;

export const orderNotFound = () => new Refusal('not_found', 'not_found', { messageKey: 'order_not_found' });

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

// ---- the guest link's secret --------------------------------------------------------------------

const LINK_KEY = 'order_link_secret';
const LINK_PURPOSE = 'genewell:order-link:v1:';

/**
 * The key the link secrets are derived from: kept in the database (app_meta), made by the first
 * instance that needs it. An order's secret is HMAC(key, reference), so a retried checkout (the
 * same Idempotency-Key) can answer the secret again while the database keeps only its hash.
 */
async function linkKey(db: Db): Promise<string> {
  await db.insert(appMeta).values({ key: LINK_KEY, value: randomBytes(32).toString('base64url') }).onConflictDoNothing({ target: appMeta.key });
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, LINK_KEY));
  if (typeof row?.value !== 'string' || row.value.length < 32) throw new Error(`app_meta.${LINK_KEY} is not a usable secret`);
  return row.value;
}

export async function orderSecret(db: Db, reference: string): Promise<string> {
  return createHmac('sha256', await linkKey(db)).update(LINK_PURPOSE + reference, 'utf8').digest('base64url');
}

export function holdsSecret(order: OrderRow, secret: string | null | undefined): boolean {
  if (!secret || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return false;
  return timingSafeEqual(Buffer.from(sha256(secret), 'hex'), Buffer.from(order.secretHash, 'hex'));
}

/** Whether the caller may read the order: its account, or whoever holds its secret. */
export function mayRead(order: OrderRow, session: AuthSession | null, secret: string | null | undefined): boolean {
  if (order.userId !== null && session?.userId === order.userId) return true;
  return holdsSecret(order, secret);
}

// ---- references ----------------------------------------------------------------------------------

/**
 * GW-<year in Vietnam>-<10 random digits> (issue 22 §13): not the order's sequence number, which
 * would tell anyone holding two references how many orders were placed between them. The form is
 * the one the column's check and the contract allow (6 digits or more), so older references stay
 * valid. `draw` is replaceable in tests.
 */
export function referenceOf(at: Date, draw: () => number = () => randomInt(1_000_000_000, 10_000_000_000)): string {
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric' }).format(at);
  return `GW-${year}-${draw()}`;
}

/** A reference no order has yet (one in nine billion a year clashes: drawn again). */
async function freshReference(tx: Db, at: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const reference = referenceOf(at);
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference));
    if (!taken) return reference;
  }
  throw new Error('Could not draw an unused order reference');
}

// ---- the transaction ---------------------------------------------------------------------------

export interface CheckoutInput {
  body: TransactionRequest;
  idempotencyKey: string;
  session: AuthSession | null;
  language: Language;
  now: Date;
  /**
   * Where the order's SMS goes out (issue 23 §10): queued in the order's transaction, with the
   * order's link (secret included) on `publicOrigin`, so a guest who closed the tab can pay and follow it.
   */
  notify: { sms: SmsService; publicOrigin: string };
}

export interface CheckoutHooks {
  /** Runs in the transaction right after the order row is written (tests inject a failure here). */
  afterOrderRow?: (tx: Db, order: OrderRow) => Promise<void>;
}

export interface CheckoutResult {
  order: OrderRow;
  /** false: the order this Idempotency-Key made before. */
  created: boolean;
}

async function orderByKey(db: Db, key: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row ?? null;
}

/**
 * The first order of this key, if any: the same cart's (a retry), or a 409 for another cart. A
 * retry passes the first request's own check (issue 22 §5): an account's order answers only that
 * account's session, a guest order whoever holds the cart's id (as the guest cart was used); anyone
 * else, and an order anonymised since, gets the 404 of an unknown cart, never the order, its
 * secret or its delivery details.
 */
async function earlierOrder(db: Db, input: CheckoutInput): Promise<CheckoutResult | null> {
  const earlier = await orderByKey(db, input.idempotencyKey);
  if (!earlier) return null;
  if (earlier.cartId !== input.body.cartId) throw new Refusal('conflict', 'conflict', { messageKey: 'idempotency_key_reused' });
  if (earlier.anonymisedAt || (earlier.userId !== null && earlier.userId !== input.session?.userId)) throw cartNotFound();
  return { order: earlier, created: false };
}

const locationText = (value: string | number | null | undefined): string | null => (value === null || value === undefined ? null : String(value));

/**
 * Turns a cart into an order, all or nothing: the cart is closed, the order, its items and the
 * code's redemption written, in one transaction. The same Idempotency-Key answers the first
 * order: found before the transaction, or after losing the race for the key (unique index) or for
 * the cart (row lock) to a concurrent twin.
 */
export async function checkout(db: Db, input: CheckoutInput, hooks: CheckoutHooks = {}): Promise<CheckoutResult> {
  const earlier = await earlierOrder(db, input);
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => placeOrder(tx, input, hooks));
  } catch (error) {
    if (isUniqueViolation(error) || isRefusal(error, 'not_found', 'cart_not_found')) {
      const twin = await earlierOrder(db, input);
      if (twin) return twin;
    }
    throw error;
  }
}

async function placeOrder(tx: Db, { body, idempotencyKey, session, language, now, notify }: CheckoutInput, hooks: CheckoutHooks): Promise<CheckoutResult> {
  // Closing the cart locks its row: a concurrent checkout of the same cart waits, then finds it closed.
  const [cart] = (await tx.update(carts).set({ checkedOutAt: now }).where(and(eq(carts.id, body.cartId), isNull(carts.checkedOutAt))).returning()) as CartRow[];
  if (!cart || !mayUse({ ...cart, checkedOutAt: null }, session)) throw cartNotFound();
  const lines = await linesOf(tx, cart.id);
  if (lines.length === 0) throw new Refusal('invalid', 'cart_empty', { messageKey: 'cart_empty' });

  // One code per order: the one sent; none when null is sent; else the cart's.
  const code = body.promotionCode === undefined ? cart.promotionCode : body.promotionCode;
  const amounts = await amountsOf(tx, { ...cart, promotionCode: code }, lines, now);
  let terms: CodeTerms | null = null;
  if (code) {
    terms = amounts.terms ?? (await findCodeTerms(tx, code));
    const problem = codeProblem(terms, now, amounts.lines);
    if (!terms || problem === 'not_found') throw codeNotFound();
    if (problem) throw unusable(language, problem, terms, 'promotion_code');
  }

  const [{ id }] = await selectRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  const reference = await freshReference(tx, now);
  const secret = await orderSecret(tx, reference);
  const [order] = await tx
    .insert(orders)
    .values({
      id,
      reference,
      idempotencyKey,
      cartId: cart.id,
      userId: session?.userId ?? cart.userId,
      secretHash: sha256(secret),
      status: 'pending',
      paymentMethod: body.paymentMethod,
      // Cash on delivery is confirmed at once; a transfer when it arrives.
      confirmedAt: body.paymentMethod === 'cod' ? now : null,
      language,
      deliveryName: body.deliveryName,
      deliveryPhone: toE164(body.deliveryContactPhone),
      deliveryEmail: body.deliveryEmail ?? null,
      deliveryCountryId: String(body.deliveryCountryId),
      deliveryProvinceId: String(body.deliveryProvinceId),
      deliveryDistrictId: locationText(body.deliveryDistrictId),
      deliveryWardId: String(body.deliveryWardId),
      deliveryAddress: body.deliveryAddress,
      deliveryPostalCode: body.deliveryPostalCode || null,
      vatInvoice: body.vatInvoice ?? null,
      subtotal: amounts.subtotal,
      discount: amounts.discount ?? { VND: 0, USD: 0 },
      total: amounts.total,
      promotionCode: terms?.code ?? null,
      promotionKind: terms?.kind ?? null,
      promotionPercentOff: terms?.kind === 'percent' ? terms.percentOff : null,
      network: body.network ?? null,
      trackingId: body.trackingId ?? null,
      source: body.source ?? null,
      createdAt: now,
    })
    .returning();
  await hooks.afterOrderRow?.(tx, order);

  const itemIds = new Map<string, number>();
  for (const [position, { item, pkg }] of lines.entries()) {
    const price = priceNow(pkg);
    const [row] = await tx
      .insert(orderItems)
      .values({
        orderId: order.id,
        packageId: pkg.id,
        packageSlug: pkg.slug,
        name: pkg.name,
        parentId: item.parentId ? (itemIds.get(item.parentId) ?? null) : null,
        quantity: 1,
        price,
        subtotal: price,
        position,
      })
      .returning({ id: orderItems.id });
    itemIds.set(item.id, row.id);
  }

  if (terms) {
    if (!(await redeemCode(tx, terms, now))) throw unusable(language, 'used_up', terms, 'promotion_code');
    await tx.insert(promotionRedemptions).values({ orderId: order.id, code: terms.code, codeTable: terms.table });
  }
  // The customer's SMS: the reference, the amount and the order's link, in the order's transaction (the durable outbox).
  await notify.sms.enqueue(tx, { to: order.deliveryPhone, body: placedSmsText(order, orderLink(notify.publicOrigin, reference, secret)), language, purpose: 'order-placed' });
  return { order, created: true };
}

// ---- reading -------------------------------------------------------------------------------------

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

export async function orderView(db: Db, order: OrderRow, language: Language, secret?: string): Promise<Order> {
  const items: OrderItemRow[] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));
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

// ---- placed ----------------------------------------------------------------------------------------

/** The order's page with its secret in the fragment (never a query string, so never in a server log). */
export function orderLink(origin: string, reference: string, secret: string): string {
  return `${new URL(`/orders/${encodeURIComponent(reference)}`, origin).href}#${secret}`;
}


/**
 * The SMS sent when an order is placed: its reference, the amount and its link; for a transfer,
 * "pay" (the page has the QR code), for cash on delivery, the amount the courier collects. GSM-7
 * in en and vi (vi without diacritics); the link makes it two segments at most (three in th, zh).
 */
export function placedSmsText(order: Pick<OrderRow, 'language' | 'reference' | 'total' | 'paymentMethod'>, link: string): string {
  const key = order.paymentMethod === 'cod' ? 'sms.placedCod' : 'sms.placedTransfer';
  return smsText(order.language, serverT(order.language, 'orders')(key, { reference: order.reference, total: smsAmount(order.language, order.total.VND), link }));
}

// ---- paid ------------------------------------------------------------------------------------------

/** The SMS telling the customer their payment arrived: one GSM-7 segment in en and vi (vi without diacritics), one UCS-2 segment in th and zh. */
export function paidSmsText(order: Pick<OrderRow, 'language' | 'reference' | 'total'>): string {
  return smsText(order.language, serverT(order.language, 'orders')('sms.paid', { reference: order.reference, total: smsAmount(order.language, order.total.VND) }));
}

export type MarkPaidResult = { outcome: 'paid' | 'already_paid'; order: OrderRow } | { outcome: 'not_found' } | { outcome: 'cancelled' };

/** Records the payment of a pending order and queues the customer's SMS in the same transaction; again, nothing changes. */
export async function markOrderPaid(db: Db, sms: SmsService, reference: string, now: Date): Promise<MarkPaidResult> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now, confirmedAt: sql`coalesce(${orders.confirmedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(orders.reference, reference), eq(orders.status, 'pending')))
      .returning();
    if (paid) {
      // An anonymised order (its customer deleted their account) has no number to tell.
      if (!paid.anonymisedAt) await sms.enqueue(tx, { to: paid.deliveryPhone, body: paidSmsText(paid), language: paid.language, purpose: 'order-paid' });
      return { outcome: 'paid', order: paid };
    }
    const current = await orderByReference(tx, reference);
    if (!current) return { outcome: 'not_found' };
    return current.status === 'paid' ? { outcome: 'already_paid', order: current } : { outcome: 'cancelled' };
  });
}

// ---- cancelled -------------------------------------------------------------------------------------

export type CancelResult = { outcome: 'cancelled' | 'already_cancelled'; order: OrderRow } | { outcome: 'not_found' } | { outcome: 'paid'; order: OrderRow };

/**
 * Cancels a pending order and gives its code's use back, in one transaction. The order's row is
 * changed by one conditional UPDATE (still pending), which PostgreSQL re-checks on the row it
 * locks: a cancel racing a mark-paid (the same conditional UPDATE to paid) finds the other's
 * result, so exactly one of them wins. The redemption row goes and the code's times_used goes down
 * by one, so the code (a campaign's, a claim's personal code, a quiz's) can be used again; a
 * claim itself is not undone (the number keeps its code, now usable again).
 * `allowed` decides who may (the customer's session or secret); operations pass none.
 */
export async function cancelOrder(db: Db, reference: string, now: Date, allowed: (order: OrderRow) => boolean = () => true): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const current = await orderByReference(tx, reference);
    if (!current || !allowed(current)) return { outcome: 'not_found' };
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(orders.id, current.id), eq(orders.status, 'pending')))
      .returning();
    if (cancelled) {
      await giveCodeBack(tx, cancelled.id);
      return { outcome: 'cancelled', order: cancelled };
    }
    const [latest] = await tx.select().from(orders).where(eq(orders.id, current.id));
    return latest.status === 'paid' ? { outcome: 'paid', order: latest } : { outcome: 'already_cancelled', order: latest };
  });
}

async function giveCodeBack(tx: Db, orderId: number): Promise<void> {
  const [redemption] = await tx.delete(promotionRedemptions).where(eq(promotionRedemptions.orderId, orderId)).returning();
  if (!redemption) return;
  if (redemption.codeTable === 'promotion') {
    await tx
      .update(promotionCodes)
      .set({ timesUsed: sql`${promotionCodes.timesUsed} - 1` })
      .where(and(eq(promotionCodes.code, redemption.code), sql`${promotionCodes.timesUsed} > 0`));
  } else {
    await tx
      .update(discountCodes)
      .set({ timesUsed: sql`${discountCodes.timesUsed} - 1` })
      .where(and(eq(discountCodes.code, redemption.code), sql`${discountCodes.timesUsed} > 0`));
  }
}

// ---- a customer's orders ------------------------------------------------------------------------

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
