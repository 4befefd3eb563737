import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { userProfileEndpoints } from '../../../src/api/contract/user-profile';
import { urlOf } from '../../../src/api/contract/endpoint';
import { call, lastCode, randomPhone, signIn } from '../../testing/portal-calls';
import { databaseKinds, useTestContext } from '../../testing/test-context';

/*
 * Single use under a race: a phone-change code changes the number once. The code belongs to the
 * account that asked for it, wherever it is checked from, so the 50 checks come from 50 addresses
 * (each address has 30 checks per 15 minutes) and all of them reach the code.
 */

const PHONE = urlOf(userProfileEndpoints.requestPhoneNumberChange);
const PHONE_VERIFY = urlOf(userProfileEndpoints.verifyPhoneNumberChange);

describe.each(databaseKinds)('phone-number change under a race, on %s', (kind) => {
  const ctx = useTestContext(kind);

  it('changes the number once when the right code arrives 50 times at once; the others hear otp_expired', async () => {
    const oldPhone = randomPhone();
    const token = await signIn(ctx, oldPhone);
    const wanted = randomPhone();
    expect((await call(ctx, PHONE, { method: 'POST', token, json: { phone_number: wanted } })).status).toBe(200);
    const otp = await lastCode(ctx, wanted);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const response = await call(ctx, PHONE_VERIFY, { method: 'POST', token, json: { phone_number: wanted, otp }, ip: `198.51.100.${i + 1}` });
        return response.status === 200 ? 'changed' : ((await response.json()) as { error: { code: string } }).error.code;
      }),
    );
    expect(answers.filter((answer) => answer === 'changed')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'otp_expired')).toHaveLength(49);
    const rows = await ctx.database.db.select().from(users).where(eq(users.phoneNumber, wanted));
    expect(rows).toHaveLength(1);
    expect(await ctx.database.db.select().from(users).where(eq(users.phoneNumber, oldPhone))).toEqual([]);
  });
});
