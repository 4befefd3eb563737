import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountCodes, orders, promotionCodes, promotionRedemptions } from '../../db/schema';
import type { SmsService } from '../../services/sms/sms-service';
import { paidSmsText } from './order-messages';
import { orderByReference } from './order-views';
import type { OrderRow } from './order-views';

/*
 * An order after it is placed: paid (operations, or the bank's notice) with the customer's SMS, or
 * cancelled with its code's use given back. Each is one conditional UPDATE in a transaction.
 */

// ---- paid ------------------------------------------------------------------------------------------

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
