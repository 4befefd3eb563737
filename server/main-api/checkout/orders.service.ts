import { randomInt } from 'node:crypto';
import { eq, and, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { transactionRequestSchema } from '../../../src/api/contract/checkout';
import { toE164 } from '../../../src/domain/phone';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { selectRows } from '../../db/client';
import { carts, orderItems, orders, promotionRedemptions } from '../../db/schema';
import { isRefusal, Refusal } from '../../services/refusal';
import type { Language } from '../../i18n/server-i18n';
import type { AuthSession } from '../../services/auth-tokens/auth-token-service';
import type { SmsService } from '../../services/sms/sms-service';
import { amountsOf, cartNotFound, linesOf, mayUse } from './cart.service';
import type { CartRow } from './cart.service';
import { priceNow } from './money';
import { orderLink, orderSecret, sha256 } from './order-link';
import { placedSmsText } from './order-messages';
import type { OrderItemRow, OrderRow } from './order-views';
import type { CodeTerms } from './promotion-codes.service';
import { codeNotFound, codeProblem, findCodeTerms, redeemCode, unusable } from './promotion-codes.service';

/*
 * Placing an order: the checkout transaction (atomic, idempotent) and the order's reference.
 * Reading orders is order-views.ts, the guest link's secret order-link.ts, the text messages
 * order-messages.ts, paid and cancelled order-lifecycle.ts. src/api/contract/checkout.ts states the rules.
 */

export type TransactionRequest = z.output<typeof transactionRequestSchema>;



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
  /** The order's link secret, derived once for the answer (the database keeps only its hash). */
  secret: string;
  /** The order's items as the transaction wrote them (a retried checkout reads them with the order). */
  items?: OrderItemRow[];
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
  return { order: earlier, secret: await orderSecret(db, earlier.reference), created: false };
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
  const items: OrderItemRow[] = [];
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
      .returning();
    items.push(row);
    itemIds.set(item.id, row.id);
  }

  if (terms) {
    if (!(await redeemCode(tx, terms, now))) throw unusable(language, 'used_up', terms, 'promotion_code');
    await tx.insert(promotionRedemptions).values({ orderId: order.id, code: terms.code, codeTable: terms.table });
  }
  // The customer's SMS: the reference, the amount and the order's link, in the order's transaction (the durable outbox).
  await notify.sms.enqueue(tx, { to: order.deliveryPhone, body: placedSmsText(order, orderLink(notify.publicOrigin, reference, secret)), language, purpose: 'order-placed' });
  return { order, secret, items, created: true };
}
