import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { urlOf } from '../../../src/api/contract/endpoint';
import { dietInputReasonKey, dietQuizEndpoints } from '../../../src/api/contract/diet-quiz';
import { calculateDietResult } from '../../../src/domain/nutrition/calculate';
import type { DietInputReason } from '../../../src/domain/nutrition/input';
import { SAMPLE_DIET_CASES, SAMPLE_REPORT } from '../../../src/domain/nutrition/samples';
import { codeClaims, dietQuizResults, promotionCodes, redeemCodePatterns } from '../../db/schema';
import { languages, serverT } from '../../i18n/server-i18n';
import { findCodeTerms } from '../../main-api/checkout/promotion-codes.service';
import { demoRedeemCodePatterns } from '../../seed/commerce';
import { mergeAnonymousUser } from '../../services/merge/anonymous-merge';
import { defaultRateLimits } from '../../services/rate-limit/rate-limit';
import { accountsWithTokens, call, randomIp, randomPhone } from '../../testing/portal-calls';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { dietDiscountCodeSmsText, dietResultsLink, dietResultsSmsText } from './diet-quiz.service';

const RESULTS = urlOf(dietQuizEndpoints.createResultRecord);
const resultOf = (id: string) => urlOf(dietQuizEndpoints.retrieveResultRecord, { id });
const resultSmsOf = (id: string) => urlOf(dietQuizEndpoints.sendResultsSms, { id });
const CODES = urlOf(dietQuizEndpoints.createDiscountCode);
const codeSmsOf = (code: string) => urlOf(dietQuizEndpoints.sendDiscountCodeSms, { code });
const SECRET_HEADER = 'Diet-Quiz-Secret';
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const CODE_PATTERN = /^DIETQUIZ-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const dataOf = async (response: Response) => (await response.json()).data;

const byName = (name: string) => SAMPLE_DIET_CASES.find((sample) => sample.name === name)!;
const ADULT = byName('adult man losing weight').input;
const INFANT = byName('6-month-old').input;

