import { describe, expect, it } from 'vitest';
import { toCallProblem } from '../machines/calls/call-problem';
import { urlOf } from './contract/endpoint';
import { dietQuizEndpoints } from './contract/diet-quiz';
import { ApiError } from './errors';
import { useTestServer } from './http-test-server';
import { expectSecretInHeaderOnly, expectSmsAndCodeRequests, publicView, rateLimitedReply, smsAndCodeServer, unknownRecordReply, wireOwnerRecordTail } from './quiz-fixture';
import {
  createDietDiscountCode,
  createDietResultRecord,
  retrieveDietResultRecord,
  sendDietDiscountCodeSms,
  sendDietResultsSms,
  updateDietResultRecord,
} from './diet-quiz';
import type { CreateDietResultRecordRequest } from './contract/diet-quiz';
import { SAMPLE_DIET_CASES } from '../domain/nutrition/samples';

const api = useTestServer();

const ID = '0b5e1c9a-2f57-4a8e-9d3c-7e1f4a6b8c20';
const SECRET = 'pQ7rZk2mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E3';

/** The nutrition engine's first sample (the adult man losing weight), with medical condition 0. */
const input: CreateDietResultRecordRequest['input'] = { ...SAMPLE_DIET_CASES[0].input, medicalConditionIds: [0] };

/** The same input as the server writes it: snake_case keys. */
const wireInput = {
  purpose_id: 1,
  weight_goal_id: 2,
  gender_id: 1,
  age: 35,
  age_unit_id: 1,
  height: 170,
  weight: 80,
  occupation_type_id: 1,
  exercise_intensity_id: 1,
  pregnancy_stage_id: null,
  medical_condition_ids: [0],
  amount_of_breast_milk: null,
};

const report = {
  isAvailable: true as const,
  metabolism: { carbohydrate: 3 as const, fat: 2 as const, protein: 1 as const },
  nutritionalRequirements: { vitaminA: 1, vitaminB2: 2, vitaminB6: 2, vitaminB12: 3, vitaminC: 1, vitaminD: 1, vitaminE: 2, folate: 2 } as const,
  detoxification: { value: 1 as const },
};

const wireReport = {
  is_available: true,
  metabolism: { carbohydrate: 3, fat: 2, protein: 1 },
  nutritional_requirements: { vitamin_a: 1, vitamin_b2: 2, vitamin_b6: 2, vitamin_b12: 3, vitamin_c: 1, vitamin_d: 1, vitamin_e: 2, folate: 2 },
  detoxification: { value: 1 },
};

/** A results record as the server writes it. */
const wireRecord = {
  id: ID,
  input: wireInput,
  report: null,
  result: {
    user_group_id: 1,
    has_report: false,
    recommended_daily_calorie_intake: { total: 2100, breastfeeding: 0, food: 2100 },
    nutritional_requirements: { optimal_diet_plan_id: 11, macronutrient_ratios: { carbohydrate: 65, fat: 20, protein: 15 } },
    body: { kind: 'adult', bmi: 27.7, weight_status_id: 4, height_status_id: null, completed_months: null },
  },
  ...wireOwnerRecordTail('2026-11-27T08:30:00.000Z'),
};

const portal = () => api.client('portal', { getLanguage: () => 'vi' });

