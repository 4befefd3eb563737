import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { customerProfiles, geneTestAccessTokens, geneTestReports, geneTests } from '../../db/schema';
import { hashSecret } from '../../services/auth-tokens/auth-token-service';
import {
  customerProfileResponseSchema,
  customerResponseSchema,
  geneTestEndpoints,
  geneTestInformationListResponseSchema,
  geneTestInformationResponseSchema,
  geneTestStatuses,
  geneTokenInformationResponseSchema,
} from '../../../src/api/contract/gene-test';
import { bodyOf, call, errorOf, randomPhone, signIn } from '../../testing/portal-calls';
import { urlOf } from '../../../src/api/contract/endpoint';

const CUSTOMER = urlOf(geneTestEndpoints.customer);
const VERIFY = urlOf(geneTestEndpoints.verifyCustomer);
const INFO = urlOf(geneTestEndpoints.informationList);
const infoOf = (id: string) => urlOf(geneTestEndpoints.information, { id });
const TOKEN_VERIFY = urlOf(geneTestEndpoints.verifyToken);

describe.each(databaseKinds)('gene tests on %s', (kind) => {
  const ctx = useTestContext(kind);
  let an: string;
  let hoa: string;
  beforeAll(async () => {
    an = await signIn(ctx, '+84901234567');
    hoa = await signIn(ctx, '+84907654321');
  });

  const customerOf = async (token: string) => (await bodyOf(await call(ctx, CUSTOMER, { token }), customerResponseSchema)).data;
  const verify = (token: string | undefined, json: unknown, language = 'en') => call(ctx, VERIFY, { method: 'POST', token, json, language });

  describe('GET /customer/', () => {
    it('lists only profiles with a gene test, sorted by name, each with its report and full timeline', async () => {
      const data = await customerOf(an);
      expect(data.customerProfiles.map((profile) => profile.name)).toEqual(['Nguyễn Gia Hân', 'Nguyễn Minh Khang', 'Nguyễn Văn An', 'Trần Thị Bình']);
      expect(data.customerProfiles.map((profile) => profile.name)).not.toContain('Phạm Thị Cúc');

      const self = data.customerProfiles[2];
      expect(self).toMatchObject({ gender: 1, dateOfBirth: '1988-04-12', relationship: 'self' });
      expect(self.geneTest).toEqual({
        id: expect.any(String),
        kitCode: 'GW-24-10001',
        packageSlug: 'g-intel',
        status: 'report_ready',
        reportResults: {
          isAvailable: true,
          metabolism: { carbohydrate: 3, fat: 2, protein: 1 },
          nutritionalRequirements: { vitaminA: 1, vitaminB2: 2, vitaminB6: 2, vitaminB12: 3, vitaminC: 1, vitaminD: 1, vitaminE: 2, folate: 2 },
          detoxification: { value: 1 },
        },
      });
      const analysing = data.customerProfiles[1].geneTest;
      expect(analysing).toMatchObject({ status: 'analysing', reportResults: null });

      expect(data.geneTestFullStates.map((state) => state.geneTestId)).toEqual(data.customerProfiles.map((profile) => profile.geneTest.id));
      const timeline = data.geneTestFullStates[1];
      expect(timeline.status).toBe('analysing');
      expect(timeline.states.map((state) => state.status)).toEqual([...geneTestStatuses]);
      expect(timeline.states.map((state) => state.step)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(timeline.states.map((state) => state.reachedAt !== null)).toEqual([true, true, true, true, true, false]);
    });

    it("shows each user only their own people (another user's token sees none of them)", async () => {
      const data = await customerOf(hoa);
      expect(data.customerProfiles.map((profile) => profile.name)).toEqual(['Đỗ Gia Huy', 'Lê Thị Hoa']);
      const fresh = await customerOf(await signIn(ctx, randomPhone()));
      expect(fresh).toEqual({ customerProfiles: [], geneTestFullStates: [] });
    });

    it('the snake_case wire form carries the report keys the diet quiz reads', async () => {
      const wire = (await (await call(ctx, CUSTOMER, { token: an })).json()) as { data: { customer_profiles: Array<{ gene_test: { report_results: unknown } }> } };
      expect(wire.data.customer_profiles[0].gene_test.report_results).toEqual({
        is_available: true,
        metabolism: { carbohydrate: 2, fat: 1, protein: 3 },
        nutritional_requirements: { vitamin_a: 3, vitamin_b2: 2, vitamin_b6: 1, vitamin_b12: 1, vitamin_c: 3, vitamin_d: 2, vitamin_e: 1, folate: 3 },
        detoxification: { value: 2 },
      });
    });

    it('needs sign-in', async () => {
      expect((await call(ctx, CUSTOMER)).status).toBe(401);
    });
  });

  describe('genetic test information', () => {
    it("lists the caller's gene tests and reads one by id", async () => {
      const list = await bodyOf(await call(ctx, INFO, { token: an }), geneTestInformationListResponseSchema);
      expect(list.data.map((item) => item.customer.name)).toEqual(['Nguyễn Gia Hân', 'Nguyễn Minh Khang', 'Nguyễn Văn An', 'Trần Thị Bình']);
      const wanted = list.data[3];
      const one = await call(ctx, infoOf(wanted.geneTest.id), { token: an });
      expect(one.status).toBe(200);
      expect((await bodyOf(one, geneTestInformationResponseSchema)).data).toEqual(wanted);
      expect(wanted).toMatchObject({ customer: { name: 'Trần Thị Bình', gender: 2, dateOfBirth: '1990-09-03' }, geneTest: { kitCode: 'GW-24-10002' } });
    });

    it("answers 404 for another user's gene test, exactly as for an unknown id", async () => {
      const [anTest] = await ctx.database.db.select().from(geneTests).where(eq(geneTests.kitCode, 'GW-24-10001'));
      const theirs = await call(ctx, infoOf(anTest.id), { token: hoa, language: 'vi' });
      const unknown = await call(ctx, infoOf(randomUUID()), { token: hoa, language: 'vi' });
      expect(theirs.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(await theirs.json()).toEqual(await unknown.json());
    });

    it('refuses a malformed id (400) and needs sign-in (401)', async () => {
      const malformed = await call(ctx, infoOf('not-a-uuid'), { token: an });
      expect(malformed.status).toBe(400);
      expect(Object.keys((await errorOf(malformed)).fields ?? {})).toEqual(['id']);
      expect((await call(ctx, INFO)).status).toBe(401);
      expect((await call(ctx, infoOf(randomUUID()))).status).toBe(401);
    });
  });

  describe('POST /customer/verify/', () => {
    it('links an unlinked gene test with its kit code and date of birth; linking again is a no-op', async () => {
      const token = await signIn(ctx, randomPhone());
      const response = await verify(token, { kit_code: 'gw-24-30001 ', date_of_birth: '1979-11-05' });
      expect(response.status).toBe(200);
      const { data } = await bodyOf(response, customerProfileResponseSchema);
      expect(data).toMatchObject({ name: 'Võ Thanh Tùng', geneTest: { kitCode: 'GW-24-30001', packageSlug: 'g-health', status: 'report_ready' } });
      expect(data.geneTest.reportResults?.detoxification.value).toBe(2);

      expect((await customerOf(token)).customerProfiles.map((profile) => profile.name)).toEqual(['Võ Thanh Tùng']);
      expect((await verify(token, { kit_code: 'GW-24-30001', date_of_birth: '1979-11-05' })).status).toBe(200);
      expect((await customerOf(token)).customerProfiles).toHaveLength(1);
    });

    it('answers a gene test linked to another account exactly like an unknown kit (byte for byte), and leaves it there', async () => {
      const stranger = await signIn(ctx, randomPhone());
      for (const language of ['en', 'vi', 'th', 'zh']) {
        const linked = await verify(stranger, { kit_code: 'GW-24-10001', date_of_birth: '1988-04-12' }, language);
        const unknown = await verify(stranger, { kit_code: 'GW-99-99998', date_of_birth: '1988-04-12' }, language);
        expect(linked.status).toBe(404);
        expect(unknown.status).toBe(404);
        for (const header of ['content-type', 'content-language', 'cache-control']) expect(linked.headers.get(header), header).toBe(unknown.headers.get(header));
        expect(await linked.text()).toBe(await unknown.text());
      }
      expect((await customerOf(an)).customerProfiles.map((profile) => profile.geneTest.kitCode)).toContain('GW-24-10001');
      expect((await customerOf(stranger)).customerProfiles).toEqual([]);
    });

    it('answers the same 404 for an unknown kit and for a wrong date of birth', async () => {
      const token = await signIn(ctx, randomPhone());
      const wrongDate = await verify(token, { kit_code: 'GW-24-30002', date_of_birth: '1995-03-23' }, 'vi');
      const unknownKit = await verify(token, { kit_code: 'GW-99-99999', date_of_birth: '1995-03-22' }, 'vi');
      expect(wrongDate.status).toBe(404);
      expect(await wrongDate.json()).toEqual({ error: { code: 'not_found', message: 'Không có xét nghiệm nào khớp với mã bộ kit và ngày sinh này.' } });
      expect(unknownKit.status).toBe(404);
      expect((await customerOf(token)).customerProfiles).toEqual([]);
    });

    it.each([
      [{ kit_code: 'GW-24-30002' }, ['date_of_birth']],
      [{ kit_code: '!!', date_of_birth: '1995-03-22' }, ['kit_code']],
      [{ kit_code: 'GW-24-30002', date_of_birth: '22/03/1995' }, ['date_of_birth']],
      [{ kit_code: 'GW-24-30002', date_of_birth: '1995-03-22', user_id: 'x' }, ['user_id']],
    ])('refuses malformed input %j', async (json, fields) => {
      const response = await verify(an, json);
      expect(response.status).toBe(400);
      expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual(fields);
    });

    it('limits attempts per account (429 with Retry-After)', async () => {
      const token = await signIn(ctx, randomPhone());
      for (let i = 0; i < 10; i += 1) expect((await verify(token, { kit_code: `GW-00-0000${i}`, date_of_birth: '1990-01-01' })).status).toBe(404);
      const refused = await verify(token, { kit_code: 'GW-24-30002', date_of_birth: '1995-03-22' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('needs sign-in', async () => {
      expect((await verify(undefined, { kit_code: 'GW-24-30002', date_of_birth: '1995-03-22' })).status).toBe(401);
    });
  });

  describe('POST /gene-auth/token-verify/', () => {
    const tokenVerify = (token: unknown, ip?: string) => call(ctx, TOKEN_VERIFY, { method: 'POST', json: { token }, language: 'en', ip });

    it('answers the gene test a token grants, without sign-in', async () => {
      const response = await tokenVerify('gti_demo_mai_anh_g_intel_2024');
      expect(response.status).toBe(200);
      const { data } = await bodyOf(response, geneTokenInformationResponseSchema);
      expect(data.customer).toEqual({ name: 'Hoàng Mai Anh', gender: 2 });
      expect(data.geneTest).toEqual({ id: expect.any(String), packageSlug: 'g-intel', status: 'kit_delivered', reportResults: null });
      expect(data.states.filter((state) => state.reachedAt !== null).map((state) => state.status)).toEqual(['ordered', 'kit_delivered']);
    });

    it('shows the report, never the kit code nor the date of birth customer verification asks for: a token holder cannot take the test over (issue 22 §3)', async () => {
      // A kit no account has verified yet, and a read token for it (a link sent to a relative).
      const { db } = ctx.database;
      const kitCode = `GW-26-${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
      const [profile] = await db.insert(customerProfiles).values({ name: 'Lê Văn Khoa', gender: 1, dateOfBirth: '1983-07-19' }).returning({ id: customerProfiles.id });
      const [test] = await db.insert(geneTests).values({ customerProfileId: profile.id, kitCode, packageSlug: 'g-care', status: 'report_ready' }).returning({ id: geneTests.id });
      await db.insert(geneTestReports).values({ geneTestId: test.id, carbohydrateMetabolism: 1, fatMetabolism: 2, proteinMetabolism: 3, vitaminA: 1, vitaminB2: 2, vitaminB6: 3, vitaminB12: 1, vitaminC: 2, vitaminD: 3, vitaminE: 1, folate: 2, detoxification: 1 });
      const readToken = `gti_test_${randomUUID().replace(/-/g, '')}`;
      await db.insert(geneTestAccessTokens).values({ tokenHash: hashSecret(readToken), geneTestId: test.id });

      const response = await tokenVerify(readToken);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain('"report_results":{');
      for (const secret of [kitCode, kitCode.toLowerCase(), '1983-07-19', '19/07/1983', 'kit_code', 'date_of_birth']) expect(text).not.toContain(secret);
      // The kit is still the real customer's to verify.
      const owner = await signIn(ctx, randomPhone());
      expect((await verify(owner, { kit_code: kitCode, date_of_birth: '1983-07-19' })).status).toBe(200);
      // Linked to an account: another account's verification answers like an unknown kit and changes nothing.
      const stranger = await signIn(ctx, randomPhone());
      const taken = await verify(stranger, { kit_code: kitCode, date_of_birth: '1983-07-19' });
      const unknown = await verify(stranger, { kit_code: 'GW-99-99997', date_of_birth: '1983-07-19' });
      expect(taken.status).toBe(404);
      expect(await taken.text()).toBe(await unknown.text());
      expect((await customerOf(owner)).customerProfiles.map((mine) => mine.geneTest.kitCode)).toEqual([kitCode]);
      expect((await customerOf(stranger)).customerProfiles).toEqual([]);
    });

    it('answers 404 for an unknown, revoked or expired token', async () => {
      expect(await errorOf(await tokenVerify('gti_unknown_token_000000000'))).toEqual({ code: 'not_found', message: 'This test information link is invalid or has expired.' });

      const [test] = await ctx.database.db.select().from(geneTests).where(eq(geneTests.kitCode, 'GW-24-10003'));
      await ctx.database.db.insert(geneTestAccessTokens).values([
        { tokenHash: hashSecret('gti_test_revoked_000000000'), geneTestId: test.id, revokedAt: new Date() },
        { tokenHash: hashSecret('gti_test_expired_000000000'), geneTestId: test.id, expiresAt: new Date(Date.now() - 1000) },
        { tokenHash: hashSecret('gti_test_current_000000000'), geneTestId: test.id, expiresAt: new Date(Date.now() + 3_600_000) },
      ]);
      expect((await tokenVerify('gti_test_revoked_000000000')).status).toBe(404);
      expect((await tokenVerify('gti_test_expired_000000000')).status).toBe(404);
      expect((await tokenVerify('gti_test_current_000000000')).status).toBe(200);
    });

    it.each([['short'], ['has spaces in it, not allowed'], [123456789012345], [null]])('refuses a malformed token %j with 400', async (token) => {
      const response = await tokenVerify(token);
      expect(response.status).toBe(400);
      expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual(['token']);
    });

    it('counts an IPv6 caller by its /64 network: rotating addresses inside it gains nothing (issue 22 §12)', async () => {
      for (let i = 0; i < 30; i += 1) expect((await tokenVerify(`gti_guess_${String(i).padStart(16, '0')}`, `2001:db8:22:12::${(i + 1).toString(16)}`)).status).toBe(404);
      const refused = await tokenVerify('gti_demo_mai_anh_g_intel_2024', '2001:db8:22:12:ffff:ffff:ffff:fffe');
      expect(refused.status).toBe(429);
      // Another /64 is another subscriber; an IPv4-mapped address counts as its IPv4 address.
      expect((await tokenVerify('gti_demo_mai_anh_g_intel_2024', '2001:db8:22:13::1')).status).toBe(200);
      for (let i = 0; i < 30; i += 1) expect((await tokenVerify(`gti_guess_${String(i).padStart(16, '0')}`, '198.51.100.22')).status).toBe(404);
      expect((await tokenVerify('gti_demo_mai_anh_g_intel_2024', '::ffff:198.51.100.22')).status).toBe(429);
    });

    it('limits tries per IP address', async () => {
      const ip = '198.51.100.7';
      for (let i = 0; i < 30; i += 1) expect((await tokenVerify(`gti_guess_${String(i).padStart(16, '0')}`, ip)).status).toBe(404);
      const refused = await tokenVerify('gti_demo_mai_anh_g_intel_2024', ip);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();
      expect((await tokenVerify('gti_demo_mai_anh_g_intel_2024', '198.51.100.8')).status).toBe(200);
    });
  });
});
