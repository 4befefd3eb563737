import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPENED_INPUT, OPENED_RECORD, createdRecordFor, publicViewOf, recordFor } from './diet-quiz.fixtures';
import { dietResultRecordIdSchema, dietResultRecordSchema, dietResultRecordSecretSchema } from '../../api/contract/diet-quiz';
import { isDietRecordId, isDietRecordSecret, isDietResultRecord } from '../../api/contract/diet-quiz-record-rules';
import { RECORD_ID_PATTERN } from '../../api/contract/quiz-record-rules';

/**
 * The plain checks the quiz's machine runs in the browser (a results link's id and secret, the
 * record a reload kept) take what the contract's schemas take and refuse what they refuse, so the
 * page's first load can go without zod while the schemas stay the server's rules.
 */

const KID_RECORD = recordFor({ ...OPENED_INPUT, age: 6, ageUnitId: 2, height: 67, weight: 7.9, exerciseIntensityId: null, medicalConditionIds: [3], amountOfBreastMilk: 600 }, null);
const ADULT_RECORD = recordFor(
  { purposeId: 1, weightGoalId: 2, genderId: 2, age: 30, ageUnitId: 1, height: 158, weight: 62.5, occupationTypeId: 1, exerciseIntensityId: 1, pregnancyStageId: 4, medicalConditionIds: [1], amountOfBreastMilk: 700 },
  {
    isAvailable: true,
    metabolism: { carbohydrate: 3, fat: 2, protein: 1 },
    nutritionalRequirements: { vitaminA: 1, vitaminB2: 2, vitaminB6: 2, vitaminB12: 3, vitaminC: 1, vitaminD: 1, vitaminE: 2, folate: 2 },
    detoxification: { value: 1 },
  },
);

type Json = Record<string, unknown>;
/** The record with one field (a dotted path) set to `value`, or removed when it is undefined. */
function withField(record: unknown, path: string, value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(record)) as Json;
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce<Json>((object, key) => object[key] as Json, copy);
  const last = keys[keys.length - 1];
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

const ACCEPTED: Array<[string, unknown]> = [
  ['an opened link (a 15-year-old girl)', OPENED_RECORD],
  ['its public view', publicViewOf(OPENED_RECORD)],
  ['a 6-month-old boy', KID_RECORD],
  ['an adult with a report', ADULT_RECORD],
  ['a created record (its secret is one more field)', createdRecordFor(OPENED_INPUT, null)],
  ['a number and its mask', { ...OPENED_RECORD, phoneNumber: '+84912345678', maskedPhoneNumber: '09•••••678' }],
  ['an instant with an offset', { ...OPENED_RECORD, updatedAt: '2026-11-27T15:30:00.123+07:00' }],
  ['the nil id', { ...OPENED_RECORD, id: '00000000-0000-0000-0000-000000000000' }],
];

const REFUSED: Array<[string, unknown]> = [
  ['nothing', null],
  ['a text', 'a record'],
  ['a list', [OPENED_RECORD]],
  ...(
    [
      ['id', 'not-an-id'],
      ['id', '0b5e1c9a-2f57-9a8e-9d3c-7e1f4a6b8c20'],
      ['id', undefined],
      ['input', null],
      ['input.purposeId', 4],
      ['input.weightGoalId', 0],
      ['input.genderId', undefined],
      ['input.age', 15.5],
      ['input.age', 121],
      ['input.ageUnitId', 3],
      ['input.height', 37],
      ['input.weight', '48'],
      ['input.occupationTypeId', 5],
      ['input.exerciseIntensityId', 5],
      ['input.pregnancyStageId', 0],
      ['input.medicalConditionIds', [8]],
      ['input.medicalConditionIds', '0'],
      ['input.medicalConditionIds', [0, 1, 2, 3, 4, 5, 6, 7, 1]],
      ['input.amountOfBreastMilk', 2001],
      ['report', { isAvailable: false }],
      ['result', null],
      ['result.userGroupId', 9],
      ['result.hasReport', 'no'],
      ['result.recommendedDailyCalorieIntake.total', -1],
      ['result.recommendedDailyCalorieIntake.food', 10.5],
      ['result.nutritionalRequirements.optimalDietPlanId', 9],
      ['result.nutritionalRequirements.macronutrientRatios.fat', 101],
      ['result.body.kind', 'child'],
      ['result.body.bmi', '20'],
      ['result.body.weightStatusId', 5],
      ['result.body.heightStatusId', 4],
      ['result.body.completedMonths', 229],
      ['language', 'fr'],
      ['access', 'admin'],
      ['phoneNumber', '0912345678'],
      ['maskedPhoneNumber', 12],
      ['createdAt', 'yesterday'],
      ['updatedAt', undefined],
    ] as const
  ).map(([path, value]): [string, unknown] => [`${path} ${JSON.stringify(value) ?? 'missing'}`, withField(OPENED_RECORD, path, value)]),
  ...(
    [
      ['report.metabolism.fat', 4],
      ['report.nutritionalRequirements.folate', 0],
      ['report.detoxification.value', 3],
      ['report.detoxification', undefined],
    ] as const
  ).map(([path, value]): [string, unknown] => [`${path} ${JSON.stringify(value) ?? 'missing'}`, withField(ADULT_RECORD, path, value)]),
];

describe("the kept record's check", () => {
  it.each(ACCEPTED)('takes %s, as the contract does', (_, record) => {
    expect(dietResultRecordSchema.safeParse(record).success).toBe(true);
    expect(isDietResultRecord(record)).toBe(true);
  });

  it.each(REFUSED)('refuses %s, as the contract does', (_, record) => {
    expect(dietResultRecordSchema.safeParse(record).success).toBe(false);
    expect(isDietResultRecord(record)).toBe(false);
  });
});

describe("a results link's id and secret", () => {
  const ids = ['0b5e1c9a-2f57-4a8e-9d3c-7e1f4a6b8c20', '0B5E1C9A-2F57-7A8E-8D3C-7E1F4A6B8C20', '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'];
  const notIds = ['', 'abc', '0b5e1c9a-2f57-4a8e-7d3c-7e1f4a6b8c20', '0b5e1c9a-2f57-0a8e-9d3c-7e1f4a6b8c20', ` ${ids[0]}`, `${ids[0]}0`, 42, null, undefined];
  it.each([...ids, ...notIds])('%s: the plain check agrees with the contract', (value) => {
    expect(isDietRecordId(value)).toBe(dietResultRecordIdSchema.safeParse(value).success);
  });

  it("is zod's own pattern for a UUID", () => {
    expect(String(RECORD_ID_PATTERN)).toBe(String(z.uuid().def.pattern));
  });

  const secrets = ['pQ7rZk2mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E3', 'A'.repeat(43), '-'.repeat(43)];
  const notSecrets = ['', 'A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}=`, `${'A'.repeat(42)}+`, 43, null];
  it.each([...secrets, ...notSecrets])('secret %s: the plain check agrees with the contract', (value) => {
    expect(isDietRecordSecret(value)).toBe(dietResultRecordSecretSchema.safeParse(value).success);
  });
});
