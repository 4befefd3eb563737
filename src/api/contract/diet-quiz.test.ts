import { describe, expect, it } from 'vitest';
import { SAMPLE_DIET_CASES, SAMPLE_REPORT } from '../../domain/nutrition/samples';
import {
  createDietDiscountCodeRequestSchema,
  createDietResultRecordRequestSchema,
  dietDiscountCodeParamsSchema,
  dietInputRequestSchema,
  dietResultRecordParamsSchema,
  dietResultRecordSchema,
  updateDietResultRecordRequestSchema,
} from './diet-quiz';
import { expectQuizPathParams } from '../quiz-fixture';

const ID = '0b5e1c9a-2f57-4a8e-9d3c-7e1f4a6b8c20';
const adult = SAMPLE_DIET_CASES[0].input;
const kid = SAMPLE_DIET_CASES.find((sample) => sample.name === '6-month-old')!.input;

const pathsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) => (result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.')));

describe('diet-quiz contract: requests', () => {
  it('takes every sample of the engine, with and without a report, in every language', () => {
    for (const { input, report } of SAMPLE_DIET_CASES) {
      for (const language of ['en', 'vi', 'th', 'zh']) {
        expect(createDietResultRecordRequestSchema.safeParse({ input, report, language }).success).toBe(true);
      }
    }
  });

  it('names the field of a value out of its range or of the wrong kind', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ purposeId: 4 }, 'purposeId'],
      [{ weightGoalId: 0 }, 'weightGoalId'],
      [{ genderId: 3 }, 'genderId'],
      [{ age: 35.5 }, 'age'],
      [{ age: '35' }, 'age'],
      [{ ageUnitId: 3 }, 'ageUnitId'],
      [{ height: 20 }, 'height'],
      [{ weight: 400 }, 'weight'],
      [{ occupationTypeId: 5 }, 'occupationTypeId'],
      [{ exerciseIntensityId: 5 }, 'exerciseIntensityId'],
      [{ pregnancyStageId: 5 }, 'pregnancyStageId'],
      [{ medicalConditionIds: [8] }, 'medicalConditionIds.0'],
      [{ amountOfBreastMilk: -1 }, 'amountOfBreastMilk'],
    ];
    for (const [change, field] of cases) {
      expect(pathsOf(dietInputRequestSchema.safeParse({ ...adult, ...change })), JSON.stringify(change)).toEqual([field]);
    }
  });

  it("applies the engine's rules across fields, each naming its field with the engine's reason", () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...adult, weightGoalId: null }, 'weightGoalId', 'required'],
      [{ ...adult, occupationTypeId: null }, 'occupationTypeId', 'required'],
      [{ ...adult, age: 17 }, 'age', 'adult_age_out_of_range'],
      [{ ...adult, age: 12, ageUnitId: 2 }, 'ageUnitId', 'adult_age_in_years'],
      [{ ...adult, pregnancyStageId: 2 }, 'pregnancyStageId', 'pregnancy_not_applicable'],
      [{ ...adult, medicalConditionIds: [0, 1] }, 'medicalConditionIds', 'none_with_conditions'],
      [{ ...adult, medicalConditionIds: [3, 3] }, 'medicalConditionIds', 'duplicate'],
      [{ ...kid, medicalConditionIds: [1] }, 'medicalConditionIds', 'hidden_for_kids'],
      [{ ...kid, age: 25 }, 'age', 'out_of_range'],
      [{ ...kid, age: 19, ageUnitId: 1 }, 'age', 'kid_age_out_of_range'],
      [{ ...kid, height: 120 }, 'height', 'implausible_for_age'],
    ];
    for (const [input, field, reason] of cases) {
      const result = dietInputRequestSchema.safeParse(input);
      expect(pathsOf(result), JSON.stringify(input)).toEqual([field]);
      const issue = result.error!.issues[0] as { message: string; params?: { i18nKey?: string } };
      expect(issue.message).toBe(reason);
      expect(issue.params?.i18nKey).toBe(`field.diet_${reason}`);
    }
  });

  it('refuses keys it does not know, a result among them, and a report of the wrong shape', () => {
    expect(pathsOf(createDietResultRecordRequestSchema.safeParse({ input: adult, report: null, language: 'en', result: { total: 1 } }))).toEqual(['']);
    expect(pathsOf(dietInputRequestSchema.safeParse({ ...adult, bmi: 20 }))).toEqual(['']);
    expect(createDietResultRecordRequestSchema.safeParse({ input: adult, language: 'en' }).success).toBe(false);
    const badReport = { ...SAMPLE_REPORT, metabolism: { ...SAMPLE_REPORT.metabolism, fat: 4 } };
    expect(pathsOf(createDietResultRecordRequestSchema.safeParse({ input: adult, report: badReport, language: 'en' }))).toEqual(['report.metabolism.fat']);
    expect(pathsOf(createDietResultRecordRequestSchema.safeParse({ input: adult, report: null, language: 'fr' }))).toEqual(['language']);
  });

  it('updates answers with their report, a phone number, or both; never nothing', () => {
    expect(updateDietResultRecordRequestSchema.safeParse({ phoneNumber: '0912345678' }).success).toBe(true);
    expect(updateDietResultRecordRequestSchema.safeParse({ input: adult, report: null }).success).toBe(true);
    expect(updateDietResultRecordRequestSchema.safeParse({ input: adult, report: SAMPLE_REPORT, phoneNumber: '0912345678' }).success).toBe(true);
    expect(pathsOf(updateDietResultRecordRequestSchema.safeParse({}))).toEqual(['']);
    expect(pathsOf(updateDietResultRecordRequestSchema.safeParse({ input: adult }))).toEqual(['report']);
    expect(pathsOf(updateDietResultRecordRequestSchema.safeParse({ report: null }))).toEqual(['input']);
    expect(pathsOf(updateDietResultRecordRequestSchema.safeParse({ phoneNumber: '12345' }))).toEqual(['phoneNumber']);
  });

  it('asks for a code with the record and a phone number, and takes codes and ids in the path', () => {
    expect(createDietDiscountCodeRequestSchema.safeParse({ recordId: ID, phoneNumber: '0912345678' }).success).toBe(true);
    expect(pathsOf(createDietDiscountCodeRequestSchema.safeParse({ recordId: ID }))).toEqual(['phoneNumber']);
    expect(pathsOf(createDietDiscountCodeRequestSchema.safeParse({ recordId: 'x', phoneNumber: '0912345678' }))).toEqual(['recordId']);
    expectQuizPathParams({ recordParams: dietResultRecordParamsSchema, discountCodeParams: dietDiscountCodeParamsSchema }, { id: ID, code: 'DIETQUIZ-7Q4M9X2T' }, 'diet 7');
  });
});

describe('diet-quiz contract: responses', () => {
  it('describes a record of a child with growth statuses and a public view', () => {
    const record = {
      id: ID,
      input: kid,
      report: null,
      result: {
        userGroupId: 5,
        hasReport: false,
        recommendedDailyCalorieIntake: { total: 600, breastfeeding: 400, food: 200 },
        nutritionalRequirements: { optimalDietPlanId: 11, macronutrientRatios: { carbohydrate: 65, fat: 20, protein: 15 } },
        body: { kind: 'kid', completedMonths: 6, bmi: 17.3, weightStatusId: 2, heightStatusId: 2 },
      },
      language: 'en',
      access: 'public',
      phoneNumber: null,
      maskedPhoneNumber: '09•••••678',
      createdAt: '2026-11-27T08:30:00.000Z',
      updatedAt: '2026-11-27T08:30:00.000Z',
    };
    expect(dietResultRecordSchema.safeParse(record).success).toBe(true);
    expect(dietResultRecordSchema.safeParse({ ...record, result: { ...record.result, body: { ...record.result.body, weightStatusId: 5 } } }).success).toBe(false);
  });
});
