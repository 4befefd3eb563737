import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountCodes } from '../../db/schema';

/*
 * Discount codes, for any source (the kid quiz now, campaigns later). The two rules races could
 * break are kept by the database: one code per source record (unique index) and never more uses
 * than allowed (a conditional UPDATE, backed by a CHECK). See server/db/schema/kid-quiz.ts.
 */

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** Easy to read aloud and type: no 0/O or 1/I. 32 symbols, so one random byte masked to 5 bits is unbiased. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CODE_LENGTH = 8;
const MAX_ATTEMPTS = 5;

/** A random code: prefix + 8 symbols (40 bits), e.g. 'KID-7Q4M9X2T'. */
export function generateCode(prefix: string): string {
  const bytes = randomBytes(CODE_LENGTH);
  let body = '';
  for (const byte of bytes) body += CODE_ALPHABET[byte & 31];
  return `${prefix}${body}`;
}

export interface IssueOptions {
  source: string;
  sourceRecordId: string;
  prefix: string;
  percentOff: number;
  usageLimit: number;
  expiresAt: Date;
  /** E.164 number the code is issued for, if known. */
  phone?: string | null;
  /** Replaceable in tests to force a collision. */
  generate?: (prefix: string) => string;
}

export interface IssueResult {
  discountCode: DiscountCodeRow;
  /** false when the record already had a code: that one is returned unchanged. */
  created: boolean;
}

export async function findCodeForRecord(db: Db, source: string, sourceRecordId: string): Promise<DiscountCodeRow | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.source, source), eq(discountCodes.sourceRecordId, sourceRecordId)));
  return row ?? null;
}

export async function findCode(db: Db, code: string): Promise<DiscountCodeRow | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row ?? null;
}

/**
 * The code of a source record, created on first request. Concurrent first requests do not make
 * two codes: both insert with ON CONFLICT DO NOTHING, the unique index lets one row in, and the
 * loser re-reads and returns the winner's code. A conflict with no row for the record can only be
 * a clash of random codes, which is retried with a new code.
 */
export async function issueDiscountCode(db: Db, options: IssueOptions): Promise<IssueResult> {
  const existing = await findCodeForRecord(db, options.source, options.sourceRecordId);
  if (existing) return { discountCode: existing, created: false };

  const generate = options.generate ?? generateCode;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const [inserted] = await db
      .insert(discountCodes)
      .values({
        code: generate(options.prefix),
        source: options.source,
        sourceRecordId: options.sourceRecordId,
        percentOff: options.percentOff,
        usageLimit: options.usageLimit,
        phone: options.phone ?? null,
        expiresAt: options.expiresAt,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { discountCode: inserted, created: true };
    const winner = await findCodeForRecord(db, options.source, options.sourceRecordId);
    if (winner) return { discountCode: winner, created: false };
  }
  throw new Error(`Could not create a unique discount code after ${MAX_ATTEMPTS} attempts`);
}

export type RedeemResult =
  | { ok: true; discountCode: DiscountCodeRow }
  | { ok: false; reason: 'not_found' | 'expired' | 'used_up' };

/**
 * Uses a code once, for checkout. One conditional UPDATE: PostgreSQL re-checks the WHERE on the
 * locked row, so of any number of concurrent redemptions exactly `usage_limit` succeed.
 */
export async function redeemDiscountCode(db: Db, code: string): Promise<RedeemResult> {
  const [row] = await db
    .update(discountCodes)
    .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
    .where(and(eq(discountCodes.code, code), sql`${discountCodes.timesUsed} < ${discountCodes.usageLimit}`, sql`${discountCodes.expiresAt} > now()`))
    .returning();
  if (row) return { ok: true, discountCode: row };
  const current = await findCode(db, code);
  return { ok: false, reason: usabilityProblem(current) ?? 'used_up' };
}

/**
 * Why a code cannot be used now, or null when it can. `now` defaults to the clock of this
 * process; redeemDiscountCode itself decides with the database clock.
 */
export function usabilityProblem(row: DiscountCodeRow | null, now: Date = new Date()): 'not_found' | 'expired' | 'used_up' | null {
  if (!row) return 'not_found';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.timesUsed >= row.usageLimit) return 'used_up';
  return null;
}