/** The engine's input in wire form (snake_case), as a browser posts it. */
const wire = (input: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(input).map(([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]));
const WIRE_REPORT = {
  is_available: true,
  metabolism: SAMPLE_REPORT.metabolism,
  nutritional_requirements: wire(SAMPLE_REPORT.nutritionalRequirements),
  detoxification: SAMPLE_REPORT.detoxification,
};

interface CreatedRecord {
  id: string;
  secret: string;
  phone_number: string | null;
  result: Record<string, unknown>;
  access: string;
}

describe.each(databaseKinds)('diet-quiz API on %s', (kind) => {
  const ctx = useTestContext(kind, { seed: false });

  /** Every request from a fresh address (the per-address limits are tested on their own below). */
  const send = (url: string, method: string, json?: unknown, options: { secret?: string; language?: string; token?: string; ip?: string } = {}) =>
    call(ctx, url, { method, json, language: options.language, token: options.token, ip: options.ip, headers: options.secret ? { [SECRET_HEADER]: options.secret } : {} });
  const createRecord = async (body: Record<string, unknown> = {}, token?: string): Promise<CreatedRecord> => {
    const response = await send(RESULTS, 'POST', { input: wire(ADULT), report: null, language: 'vi', ...body }, { token });
    expect(response.status).toBe(201);
    return (await dataOf(response)) as CreatedRecord;
  };
  const recordCount = async () => (await ctx.database.db.select({ n: count() }).from(dietQuizResults))[0].n;
  const rowOf = async (id: string) => (await ctx.database.db.select().from(dietQuizResults).where(eq(dietQuizResults.id, id)))[0];
  const seedCampaign = () => ctx.database.db.insert(redeemCodePatterns).values(demoRedeemCodePatterns).onConflictDoNothing();
  const account = async () => (await accountsWithTokens(ctx, 1))[0];

  describe('POST /diet-quiz/results/', () => {
    it("computes the result on the server with the nutrition engine and answers the owner's view with the secret, once", async () => {
      const response = await send(RESULTS, 'POST', { input: wire(ADULT), report: null, language: 'en' });
      expect(response.status).toBe(201);
      const body = await dataOf(response);
      const expected = calculateDietResult(ADULT, null);
      expect(body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        input: wire(ADULT),
        report: null,
        result: {
          user_group_id: 1,
          has_report: false,
          recommended_daily_calorie_intake: { total: expected.recommendedDailyCalorieIntake.total, breastfeeding: 0, food: expected.recommendedDailyCalorieIntake.food },
          nutritional_requirements: { optimal_diet_plan_id: 11, macronutrient_ratios: { carbohydrate: 65, fat: 20, protein: 15 } },
          // 80 kg at 1.70 m: 27.7, obese by the spec's boundary of 27.
          body: { kind: 'adult', bmi: 27.7, weight_status_id: 4, height_status_id: null, completed_months: null },
        },
        language: 'en',
        access: 'owner',
        phone_number: null,
        masked_phone_number: null,
        created_at: expect.stringMatching(/Z$/),
        updated_at: body.created_at,
        secret: expect.stringMatching(SECRET_PATTERN),
      });
      const row = await rowOf(body.id);
      expect(row).toMatchObject({ userId: null, phone: null, promotionCode: null, secretHash: sha256(body.secret) });
      // Read back, the secret is never answered again.
      expect(await dataOf(await send(resultOf(body.id), 'GET', undefined, { secret: body.secret }))).not.toHaveProperty('secret');
    });

    it("uses the report: a child's growth, the breast milk's share and the report's user group", async () => {
      const kid = await createRecord({ input: wire(INFANT), report: WIRE_REPORT });
      const expected = calculateDietResult(INFANT, SAMPLE_REPORT);
      expect(kid.result).toEqual({
        user_group_id: expected.userGroupId,
        has_report: true,
        recommended_daily_calorie_intake: expected.recommendedDailyCalorieIntake,
        nutritional_requirements: {
          optimal_diet_plan_id: expected.nutritionalRequirements.optimalDietPlanId,
          macronutrient_ratios: expected.nutritionalRequirements.macronutrientRatios,
        },
        body: { kind: 'kid', bmi: 17.3, weight_status_id: 2, height_status_id: 2, completed_months: 6 },
      });
      expect(expected.recommendedDailyCalorieIntake.breastfeeding).toBeGreaterThan(0);
      expect((await rowOf(kid.id)).report).toEqual(SAMPLE_REPORT);
    });

    it('gives every sample of the engine the result the engine gives it', async () => {
      for (const { input, report } of SAMPLE_DIET_CASES) {
        const record = await createRecord({ input: wire(input), report: report ? WIRE_REPORT : null });
        const expected = calculateDietResult(input, report);
        expect(record.result, JSON.stringify(input)).toMatchObject({
          user_group_id: expected.userGroupId,
          recommended_daily_calorie_intake: expected.recommendedDailyCalorieIntake,
          nutritional_requirements: { optimal_diet_plan_id: expected.nutritionalRequirements.optimalDietPlanId },
        });
      }
    });

    it('belongs to the account at once when created signed in, and keeps the client id the server issued', async () => {
      const owner = await account();
      const response = await call(ctx, RESULTS, { method: 'POST', json: { input: wire(ADULT), report: null, language: 'vi', client_id: '6f1c2f0e-8a4b-4d57-9a57-6c1b5d0f3e21' }, token: owner.token });
      const record = await dataOf(response);
      const issued = response.headers.get('user-client-id') ?? '';
      expect(await rowOf(record.id)).toMatchObject({ userId: owner.userId, clientId: issued.split('.')[0] });
    });

    const badInputs: Array<[string, Record<string, unknown>, Record<string, string>]> = [
      ['a purpose out of range', { input: wire({ ...ADULT, purposeId: 4 }) }, { 'input.purpose_id': 'Choose one of: 1, 2, 3.' }],
      ['a weight goal out of range', { input: wire({ ...ADULT, weightGoalId: 7 }) }, { 'input.weight_goal_id': 'Choose one of: 1, 2, 3.' }],
      ['an adult without a weight goal', { input: wire({ ...ADULT, weightGoalId: null }) }, { 'input.weight_goal_id': 'Please answer this question.' }],
      ['a gender out of range', { input: wire({ ...ADULT, genderId: 0 }) }, { 'input.gender_id': 'Choose one of: 1, 2.' }],
      ['an age in text', { input: wire({ ...ADULT, age: '35' }) }, { 'input.age': 'This value has the wrong type.' }],
      ['an age with a fraction', { input: wire({ ...ADULT, age: 35.5 }) }, { 'input.age': 'Enter a whole number.' }],
      ['an adult of 17', { input: wire({ ...ADULT, age: 17 }) }, { 'input.age': 'An adult must be at least 18 years old.' }],
      ['a child of 19', { input: wire({ ...INFANT, age: 19, ageUnitId: 1 }) }, { 'input.age': "A child's age can be at most 18 years." }],
      ['a child of 25 months', { input: wire({ ...INFANT, age: 25 }) }, { 'input.age': 'Please enter a value in the accepted range.' }],
      ['an age unit out of range', { input: wire({ ...ADULT, ageUnitId: 3 }) }, { 'input.age_unit_id': 'Choose one of: 1, 2.' }],
      ["an adult's age in months", { input: wire({ ...ADULT, age: 20, ageUnitId: 2 }) }, { 'input.age_unit_id': "Please give an adult's age in years." }],
      ['a height of 20 cm', { input: wire({ ...ADULT, height: 20 }) }, { 'input.height': 'Must be at least 38.' }],
      ['a height impossible for a 6-month-old', { input: wire({ ...INFANT, height: 120 }) }, { 'input.height': "This value is very unlikely for the child's age. Please check it." }],
      ['a weight of 400 kg', { input: wire({ ...ADULT, weight: 400 }) }, { 'input.weight': 'Must be at most 350.' }],
      ['no weight', { input: wire({ ...ADULT, weight: null }) }, { 'input.weight': 'This value has the wrong type.' }],
      ['an occupation out of range', { input: wire({ ...ADULT, occupationTypeId: 5 }) }, { 'input.occupation_type_id': 'Choose one of: 1, 2, 3, 4.' }],
      ['an exercise intensity out of range', { input: wire({ ...ADULT, exerciseIntensityId: 5 }) }, { 'input.exercise_intensity_id': 'Choose one of: 0, 1, 2, 3, 4.' }],
      ['a pregnancy stage out of range', { input: wire({ ...ADULT, pregnancyStageId: 0 }) }, { 'input.pregnancy_stage_id': 'Choose one of: 1, 2, 3, 4.' }],
      ['a man in his second trimester', { input: wire({ ...ADULT, pregnancyStageId: 2 }) }, { 'input.pregnancy_stage_id': 'Pregnancy and breastfeeding apply only to women aged 18 to 55.' }],
      ['an unknown medical condition', { input: wire({ ...ADULT, medicalConditionIds: [9] }) }, { 'input.medical_condition_ids.0': 'Choose one of: 0, 1, 2, 3, 4, 5, 6, 7.' }],
      ['"none" with a condition', { input: wire({ ...ADULT, medicalConditionIds: [0, 3] }) }, { 'input.medical_condition_ids': '"None" cannot be chosen together with a condition.' }],
      ['a condition twice', { input: wire({ ...ADULT, medicalConditionIds: [3, 3] }) }, { 'input.medical_condition_ids': 'Each condition can be chosen only once.' }],
      ['hypertension for a child', { input: wire({ ...INFANT, medicalConditionIds: [1] }) }, { 'input.medical_condition_ids': 'High blood pressure and thyroid diseases apply only to adults.' }],
      ['a negative amount of breast milk', { input: wire({ ...ADULT, amountOfBreastMilk: -5 }) }, { 'input.amount_of_breast_milk': 'Must be at least 0.' }],
      ['a report level out of range', { report: { ...WIRE_REPORT, metabolism: { carbohydrate: 3, fat: 4, protein: 1 } } }, { 'report.metabolism.fat': 'Choose one of: 1, 2, 3.' }],
      ['a report without its vitamins', { report: { ...WIRE_REPORT, nutritional_requirements: undefined } }, { 'report.nutritional_requirements': 'This field is required.' }],
      ['no report key at all', { report: undefined }, { report: 'This field is required.' }],
      ['an unknown language', { language: 'fr' }, { language: 'Choose one of: en, vi, zh, th.' }],
      ['a client id that is not a UUID', { client_id: 'abc' }, { client_id: 'This value has the wrong format.' }],
      ['no input', { input: undefined }, { input: 'This field is required.' }],
      [
        'a result posted by the client',
        { result: { user_group_id: 2 }, input: { ...wire(ADULT), bmi: 18 } },
        { result: 'This field is not allowed.', 'input.bmi': 'This field is not allowed.' },
      ],
    ];

    it.each(badInputs)('refuses %s with a 400 naming the field, and stores nothing', async (_, change, fields) => {
      const before = await recordCount();
      const response = await send(RESULTS, 'POST', { input: wire(ADULT), report: null, language: 'en', ...change }, { language: 'en' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'validation_failed', message: 'Some fields are invalid.', fields } });
      expect(await recordCount()).toBe(before);
    });

    it("names the engine's reasons in the language of the request", async () => {
      const response = await send(RESULTS, 'POST', { input: wire({ ...ADULT, age: 17 }), report: null, language: 'vi' }, { language: 'vi' });
      expect((await response.json()).error.fields).toEqual({ 'input.age': 'Người lớn phải từ 18 tuổi trở lên.' });
      const th = await send(RESULTS, 'POST', { input: wire({ ...ADULT, pregnancyStageId: 3 }), report: null, language: 'th' }, { language: 'th' });
      expect((await th.json()).error.fields).toEqual({ 'input.pregnancy_stage_id': 'การตั้งครรภ์และการให้นมบุตรใช้กับผู้หญิงอายุ 18 ถึง 55 ปีเท่านั้น' });
    });
  });

  describe('GET and PATCH /diet-quiz/results/{id}/', () => {
    it("shows anyone with the id the result and the number masked; the owner the number in full", async () => {
      const record = await createRecord();
      await send(resultOf(record.id), 'PATCH', { phone_number: '0912 345 678' }, { secret: record.secret });
      const asOwner = await dataOf(await send(resultOf(record.id), 'GET', undefined, { secret: record.secret }));
      expect(asOwner).toMatchObject({ access: 'owner', phone_number: '+84912345678', masked_phone_number: '09•••••678' });
      for (const secret of [undefined, 'x'.repeat(43), (await createRecord()).secret]) {
        const asStranger = await dataOf(await send(resultOf(record.id), 'GET', undefined, { secret }));
        expect(asStranger).toMatchObject({ access: 'public', phone_number: null, masked_phone_number: '09•••••678', result: record.result });
      }
    });

    it('answers 404 for an unknown id and 400 naming id for a malformed one', async () => {
      const unknown = await send(resultOf('0b5e1c9a-2f57-4a8e-9d3c-7e1f4a6b8c20'), 'GET', undefined, { language: 'vi' });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'Không tìm thấy kết quả trắc nghiệm dinh dưỡng này.' } });
      const malformed = await send(resultOf('42'), 'GET');
      expect(malformed.status).toBe(400);
      expect(Object.keys((await malformed.json()).error.fields)).toEqual(['id']);
    });

    it('computes the result again from new answers, for the owner only', async () => {
      const record = await createRecord();
      const lighter = { ...ADULT, weight: 60 };
      const stranger = await send(resultOf(record.id), 'PATCH', { input: wire(lighter), report: null });
      expect(stranger.status).toBe(404);
      const updated = await dataOf(await send(resultOf(record.id), 'PATCH', { input: wire(lighter), report: WIRE_REPORT }, { secret: record.secret }));
      const expected = calculateDietResult(lighter, SAMPLE_REPORT);
      expect(updated).toMatchObject({
        input: { weight: 60 },
        result: { user_group_id: 2, has_report: true, recommended_daily_calorie_intake: expected.recommendedDailyCalorieIntake, body: { bmi: 20.8, weight_status_id: 2 } },
      });
      expect((await rowOf(record.id)).caloriesTotal).toBe(expected.recommendedDailyCalorieIntake.total);
    });

    it('refuses an empty change, answers without their report, and bad answers, changing nothing', async () => {
      const record = await createRecord();
      const before = await rowOf(record.id);
      const cases: Array<[unknown, Record<string, string>]> = [
        [{}, { '(body)': 'Send at least one field to change.' }],
        [{ input: wire(ADULT) }, { report: 'This field is required.' }],
        [{ input: wire({ ...ADULT, genderId: 2, pregnancyStageId: 4, age: 60 }), report: null }, { 'input.pregnancy_stage_id': 'Pregnancy and breastfeeding apply only to women aged 18 to 55.' }],
        [{ phone_number: '12' }, { phone_number: 'Enter a valid phone number.' }],
      ];
      for (const [json, fields] of cases) {
        const response = await send(resultOf(record.id), 'PATCH', json, { secret: record.secret, language: 'en' });
        expect(response.status, JSON.stringify(json)).toBe(400);
        expect((await response.json()).error.fields, JSON.stringify(json)).toEqual(fields);
      }
      expect(await rowOf(record.id)).toEqual(before);
    });

    it("lets only the account reach a record of an account: the secret alone is a 404, another account's token too", async () => {
      const owner = await account();
      const stranger = await account();
      const created = await createRecord({}, owner.token);
      const change = { phone_number: '0912345670' };
      expect((await send(resultOf(created.id), 'PATCH', change, { secret: created.secret })).status).toBe(404);
      expect((await send(resultOf(created.id), 'PATCH', change, { token: stranger.token, secret: created.secret })).status).toBe(404);
      expect((await send(resultOf(created.id), 'PATCH', change, { token: owner.token })).status).toBe(200);
      expect(await dataOf(await send(resultOf(created.id), 'GET', undefined, { token: stranger.token }))).toMatchObject({ access: 'public', phone_number: null });
      expect(await dataOf(await send(resultOf(created.id), 'GET', undefined, { token: owner.token }))).toMatchObject({ access: 'owner', phone_number: '+84912345670' });
    });
  });

  describe('the sign-in merge', () => {
    it("moves a record made signed out in this browser to the account: then only the account's session owns it", async () => {
      const owner = await account();
      const response = await call(ctx, RESULTS, { method: 'POST', json: { input: wire(ADULT), report: null, language: 'en', client_id: '6f1c2f0e-8a4b-4d57-9a57-6c1b5d0f3e21' } });
      const record = await dataOf(response);
      const clientId = (response.headers.get('user-client-id') ?? '').split('.')[0];
      expect(await mergeAnonymousUser(ctx.database.db, { clientId, userId: owner.userId })).toMatchObject({ dietQuizResults: 1 });
      expect(await mergeAnonymousUser(ctx.database.db, { clientId, userId: owner.userId })).toMatchObject({ dietQuizResults: 0 });
      expect((await rowOf(record.id)).userId).toBe(owner.userId);
      expect((await send(resultOf(record.id), 'PATCH', { phone_number: '0912345671' }, { secret: record.secret })).status).toBe(404);
      expect((await send(resultOf(record.id), 'PATCH', { phone_number: '0912345671' }, { token: owner.token })).status).toBe(200);
    });
  });

  describe('POST /diet-quiz/results/{id}/send-sms/', () => {
    it('queues the results link in the outbox, Vietnamese without diacritics, with the secret in the fragment, and stores the number', async () => {
      const record = await createRecord();
      const phone = randomPhone();
      const response = await send(resultSmsOf(record.id), 'POST', { phone_number: phone, language: 'vi' }, { secret: record.secret });
      expect(response.status).toBe(202);
      expect(await dataOf(response)).toEqual({ phone_number: phone, sent_at: expect.stringMatching(/Z$/) });
      const [sms] = await ctx.sms.list({ phone });
      const link = dietResultsLink(ctx.config.PUBLIC_ORIGIN, record.id, record.secret);
      expect(link).toContain(`/diet-quiz?scene=33&result=${record.id}#k=`);
      const row = await rowOf(record.id);
      expect(sms).toMatchObject({ purpose: 'diet-quiz-results', language: 'vi', body: dietResultsSmsText('vi', row, link) });
      expect(sms.body).toMatch(/^GeneWell: ket qua trac nghiem dinh duong cua ban: [\d.]+ kcal\/ngay, chat bot duong 65%, chat beo 20%, chat dam 15%\. Xem thuc pham va luong an: http/);
      expect(row.phone).toBe(phone);
    });

    it("answers a stranger the 404 of an unknown record, sends nothing and stores nothing", async () => {
      const record = await createRecord();
      const phone = randomPhone();
      const response = await send(resultSmsOf(record.id), 'POST', { phone_number: phone, language: 'en' }, { secret: 'y'.repeat(43) });
      expect(response.status).toBe(404);
      expect(await ctx.sms.list({ phone })).toEqual([]);
      expect((await rowOf(record.id)).phone).toBeNull();
    });
  });

  describe('discount codes', () => {
    it("issues the record's DIETQUIZ code once: 201, then the same code with 200, whatever number is sent", async () => {
      await seedCampaign();
      const record = await createRecord();
      const phone = randomPhone();
      const first = await send(CODES, 'POST', { record_id: record.id, phone_number: phone }, { secret: record.secret });
      expect(first.status).toBe(201);
      const code = await dataOf(first);
      expect(code).toEqual({ code: expect.stringMatching(CODE_PATTERN), record_id: record.id, percent_off: 10, expires_at: expect.stringMatching(/Z$/), usage_limit: 1 });
      const again = await send(CODES, 'POST', { record_id: record.id, phone_number: randomPhone() }, { secret: record.secret });
      expect(again.status).toBe(200);
      expect(await dataOf(again)).toEqual(code);
      expect((await rowOf(record.id)).promotionCode).toBe(code.code);
      // A personal single-use code of the campaign, claimed for the number: usable at checkout.
      const claims = await ctx.database.db.select().from(codeClaims).where(eq(codeClaims.promotionCode, code.code));
      expect(claims).toMatchObject([{ patternCode: 'DIETQUIZ', phone }]);
      expect(await findCodeTerms(ctx.database.db, code.code)).toMatchObject({ table: 'promotion', kind: 'percent', percentOff: 10, usageLimit: 1, timesUsed: 0 });
    });

    it('gives one code per phone number: another record with the same number is refused, and never sees the code', async () => {
      await seedCampaign();
      const phone = randomPhone();
      const first = await createRecord();
      const code = await dataOf(await send(CODES, 'POST', { record_id: first.id, phone_number: phone }, { secret: first.secret }));
      const second = await createRecord();
      const refused = await send(CODES, 'POST', { record_id: second.id, phone_number: phone }, { secret: second.secret, language: 'en' });
      expect(refused.status).toBe(409);
      const body = await refused.json();
      expect(body).toEqual({ error: { code: 'conflict', message: 'This phone number already has a diet quiz discount code.' } });
      expect(JSON.stringify(body)).not.toContain(code.code);
      expect((await rowOf(second.id)).promotionCode).toBeNull();
    });

    it('gives concurrent requests for one record one code', async () => {
      await seedCampaign();
      const record = await createRecord();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => send(CODES, 'POST', { record_id: record.id, phone_number: randomPhone() }, { secret: record.secret })),
      );
      const codes = await Promise.all(answers.map(async (answer) => ({ status: answer.status, code: (await dataOf(answer))?.code as string })));
      expect(codes.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect(codes.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
      expect(new Set(codes.map((answer) => answer.code)).size).toBe(1);
      const issued = await ctx.database.db.select().from(dietQuizResults).where(eq(dietQuizResults.id, record.id));
      expect(issued[0].promotionCode).toBe(codes[0].code);
    });

    it("answers a stranger, and a request for a record that does not exist, the same 404", async () => {
      await seedCampaign();
      const record = await createRecord();
      const stranger = await send(CODES, 'POST', { record_id: record.id, phone_number: randomPhone() });
      const unknown = await send(CODES, 'POST', { record_id: '0b5e1c9a-2f57-4a8e-9d3c-7e1f4a6b8c20', phone_number: randomPhone() });
      expect(stranger.status).toBe(404);
      expect(await stranger.json()).toEqual(await unknown.json());
      expect((await rowOf(record.id)).promotionCode).toBeNull();
    });

    it('answers 409 while the campaign is not running', async () => {
      const record = await createRecord();
      await ctx.database.db.delete(redeemCodePatterns).where(eq(redeemCodePatterns.code, 'DIETQUIZ'));
      const missing = await send(CODES, 'POST', { record_id: record.id, phone_number: randomPhone() }, { secret: record.secret, language: 'zh' });
      expect(missing.status).toBe(409);
      expect((await missing.json()).error.message).toBe('饮食测评优惠目前未开放。');
      await ctx.database.db.insert(redeemCodePatterns).values({ ...demoRedeemCodePatterns.find((pattern) => pattern.code === 'DIETQUIZ')!, validUntil: new Date('2020-01-01T00:00:00Z') });
      expect((await send(CODES, 'POST', { record_id: record.id, phone_number: randomPhone() }, { secret: record.secret })).status).toBe(409);
      await ctx.database.db.delete(redeemCodePatterns).where(eq(redeemCodePatterns.code, 'DIETQUIZ'));
    });

    it('texts the code to its owner; a stranger gets 404, a used-up code 409 (to the owner only)', async () => {
      await seedCampaign();
      const record = await createRecord();
      const code = await dataOf(await send(CODES, 'POST', { record_id: record.id, phone_number: randomPhone() }, { secret: record.secret }));
      const phone = randomPhone();
      const sent = await send(codeSmsOf(code.code), 'POST', { phone_number: phone, language: 'vi' }, { secret: record.secret });
      expect(sent.status).toBe(202);
      const [sms] = await ctx.sms.list({ phone });
      expect(sms).toMatchObject({ purpose: 'diet-quiz-code', body: dietDiscountCodeSmsText('vi', { code: code.code, percentOff: 10, expiresAt: new Date(code.expires_at) }) });
      expect(sms.body).toMatch(new RegExp(`^GeneWell: ma ${code.code} giam 10% goi xet nghiem gen, dung den het ngay \\d\\d/\\d\\d/\\d{4}\\.$`));

      const other = randomPhone();
      expect((await send(codeSmsOf(code.code), 'POST', { phone_number: other, language: 'vi' })).status).toBe(404);
      expect((await send(codeSmsOf('DIETQUIZ-ZZZZZZZZ'), 'POST', { phone_number: other, language: 'vi' }, { secret: record.secret })).status).toBe(404);
      await ctx.database.db.update(promotionCodes).set({ timesUsed: 1 }).where(eq(promotionCodes.code, code.code));
      expect((await send(codeSmsOf(code.code), 'POST', { phone_number: other, language: 'vi' })).status).toBe(404);
      expect((await send(codeSmsOf(code.code), 'POST', { phone_number: other, language: 'vi' }, { secret: record.secret })).status).toBe(409);
      expect(await ctx.sms.list({ phone: other })).toEqual([]);
    });

    it('refuses bad input for every field of the code requests, naming it', async () => {
      const record = await createRecord();
      const cases: Array<[string, unknown, Record<string, string>]> = [
        [CODES, { record_id: 'x', phone_number: '0912345678' }, { record_id: 'This value has the wrong format.' }],
        [CODES, { record_id: record.id }, { phone_number: 'This field is required.' }],
        [CODES, { record_id: record.id, phone_number: 'call me' }, { phone_number: 'Enter a valid phone number.' }],
        [codeSmsOf('DIETQUIZ-ZZZZZZZZ'), { phone_number: '0912345678', language: 'xx' }, { language: 'Choose one of: en, vi, zh, th.' }],
        [codeSmsOf('diet quiz'), { phone_number: '0912345678', language: 'en' }, { code: 'This value has the wrong format.' }],
        [resultSmsOf(record.id), { phone_number: '0912345678' }, { language: 'This field is required.' }],
      ];
      for (const [url, json, fields] of cases) {
        const response = await send(url, 'POST', json, { secret: record.secret, language: 'en' });
        expect(response.status, JSON.stringify(json)).toBe(400);
        expect((await response.json()).error.fields, JSON.stringify(json)).toEqual(fields);
      }
    });
  });
});

