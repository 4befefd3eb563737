import { describe, expect, it } from 'vitest';
import { addDays, subMinutes } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { discountCodes } from '../../db/schema';
import { databaseKinds, useTestDatabase } from '../../testing/test-context';
import { CODE_ALPHABET, findCode, generateCode, issueDiscountCode, redeemDiscountCode, usabilityProblem } from './discount-codes';
import { issueOptions } from './testing';

const CODE_PATTERN = /^KID-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;

describe('generateCode', () => {
  it('writes the prefix and 8 symbols from the readable alphabet', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(CODE_ALPHABET).not.toMatch(/[01OI]/);
    const codes = Array.from({ length: 2000 }, () => generateCode('KID-'));
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
    // 40 random bits each: 2000 codes do not repeat, and every symbol turns up.
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('').replaceAll('KID-', ''))).toEqual(new Set(CODE_ALPHABET));
  });
});

describe.each(databaseKinds)('discount codes on %s', (kind) => {
  const database = useTestDatabase(kind);


  const countFor = async (sourceRecordId: string) =>
    (await database.db.select().from(discountCodes).where(eq(discountCodes.sourceRecordId, sourceRecordId))).length;

  it('creates one code per record and returns it again on later requests', async () => {
    const request = issueOptions({ phone: '+84912345678' });
    const first = await issueDiscountCode(database.db, request);
    expect(first.created).toBe(true);
    expect(first.discountCode).toMatchObject({ source: 'kid-quiz', sourceRecordId: request.sourceRecordId, percentOff: 10, usageLimit: 1, timesUsed: 0, phone: '+84912345678' });
    expect(first.discountCode.code).toMatch(CODE_PATTERN);

    const again = await issueDiscountCode(database.db, { ...request, percentOff: 50 });
    expect(again).toEqual({ discountCode: first.discountCode, created: false });
    expect(await countFor(request.sourceRecordId)).toBe(1);
  });

  it('creates a single code when many requests for a record race', async () => {
    const request = issueOptions();
    const results = await Promise.all(Array.from({ length: 8 }, () => issueDiscountCode(database.db, request)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.discountCode.code)).size).toBe(1);
    expect(await countFor(request.sourceRecordId)).toBe(1);
  });

  it('retries with a new code when the random one is taken', async () => {
    const taken = await issueDiscountCode(database.db, issueOptions());
    const candidates = [taken.discountCode.code, taken.discountCode.code, 'KID-NEWC0DE2'.replace('0', 'Q')];
    const result = await issueDiscountCode(database.db, issueOptions({ generate: () => candidates.shift() ?? 'unreachable' }));
    expect(result.created).toBe(true);
    expect(result.discountCode.code).toBe('KID-NEWCQDE2');
    expect(candidates).toEqual([]);
  });

  it('gives up after repeated clashes rather than looping', async () => {
    const taken = await issueDiscountCode(database.db, issueOptions());
    const request = issueOptions({ generate: () => taken.discountCode.code });
    await expect(issueDiscountCode(database.db, request)).rejects.toThrow(/unique discount code/);
    expect(await countFor(request.sourceRecordId)).toBe(0);
  });

  it('keeps one code per record in the database itself', async () => {
    const { discountCode } = await issueDiscountCode(database.db, issueOptions());
    const duplicate = database.db.insert(discountCodes).values({ ...discountCode, code: 'KID-DUPL2CAT' });
    await expect(duplicate).rejects.toThrow();
  });

  it('redeems a code until its usage limit, then refuses', async () => {
    const { discountCode } = await issueDiscountCode(database.db, issueOptions({ usageLimit: 2 }));
    const first = await redeemDiscountCode(database.db, discountCode.code);
    expect(first).toMatchObject({ ok: true, discountCode: { timesUsed: 1 } });
    expect(await redeemDiscountCode(database.db, discountCode.code)).toMatchObject({ ok: true, discountCode: { timesUsed: 2 } });
    expect(await redeemDiscountCode(database.db, discountCode.code)).toEqual({ ok: false, reason: 'used_up' });
    expect((await findCode(database.db, discountCode.code))?.timesUsed).toBe(2);
  });

  it('lets exactly usage_limit of many concurrent redemptions through', async () => {
    const { discountCode } = await issueDiscountCode(database.db, issueOptions({ usageLimit: 3 }));
    const results = await Promise.all(Array.from({ length: 10 }, () => redeemDiscountCode(database.db, discountCode.code)));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(results.filter((result) => !result.ok)).toEqual(Array.from({ length: 7 }, () => ({ ok: false, reason: 'used_up' })));
    expect((await findCode(database.db, discountCode.code))?.timesUsed).toBe(3);
  });

  it('refuses an expired code and an unknown one', async () => {
    const { discountCode } = await issueDiscountCode(database.db, issueOptions({ expiresAt: subMinutes(new Date(), 1) }));
    expect(await redeemDiscountCode(database.db, discountCode.code)).toEqual({ ok: false, reason: 'expired' });
    expect((await findCode(database.db, discountCode.code))?.timesUsed).toBe(0);
    expect(await redeemDiscountCode(database.db, 'KID-NQTHERE2')).toEqual({ ok: false, reason: 'not_found' });
  });

  it('never stores more uses than the limit, whatever the query', async () => {
    const { discountCode } = await issueDiscountCode(database.db, issueOptions({ usageLimit: 1 }));
    const overUse = database.db
      .update(discountCodes)
      .set({ timesUsed: sql`${discountCodes.usageLimit} + 1` })
      .where(eq(discountCodes.code, discountCode.code));
    await expect(overUse).rejects.toThrow();
  });

  it('says why a code cannot be used', async () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const { discountCode } = await issueDiscountCode(database.db, issueOptions({ expiresAt: addDays(now, 1) }));
    expect(usabilityProblem(null, now)).toBe('not_found');
    expect(usabilityProblem(discountCode, now)).toBeNull();
    expect(usabilityProblem(discountCode, addDays(now, 1))).toBe('expired');
    expect(usabilityProblem({ ...discountCode, timesUsed: 1 }, now)).toBe('used_up');
  });
});
