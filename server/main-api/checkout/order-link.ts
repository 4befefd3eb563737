import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema';
import type { AuthSession } from '../../services/auth-tokens/auth-token-service';
import type { OrderRow } from './order-views';

/*
 * The order's link for a guest: its secret (derived from the reference, kept only as a hash), who
 * may read an order, and the link the order's SMS carries.
 */

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

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


/** The order's page with its secret in the fragment (never a query string, so never in a server log). */
export function orderLink(origin: string, reference: string, secret: string): string {
  return `${new URL(`/orders/${encodeURIComponent(reference)}`, origin).href}#${secret}`;
}
