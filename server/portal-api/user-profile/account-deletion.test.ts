import { createHash, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import type { TestContext } from '../../testing/test-context';
import {
  carts,
  codeClaims,
  consultationAppointmentReports,
  consultationAppointments,
  customerProfiles,
  discountCodes,
  doctorBookedUnits,
  doctors,
  geneTestAccessTokens,
  geneTestReports,
  geneTests,
  kidQuizResults,
  dietQuizResults,
  orders,
  smsMessages,
  surveyResponses,
  users,
} from '../../db/schema';
import { signinResponseSchema, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '../../../src/api/contract/auth';
import { userProfileEndpoints, userProfileResponseSchema } from '../../../src/api/contract/user-profile';
import { urlOf } from '../../../src/api/contract/endpoint';
import { OTP_INVALID_TEXTS } from '../../../src/api/contract/otp-invalid';
import { addressOfPhone, bodyOf, call, errorOf, lastCode, lastMessage, otherCode, randomPhone, requestCode, signIn, verifyCode } from '../../testing/portal-calls';
import { KID_QUIZ_SOURCE } from '../kid-quiz/kid-quiz.service';
import { computedColumns } from '../diet-quiz/diet-quiz.service';
import { SAMPLE_DIET_CASES } from '../../../src/domain/nutrition/samples';
import { orderSecret } from '../../main-api/checkout/order-link';
import { kidQuizRow } from '../../testing/quiz-rows';
import { lastDeliveryInformationResponseSchema } from '../../../src/api/contract/checkout';

const PROFILE = urlOf(userProfileEndpoints.get);
const DELETION_CODE = urlOf(userProfileEndpoints.requestAccountDeletion);
const ACCOUNT = urlOf(userProfileEndpoints.deleteAccount);

/**
 * Every column that ties a row to a person, by table. A new table or column holding a user id or
 * a phone number fails the first test until account deletion (account-deletion.ts) handles it.
 */
const PERSONAL_COLUMNS = [
  'auth_tokens.user_id',
  'carts.user_id',
  'code_claims.phone',
  'consultation_appointments.user_id',
  'customer_profiles.user_id',
  'diet_quiz_results.phone',
  'diet_quiz_results.user_id',
  'discount_codes.phone',
  'kid_quiz_results.phone',
  'kid_quiz_results.user_id',
  'orders.delivery_phone',
  'orders.user_id',
  'otp_codes.phone',
  'otp_codes.user_id',
  'sms_messages.phone',
  'survey_responses.user_id',
  'users.phone_number',
];

async function rowsOf(ctx: TestContext, query: ReturnType<typeof sql>): Promise<Array<Record<string, unknown>>> {
  const result: unknown = await ctx.database.db.execute(query);
  // postgres-js answers the rows, PGlite `{ rows }`.
  return Array.isArray(result) ? result : (result as { rows: Array<Record<string, unknown>> }).rows;
}

/** Columns of the app's tables named like a user id or a phone number. */
async function personalColumns(ctx: TestContext): Promise<string[]> {
  const rows = await rowsOf(
    ctx,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and (column_name in ('user_id', 'phone', 'phone_number') or column_name like '%phone%' or column_name like '%user%')
        order by table_name, column_name`,
  );
  return rows.map((row) => `${String(row.table_name)}.${String(row.column_name)}`);
}

/** For each personal column, how many rows hold the user's id or number. */
async function traces(ctx: TestContext, userId: string, phone: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const column of await personalColumns(ctx)) {
    const [table, name] = column.split('.');
    const [row] = await rowsOf(ctx, sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(name)}::text in (${userId}, ${phone})`);
    counts[column] = Number(row.n);
  }
  return counts;
}

/**
 * The sign-in a test starts with used the number's own address (addressOfPhone), where a new code
 * must wait its minute: the deletion code is asked for from another address unless `ip` is given.
 * A deletion code belongs to the account, so it is checked from wherever.
 */
const deletionCode = (ctx: TestContext, token: string | undefined, language = 'en', ip?: string) => call(ctx, DELETION_CODE, { method: 'POST', token, language, ip });
const deleteAccount = (ctx: TestContext, token: string | undefined, phone: string, otp: unknown, language = 'en') =>
  call(ctx, ACCOUNT, { method: 'DELETE', token, json: { otp }, language, ip: addressOfPhone(phone) });

/** A new account signed in, with a deletion code sent to its number: the number, the token and the code. */
async function withDeletionCode(ctx: TestContext): Promise<{ phone: string; token: string; code: string }> {
  const phone = randomPhone();
  const token = await signIn(ctx, phone);
  await deletionCode(ctx, token);
  return { phone, token, code: await lastCode(ctx, phone) };
}

/** Signs in from another address (another device): a second token of the account. */
async function signInFrom(ctx: TestContext, phone: string, ip: string): Promise<string> {
  expect((await requestCode(ctx, phone, { ip })).status).toBe(200);
  const verified = await verifyCode(ctx, phone, await lastCode(ctx, phone), { ip });
  expect(verified.status).toBe(200);
  return ((await verified.json()) as { data: { key: string } }).data.key;
}

async function userIdOf(ctx: TestContext, token: string): Promise<string> {
  return (await bodyOf(await call(ctx, PROFILE, { token }), userProfileResponseSchema)).data.id;
}

let consultationsGiven = 0;

/** Everything an account can own: a gene test with its report and an information token, kid-quiz records and their codes. */
async function giveData(ctx: TestContext, userId: string, phone: string) {
  const { db } = ctx.database;
  await db.update(users).set({ name: 'Nguyễn Thị Xoá', email: 'xoa@example.com', dateOfBirth: '1990-01-02' }).where(eq(users.id, userId));
  const [profile] = await db
    .insert(customerProfiles)
    .values({ userId, name: 'Nguyễn Thị Xoá', gender: 2, dateOfBirth: '1990-01-02' })
    .returning({ id: customerProfiles.id });
  const [test] = await db
    .insert(geneTests)
    .values({ customerProfileId: profile.id, kitCode: `DEL${randomUUID().slice(0, 8)}`, packageSlug: 'g-care', status: 'report_ready' })
    .returning({ id: geneTests.id });
  const levels = { carbohydrateMetabolism: 1, fatMetabolism: 2, proteinMetabolism: 3, vitaminA: 1, vitaminB2: 2, vitaminB6: 3, vitaminB12: 1, vitaminC: 2, vitaminD: 3, vitaminE: 1, folate: 2 };
  await db.insert(geneTestReports).values({ geneTestId: test.id, ...levels, detoxification: 1 });
  await db.insert(geneTestAccessTokens).values({ tokenHash: randomUUID().replace(/-/g, ''), geneTestId: test.id });

  const quiz = kidQuizRow({ iqLevel: 'high', eqLevel: 'high', outcomeId: 'architect', language: 'vi' });
  const [owned] = await db.insert(kidQuizResults).values({ ...quiz, userId, phone }).returning({ id: kidQuizResults.id });
  // A record made without signing in, on another device, that the number was typed into.
  const [anonymous] = await db.insert(kidQuizResults).values({ ...quiz, clientId: randomUUID(), phone }).returning({ id: kidQuizResults.id });
  // Diet-quiz records: one of the account, one made anonymously that the number was typed into.
  const dietInput = SAMPLE_DIET_CASES[0].input;
  const diet: typeof dietQuizResults.$inferInsert = {
    input: { ...dietInput, medicalConditionIds: [...dietInput.medicalConditionIds] },
    report: null,
    ...computedColumns(dietInput, null),
    language: 'vi',
    secretHash: 'a'.repeat(64),
  };
  const [ownedDiet] = await db.insert(dietQuizResults).values({ ...diet, userId, phone }).returning({ id: dietQuizResults.id });
  const [anonymousDiet] = await db.insert(dietQuizResults).values({ ...diet, clientId: randomUUID(), phone }).returning({ id: dietQuizResults.id });
  const expiresAt = new Date(Date.now() + 86_400_000);
  const ownedCode = `DEL-${randomUUID().slice(0, 8)}`;
  const anonymousCode = `DEL-${randomUUID().slice(0, 8)}`;
  await db.insert(discountCodes).values([
    { code: ownedCode, source: KID_QUIZ_SOURCE, sourceRecordId: owned.id, percentOff: 10, usageLimit: 1, phone, expiresAt },
    { code: anonymousCode, source: KID_QUIZ_SOURCE, sourceRecordId: anonymous.id, percentOff: 10, usageLimit: 1, phone, expiresAt },
  ]);
  // The shop: a cart, a campaign code claimed with the number, an order signed in and one as a guest.
  const [cart] = await db.insert(carts).values({ userId }).returning({ id: carts.id });
  await db.insert(codeClaims).values({ patternCode: 'GENEGIFT', phone, name: 'Nguyễn Thị Xoá', provinceId: '79', wardId: '26734', locationDetail: '12 Lý Tự Trọng', promotionCode: 'WELCOME10' });
  const amount = { VND: 2_990_000, USD: 119.6 };
  const order = async (extra: Partial<typeof orders.$inferInsert>) => {
    const reference = `GW-2026-${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
    const secret = await orderSecret(db, reference);
    return {
    reference,
    idempotencyKey: randomUUID(),
    cartId: randomUUID(),
    secretHash: createHash('sha256').update(secret, 'utf8').digest('hex'),
    paymentMethod: 'cod' as const,
    language: 'vi' as const,
    deliveryName: 'Nguyễn Thị Xoá',
    deliveryPhone: phone,
    deliveryEmail: 'xoa@example.com',
    deliveryCountryId: 'VN',
    deliveryProvinceId: '79',
    deliveryWardId: '26734',
    deliveryAddress: '12 Lý Tự Trọng',
    trackingId: 'aff-123',
    subtotal: amount,
    discount: { VND: 0, USD: 0 },
    total: amount,
    ...extra,
    };
  };
  const [signedInOrder] = await db.insert(orders).values(await order({ userId, cartId: cart.id })).returning({ id: orders.id, reference: orders.reference });
  const [guestOrder] = await db.insert(orders).values(await order({})).returning({ id: orders.id, reference: orders.reference });
  // A consultation about the gene test, with its doctor's booked time and both kinds of survey answers.
  const [doctor] = await db.select({ id: doctors.advisorId }).from(doctors).limit(1);
  // Each account's consultation an hour after the one before: a doctor's hour is held by one appointment.
  consultationsGiven += 1;
  const startAt = new Date(Date.UTC(2030, 0, 1) + consultationsGiven * 3_600_000);
  const [appointment] = await db
    .insert(consultationAppointments)
    .values({
      reference: `GWC-2026-${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`,
      userId,
      doctorId: doctor.id,
      methodId: 1,
      startAt,
      endAt: new Date(startAt.getTime() + 30 * 60_000),
      minutes: 30,
      price: amount,
      isFamily: true,
      familyMembers: [{ customerProfileId: profile.id, name: 'Nguyễn Thị Xoá', gender: 2 }],
      paymentType: 'bank_transfer',
      language: 'vi',
    })
    .returning({ id: consultationAppointments.id });
  await db.insert(consultationAppointmentReports).values({ appointmentId: appointment.id, geneTestId: test.id });
  await db.insert(doctorBookedUnits).values([0, 1].map((index) => ({ doctorId: doctor.id, unitStart: new Date(startAt.getTime() + index * 900_000), appointmentId: appointment.id })));
  await db.insert(surveyResponses).values([
    { survey: 'pre_consultation', appointmentId: appointment.id, answers: { main_concern: { optionIds: ['heart'] } }, language: 'vi' },
    { survey: 'onboarding', userId, answers: { goals: { optionIds: ['nutrition'] } }, language: 'vi' },
  ]);
  return {
    profileId: profile.id,
    geneTestId: test.id,
    ownedRecord: owned.id,
    anonymousRecord: anonymous.id,
    ownedDietRecord: ownedDiet.id,
    anonymousDietRecord: anonymousDiet.id,
    ownedCode,
    anonymousCode,
    cartId: cart.id,
    orders: [signedInOrder, guestOrder],
    appointmentId: appointment.id,
  };
}

describe.each(databaseKinds)('account deletion on %s', (kind) => {
  const ctx = useTestContext(kind);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('every table that holds a user id or a phone number is one account deletion handles', async () => {
    expect(await personalColumns(ctx)).toEqual(PERSONAL_COLUMNS);
  });

  it('sends a code by SMS to the account’s own number, in the request’s language', async () => {
    const phone = randomPhone();
    const token = await signIn(ctx, phone);
    const response = await deletionCode(ctx, token, 'vi');
    expect(response.status).toBe(200);
    const { data } = await bodyOf(response, signinResponseSchema);
    expect(data).toEqual({ otpKey: phone, otpMethod: 'sms', expiresIn: OTP_TTL_SECONDS, resendIn: expect.any(Number) });
    const message = await lastMessage(ctx, phone);
    expect(message.body).toMatch(/^GeneWell: ma OTP de xoa tai khoan va du lieu cua ban la \d{6},/);
    expect(message.purpose).toBe('otp');
  });

  it('deletes the account and everything that is the user’s, in one go; the number signs up afresh', async () => {
    const phone = randomPhone();
    const token = await signIn(ctx, phone);
    const otherDevice = await signInFrom(ctx, phone, '10.252.0.1');
    const userId = await userIdOf(ctx, token);
    const data = await giveData(ctx, userId, phone);
    // Someone else's account and data are not touched.
    const bystanderPhone = randomPhone();
    const bystander = await signIn(ctx, bystanderPhone);
    const bystanderId = await userIdOf(ctx, bystander);
    const bystanderData = await giveData(ctx, bystanderId, bystanderPhone);
    const bystanderBefore = await traces(ctx, bystanderId, bystanderPhone);

    // Before, each order opens with its guest link.
    const readOrder = async (reference: string) => call(ctx, `/main/api/v1/checkout/orders/${reference}`, { headers: { 'Order-Secret': await orderSecret(ctx.database.db, reference) } });
    for (const { reference } of data.orders) expect((await readOrder(reference)).status).toBe(200);

    expect((await deletionCode(ctx, token)).status).toBe(200);
    const code = await lastCode(ctx, phone);
    // Before: the user is in every personal column.
    const before = await traces(ctx, userId, phone);
    expect(Object.entries(before).filter(([, count]) => count === 0)).toEqual([]);
    expect((await lastMessage(ctx, phone)).body).toBe(`GeneWell: your one-time code to delete your account and data is ${code}. It expires in 5 minutes. Never share it with anyone.`);
    const response = await deleteAccount(ctx, token, phone, code);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    // Nothing of the user is left anywhere.
    expect(await traces(ctx, userId, phone)).toEqual(Object.fromEntries(PERSONAL_COLUMNS.map((column) => [column, 0])));
    const { db } = ctx.database;
    expect(await db.select().from(customerProfiles).where(eq(customerProfiles.id, data.profileId))).toEqual([]);
    expect(await db.select().from(geneTests).where(eq(geneTests.id, data.geneTestId))).toEqual([]);
    expect(await db.select().from(geneTestReports).where(eq(geneTestReports.geneTestId, data.geneTestId))).toEqual([]);
    expect(await db.select().from(geneTestAccessTokens).where(eq(geneTestAccessTokens.geneTestId, data.geneTestId))).toEqual([]);
    expect(await db.select().from(kidQuizResults).where(eq(kidQuizResults.id, data.ownedRecord))).toEqual([]);
    expect(await db.select().from(smsMessages).where(eq(smsMessages.phone, phone))).toEqual([]);
    // The anonymous record stays without the number; the codes stay for accounting, anonymised.
    const [anonymous] = await db.select().from(kidQuizResults).where(eq(kidQuizResults.id, data.anonymousRecord));
    expect(anonymous.phone).toBeNull();
    // The diet quiz's the same way: the account's record gone, the anonymous one without the number.
    expect(await db.select().from(dietQuizResults).where(eq(dietQuizResults.id, data.ownedDietRecord))).toEqual([]);
    const [anonymousDiet] = await db.select().from(dietQuizResults).where(eq(dietQuizResults.id, data.anonymousDietRecord));
    expect(anonymousDiet).toMatchObject({ phone: null, userId: null });
    const [ownedCode] = await db.select().from(discountCodes).where(eq(discountCodes.code, data.ownedCode));
    expect(ownedCode).toMatchObject({ phone: null, percentOff: 10, source: KID_QUIZ_SOURCE });
    expect(ownedCode.sourceRecordId).not.toBe(data.ownedRecord);
    expect(await db.select().from(kidQuizResults).where(eq(kidQuizResults.id, ownedCode.sourceRecordId))).toEqual([]);
    const [anonymousCode] = await db.select().from(discountCodes).where(eq(discountCodes.code, data.anonymousCode));
    expect(anonymousCode).toMatchObject({ phone: null, sourceRecordId: data.anonymousRecord });

    // The consultation is gone with its reports, its doctor's time and its survey answers; so is the onboarding answer.
    expect(await db.select().from(consultationAppointments).where(eq(consultationAppointments.id, data.appointmentId))).toEqual([]);
    expect(await db.select().from(consultationAppointmentReports).where(eq(consultationAppointmentReports.appointmentId, data.appointmentId))).toEqual([]);
    expect(await db.select().from(doctorBookedUnits).where(eq(doctorBookedUnits.appointmentId, data.appointmentId))).toEqual([]);
    expect(await db.select().from(surveyResponses).where(eq(surveyResponses.appointmentId, data.appointmentId))).toEqual([]);
    expect(await db.select().from(surveyResponses).where(eq(surveyResponses.userId, userId))).toEqual([]);
    // The bystander's consultation is untouched.
    expect(await db.select().from(consultationAppointments).where(eq(consultationAppointments.id, bystanderData.appointmentId))).toHaveLength(1);

    // The cart and the claim are gone; both orders stay for accounting, with nothing of the person.
    expect(await db.select().from(carts).where(eq(carts.id, data.cartId))).toEqual([]);
    expect(await db.select().from(codeClaims).where(eq(codeClaims.phone, phone))).toEqual([]);
    for (const { id, reference } of data.orders) {
      const [kept] = await db.select().from(orders).where(eq(orders.id, id));
      expect(kept).toMatchObject({ userId: null, deliveryName: '', deliveryPhone: '', deliveryEmail: null, deliveryAddress: '', trackingId: null, deliveryProvinceId: '79', total: { VND: 2_990_000, USD: 119.6 } });
      expect(kept.anonymisedAt).toBeInstanceOf(Date);
      // Its guest link leads nowhere now.
      expect((await readOrder(reference)).status).toBe(404);
    }

    // Every session of the account has ended.
    for (const old of [token, otherDevice]) {
      const refused = await call(ctx, PROFILE, { token: old });
      expect(refused.status).toBe(401);
      expect((await errorOf(refused)).code).toBe('unauthorized');
    }
    // The bystander keeps everything.
    expect(await traces(ctx, bystanderId, bystanderPhone)).toEqual(bystanderBefore);
    expect((await call(ctx, PROFILE, { token: bystander })).status).toBe(200);
    expect(await db.select().from(customerProfiles).where(eq(customerProfiles.id, bystanderData.profileId))).toHaveLength(1);

    // The number signs up again: a new account, with nothing in it.
    const fresh = await signIn(ctx, phone);
    const { data: profile } = await bodyOf(await call(ctx, PROFILE, { token: fresh }), userProfileResponseSchema);
    expect(profile.id).not.toBe(userId);
    expect(profile).toMatchObject({ phoneNumber: phone, name: null, email: null, dateOfBirth: null, userprofile: { hasFinishedSurvey: false } });
  });

  it('leaves another account’s order sent to the deleted number as it was: its owner keeps it and its pre-fill (issue 22 §4)', async () => {
    const { db } = ctx.database;
    const phone = randomPhone();
    const token = await signIn(ctx, phone);
    // V, signed in, sends a gift to X's number.
    const giverPhone = randomPhone();
    const giver = await signIn(ctx, giverPhone);
    const giverId = await userIdOf(ctx, giver);
    const amount = { VND: 2_990_000, USD: 119.6 };
    const reference = `GW-2026-${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
    const gift = {
      reference,
      idempotencyKey: randomUUID(),
      cartId: randomUUID(),
      secretHash: createHash('sha256').update(await orderSecret(db, reference), 'utf8').digest('hex'),
      paymentMethod: 'cod' as const,
      language: 'vi' as const,
      userId: giverId,
      deliveryName: 'Người Nhận Quà',
      deliveryPhone: phone,
      deliveryEmail: 'giver@example.com',
      deliveryCountryId: 'VN',
      deliveryProvinceId: '79',
      deliveryWardId: '26734',
      deliveryAddress: '5 Hai Bà Trưng',
      trackingId: 'aff-9',
      subtotal: amount,
      discount: { VND: 0, USD: 0 },
      total: amount,
    };
    const [giftOrder] = await db.insert(orders).values(gift).returning();
    const prefill = async () => bodyOf(await call(ctx, '/main/api/v1/checkout/last-delivery-information', { token: giver }), lastDeliveryInformationResponseSchema);
    const prefillBefore = await prefill();
    expect(prefillBefore).toMatchObject({ data: { deliveryContactPhone: phone, deliveryAddress: '5 Hai Bà Trưng' } });

    expect((await deletionCode(ctx, token)).status).toBe(200);
    expect((await deleteAccount(ctx, token, phone, await lastCode(ctx, phone))).status).toBe(204);

    const [kept] = await db.select().from(orders).where(eq(orders.id, giftOrder.id));
    expect(kept).toEqual(giftOrder);
    expect(await prefill()).toEqual(prefillBefore);
  });

  it('refuses a wrong code with otp_invalid and deletes nothing; the right code still works', async () => {
    const { phone, token, code } = await withDeletionCode(ctx);
    const wrong = await deleteAccount(ctx, token, phone, otherCode(code), 'vi');
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({ code: 'otp_invalid', message: OTP_INVALID_TEXTS.vi });
    expect((await call(ctx, PROFILE, { token })).status).toBe(200);
    expect((await deleteAccount(ctx, token, phone, code)).status).toBe(204);
  });

  it(`voids the code at the ${OTP_MAX_ATTEMPTS}th wrong try (otp_attempts_exceeded), even for the right code after it`, async () => {
    const { phone, token, code } = await withDeletionCode(ctx);
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt++) expect((await errorOf(await deleteAccount(ctx, token, phone, otherCode(code)))).code).toBe('otp_invalid');
    expect((await errorOf(await deleteAccount(ctx, token, phone, otherCode(code)))).code).toBe('otp_attempts_exceeded');
    const late = await deleteAccount(ctx, token, phone, code);
    expect(late.status).toBe(400);
    expect((await errorOf(late)).code).toBe('otp_attempts_exceeded');
    expect((await call(ctx, PROFILE, { token })).status).toBe(200);
  });

  it('refuses an expired code with otp_expired', async () => {
    const { phone, token, code } = await withDeletionCode(ctx);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + (OTP_TTL_SECONDS + 1) * 1000));
    const response = await deleteAccount(ctx, token, phone, code);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('otp_expired');
  });

  it('does not take a code sent for another purpose (a sign-in code to the same number)', async () => {
    const phone = randomPhone();
    const token = await signIn(ctx, phone);
    // signIn's own code is used; a fresh sign-in code is live now.
    expect((await requestCode(ctx, phone, { ip: '10.250.0.1' })).status).toBe(200);
    const signinCode = await lastCode(ctx, phone);
    const response = await deleteAccount(ctx, token, phone, signinCode);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('otp_invalid');
  });

  it('of two deletions with the right code at once, one deletes and the other is refused', async () => {
    const { phone, token, code } = await withDeletionCode(ctx);
    const statuses = (await Promise.all([deleteAccount(ctx, token, phone, code), deleteAccount(ctx, token, phone, code)])).map((response) => response.status).sort();
    expect(statuses[0]).toBe(204);
    expect([400, 401]).toContain(statuses[1]);
    expect((await call(ctx, PROFILE, { token })).status).toBe(401);
  });

  it('waits between codes as sign-in does (429 with Retry-After)', async () => {
    const phone = randomPhone();
    const token = await signIn(ctx, phone);
    expect((await deletionCode(ctx, token, 'en', '10.251.0.1')).status).toBe(200);
    const again = await deletionCode(ctx, token, 'en', '10.251.0.1');
    expect(again.status).toBe(429);
    expect((await errorOf(again)).code).toBe('rate_limited');
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('refuses malformed input without using a try', async () => {
    const phone = randomPhone();
    const token = await signIn(ctx, phone);
    for (const otp of ['12345', 'abcdef', 123456, null]) {
      const response = await deleteAccount(ctx, token, phone, otp);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('validation_failed');
    }
  });

  it('needs sign-in (401)', async () => {
    const phone = randomPhone();
    expect((await deletionCode(ctx, undefined)).status).toBe(401);
    expect((await deleteAccount(ctx, undefined, phone, '123456')).status).toBe(401);
    expect((await deleteAccount(ctx, 'not-a-token', phone, '123456')).status).toBe(401);
  });
});
