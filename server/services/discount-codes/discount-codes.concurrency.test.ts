import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { discountCodes } from '../../db/schema';
import { databaseKinds, useTestDatabase } from '../../testing/test-context';
import { issueDiscountCode, redeemDiscountCode } from './discount-codes';
import { issueOptions } from './testing';

/*
 * Single use under a race, for the discount codes the kid quiz issues: one code per results
 * record however many ask for it at once, and never more redemptions than the code's limit.
 */

describe.each(databaseKinds)('discount codes under a race, on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('creates one code for a record when 50 requests for it arrive at once; all 50 answer that code', async () => {
    const sourceRecordId = randomUUID();
    const results = await Promise.all(Array.from({ length: 50 }, () => issueDiscountCode(database.db, issueOptions({ sourceRecordId }))));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.discountCode.code)).size).toBe(1);
    expect(await database.db.select().from(discountCodes).where(eq(discountCodes.sourceRecordId, sourceRecordId))).toHaveLength(1);
  });

  it.each([1, 3])('redeems a code with a limit of %i exactly that often when 50 checkouts race', async (usageLimit) => {
    const { discountCode } = await issueDiscountCode(database.db, issueOptions({ usageLimit }));
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => redeemDiscountCode(database.db, discountCode.code)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(usageLimit);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'used_up')).toHaveLength(50 - usageLimit);
    const [row] = await database.db.select().from(discountCodes).where(eq(discountCodes.code, discountCode.code));
    expect(row.timesUsed).toBe(usageLimit);
  });
});