describe('diet-quiz Portal API calls', () => {
  it('creates a results record: the input and report go in snake_case, the record, its result and its secret come back in camelCase', async () => {
    api.server.handle(() => ({ status: 201, json: { data: { ...wireRecord, report: wireReport, secret: SECRET } } }));
    const record = await createDietResultRecord(portal(), { input, report, language: 'vi', clientId: ID });
    expect(api.sent()).toMatchObject({ method: 'POST', url: urlOf(dietQuizEndpoints.createResultRecord) });
    expect(api.sent().body).toEqual({ input: wireInput, report: wireReport, language: 'vi', client_id: ID });
    expect(api.sent().headers['diet-quiz-secret']).toBeUndefined();
    expect(record).toMatchObject({
      id: ID,
      secret: SECRET,
      input: { purposeId: 1, ageUnitId: 1, medicalConditionIds: [0] },
      report: { nutritionalRequirements: { vitaminB12: 3 } },
      result: { userGroupId: 1, recommendedDailyCalorieIntake: { total: 2100 }, nutritionalRequirements: { optimalDietPlanId: 11 }, body: { kind: 'adult', weightStatusId: 4 } },
    });
  });

  it('sends a guest without a report as report null', async () => {
    api.server.handle(() => ({ status: 201, json: { data: { ...wireRecord, secret: SECRET } } }));
    await createDietResultRecord(portal(), { input, report: null, language: 'en' });
    expect(api.sent().body).toEqual({ input: wireInput, report: null, language: 'en' });
  });

  it('retrieves and updates a record by id, with its secret in the Diet-Quiz-Secret header, never in the URL', async () => {
    api.server.handle((request) => ({ json: { data: request.method === 'PATCH' ? { ...wireRecord, phone_number: '+84912345678' } : wireRecord } }));
    await expect(retrieveDietResultRecord(portal(), ID, SECRET)).resolves.toMatchObject({ id: ID, access: 'owner' });
    const updated = await updateDietResultRecord(portal(), ID, { phoneNumber: '0912345678' }, SECRET);
    expect(updated.phoneNumber).toBe('+84912345678');
    await updateDietResultRecord(portal(), ID, { input: { ...input, weight: 75 }, report: null }, SECRET);
    expect(api.sent(0)).toMatchObject({ method: 'GET', url: urlOf(dietQuizEndpoints.retrieveResultRecord, { id: ID }) });
    expect(api.sent(1)).toMatchObject({ method: 'PATCH', url: urlOf(dietQuizEndpoints.updateResultRecord, { id: ID }) });
    expect(api.sent(1).body).toEqual({ phone_number: '0912345678' });
    expect(api.sent(2).body).toEqual({ input: { ...wireInput, weight: 75 }, report: null });
    expectSecretInHeaderOnly(api.server.received, 'diet-quiz-secret', SECRET);
  });

  it('reads a record without a secret when the tab has none: no header at all', async () => {
    api.server.handle(() => ({ json: { data: { ...wireRecord, ...publicView.wire } } }));
    await expect(retrieveDietResultRecord(portal(), ID, null)).resolves.toMatchObject(publicView.read);
    expect(api.sent().headers).not.toHaveProperty('diet-quiz-secret');
  });

  it('gets the discount code and sends it and the results by SMS', async () => {
    api.server.handle(smsAndCodeServer({ code: 'DIETQUIZ-7Q4M9X2T', record_id: ID, percent_off: 10, expires_at: '2026-12-27T16:59:59.000Z', usage_limit: 1 }, '2026-11-27T08:31:00.000Z'));
    const client = portal();
    await expect(sendDietResultsSms(client, ID, { phoneNumber: '0912345678', language: 'vi' }, SECRET)).resolves.toEqual({
      phoneNumber: '+84912345678',
      sentAt: '2026-11-27T08:31:00.000Z',
    });
    await expect(createDietDiscountCode(client, { recordId: ID, phoneNumber: '0912345678' }, SECRET)).resolves.toMatchObject({
      code: 'DIETQUIZ-7Q4M9X2T',
      recordId: ID,
      percentOff: 10,
      usageLimit: 1,
    });
    await sendDietDiscountCodeSms(client, 'DIETQUIZ-7Q4M9X2T', { phoneNumber: '0912345678', language: 'vi' }, SECRET);
    expectSmsAndCodeRequests(api.server.received, dietQuizEndpoints, { id: ID, code: 'DIETQUIZ-7Q4M9X2T', header: 'diet-quiz-secret', secret: SECRET });
    expect(api.sent(1).body).toEqual({ record_id: ID, phone_number: '0912345678' });
    expect(api.sent(2).body).toEqual({ phone_number: '0912345678', language: 'vi' });
  });

  it('rejects a 429 with the wait from Retry-After, and a 409 for a number that has a code already', async () => {
    api.server.handle(() => rateLimitedReply);
    const failure = await sendDietResultsSms(portal(), ID, { phoneNumber: '0912345678', language: 'vi' }, SECRET).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(toCallProblem(failure)).toMatchObject({ key: 'rate_limited', seconds: 30 });
    api.server.handle(() => ({ status: 409, json: { error: { code: 'conflict', message: 'Số điện thoại này đã nhận mã.' } } }));
    const conflict = await createDietDiscountCode(portal(), { recordId: ID, phoneNumber: '0912345678' }, SECRET).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ApiError);
    expect((conflict as ApiError).status).toBe(409);
  });

  it('rejects an unknown record as not found, and a reply that breaks the contract', async () => {
    api.server.handle(() => unknownRecordReply);
    expect(toCallProblem(await retrieveDietResultRecord(portal(), ID, null).catch((error: unknown) => error))).toMatchObject({ key: 'not_found', seconds: null });
    api.server.handle(() => ({ json: { data: { ...wireRecord, result: { ...wireRecord.result, user_group_id: 9 } } } }));
    await expect(retrieveDietResultRecord(portal(), ID, null)).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
