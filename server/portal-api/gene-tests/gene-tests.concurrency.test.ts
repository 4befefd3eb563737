import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerProfiles, geneTests } from '../../db/schema';
import { geneTestEndpoints } from '../../../src/api/contract/gene-test';
import { urlOf } from '../../../src/api/contract/endpoint';
import { accountsWithTokens, call } from '../../testing/portal-calls';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import type { TestContext } from '../../testing/test-context';

/*
 * Single use under a race: a gene-test kit links to one account only. 50 accounts proving the
 * same kit at the same moment must leave it linked to exactly one of them, which alone hears 200.
 * Uses the demo kits GW-24-30001 (1979-11-05) and GW-24-30002 (1995-03-22), unlinked when seeded.
 */

const VERIFY = urlOf(geneTestEndpoints.verifyCustomer);

async function ownerOfKit(ctx: TestContext, kitCode: string): Promise<string | null> {
  const [row] = await ctx.database.db
    .select({ userId: customerProfiles.userId })
    .from(geneTests)
    .innerJoin(customerProfiles, eq(customerProfiles.id, geneTests.customerProfileId))
    .where(eq(geneTests.kitCode, kitCode));
  return row.userId;
}

describe.each(databaseKinds)('linking a kit under a race, on %s', (kind) => {
  const ctx = useTestContext(kind);

  it('links a kit to exactly one of 50 accounts verifying it at once; the other 49 are refused', async () => {
    const racers = await accountsWithTokens(ctx, 50);
    const statuses = await Promise.all(
      racers.map(({ token }) => call(ctx, VERIFY, { method: 'POST', token, json: { kit_code: 'GW-24-30001', date_of_birth: '1979-11-05' } }).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refused = statuses.filter((status) => status !== 200);
    expect(refused).toHaveLength(49);
    // Refused as "linked to another account" (409) or, should that answer become the same as a
    // missing kit's, 404: never a success and never a server error.
    expect(refused.every((status) => status === 409 || status === 404)).toBe(true);
    const winner = racers[statuses.indexOf(200)];
    expect(await ownerOfKit(ctx, 'GW-24-30001')).toBe(winner.userId);
    // Afterwards it stays the winner's: another account is refused, the winner may verify again.
    expect((await call(ctx, VERIFY, { method: 'POST', token: racers[(statuses.indexOf(200) + 1) % 50].token, json: { kit_code: 'GW-24-30001', date_of_birth: '1979-11-05' } })).status).not.toBe(200);
    expect((await call(ctx, VERIFY, { method: 'POST', token: winner.token, json: { kit_code: 'GW-24-30001', date_of_birth: '1979-11-05' } })).status).toBe(200);
  });

  it('answers every one of 10 simultaneous verifications by the same account with the same link', async () => {
    // 10: the account's verifications per hour (customerVerifyPerUser).
    const [self] = await accountsWithTokens(ctx, 1);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => call(ctx, VERIFY, { method: 'POST', token: self.token, json: { kit_code: 'GW-24-30002', date_of_birth: '1995-03-22' } }).then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await ownerOfKit(ctx, 'GW-24-30002')).toBe(self.userId);
  });
});