describe.each(databaseKinds)('diet-quiz rate limits on %s', (kind) => {
  const ctx = useTestContext(kind, { seed: false });
  const body = { input: wire(ADULT), report: null, language: 'en' };

  it(`allows ${defaultRateLimits.dietQuizRecordPerIp.points} records from one address in ten minutes, then 429 with Retry-After, storing nothing`, async () => {
    const ip = randomIp();
    for (let index = 0; index < defaultRateLimits.dietQuizRecordPerIp.points; index += 1) {
      expect((await call(ctx, RESULTS, { method: 'POST', json: body, ip })).status).toBe(201);
    }
    const before = (await ctx.database.db.select({ n: count() }).from(dietQuizResults))[0].n;
    const refused = await call(ctx, RESULTS, { method: 'POST', json: body, ip, language: 'en' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect((await ctx.database.db.select({ n: count() }).from(dietQuizResults))[0].n).toBe(before);
    // Another address is not affected.
    expect((await call(ctx, RESULTS, { method: 'POST', json: body })).status).toBe(201);
  });

  it(`allows ${defaultRateLimits.dietQuizRecordPerClient.points} records from one anonymous client, whatever its addresses`, async () => {
    const clientId = '3f0c9a52-7d1e-4c1f-9a53-2f4f7e1b9c10';
    for (let index = 0; index < defaultRateLimits.dietQuizRecordPerClient.points; index += 1) {
      expect((await call(ctx, RESULTS, { method: 'POST', json: body, clientId })).status).toBe(201);
    }
    expect((await call(ctx, RESULTS, { method: 'POST', json: body, clientId })).status).toBe(429);
  });

  it(`allows ${defaultRateLimits.dietQuizSmsPerPhone.points} messages to one number, then 429`, async () => {
    const created = await dataOf(await call(ctx, RESULTS, { method: 'POST', json: body }));
    const phone = randomPhone();
    const sms = () => call(ctx, resultSmsOf(created.id), { method: 'POST', json: { phone_number: phone, language: 'en' }, headers: { [SECRET_HEADER]: created.secret } });
    for (let index = 0; index < defaultRateLimits.dietQuizSmsPerPhone.points; index += 1) expect((await sms()).status).toBe(202);
    expect((await sms()).status).toBe(429);
    expect(await ctx.sms.list({ phone })).toHaveLength(defaultRateLimits.dietQuizSmsPerPhone.points);
  });
});

describe('diet-quiz texts', () => {
  /** GSM 03.38 basic set, as server/portal-api/consultations/consultation-sms.test.ts checks it. */
  const GSM7 = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;
  /** Concatenated segments carry 153 GSM-7 septets or 67 UCS-2 units each; a single one 160 or 70. */
  const segments = (text: string) => (GSM7.test(text) ? (text.length <= 160 ? 1 : Math.ceil(text.length / 153)) : text.length <= 70 ? 1 : Math.ceil(text.length / 67));
  /** Realistic values: a deployed origin, a real id and secret, the largest day's energy the engine gives. */
  const link = dietResultsLink('https://genewell.vn', '0b5e1c9a-2f57-4a8e-9d3c-7e1f4a6b8c20', 'pQ7rZk2mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E3');
  const row = { caloriesTotal: 4250, carbohydratePercent: 45, fatPercent: 35, proteinPercent: 20 };
  const code = { code: 'DIETQUIZ-7Q4M9X2T', percentOff: 10, expiresAt: new Date('2026-12-27T16:59:59.999Z') };

  it.each(['en', 'vi'] as const)('%s: GSM-7, the results in two segments, the code in one', (language) => {
    const results = dietResultsSmsText(language, row, link);
    expect(results, results).toMatch(GSM7);
    expect(results).toContain(link);
    expect(segments(results), results).toBeLessThanOrEqual(2);
    const codeText = dietDiscountCodeSmsText(language, code);
    expect(codeText, codeText).toMatch(GSM7);
    expect(segments(codeText), codeText).toBe(1);
    // dd/mm/yyyy in Vietnam: the end of the 27th there.
    expect(codeText).toContain('27/12/2026');
  });

  it.each(['th', 'zh'] as const)('%s: the code in one segment, the results in five at most, Gregorian dates', (language) => {
    const codeText = dietDiscountCodeSmsText(language, code);
    expect(segments(codeText), codeText).toBe(1);
    expect(codeText).toMatch(language === 'th' ? /27\/12\/2026/ : /2026\/12\/27/);
    const results = dietResultsSmsText(language, row, link);
    expect(results).toContain(link);
    expect(segments(results), results).toBeLessThanOrEqual(5);
  });

  it('formats the energy in the reader’s language', () => {
    expect(dietResultsSmsText('en', row, link)).toContain('4,250 kcal a day, 45% carbohydrate, 35% fat, 20% protein');
    expect(dietResultsSmsText('vi', row, link)).toContain('4.250 kcal/ngay');
  });

  const reasons: DietInputReason[] = [
    'required',
    'invalid_choice',
    'not_a_whole_number',
    'out_of_range',
    'kid_age_out_of_range',
    'adult_age_out_of_range',
    'adult_age_in_years',
    'implausible_for_age',
    'pregnancy_not_applicable',
    'hidden_for_kids',
    'none_with_conditions',
    'duplicate',
  ];
  it.each(languages)("has a message in %s for every reason of the engine's validation", (language) => {
    const t = serverT(language);
    for (const reason of reasons) {
      const key = dietInputReasonKey(reason);
      expect(t(key), key).not.toBe(key);
    }
  });
});
