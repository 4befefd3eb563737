import {
  AGE_LIMITS,
  ageUnitIds,
  dietPlanIds,
  exerciseIntensityIds,
  genderIds,
  medicalConditionIds,
  occupationTypeIds,
  pregnancyStageIds,
  purposeIds,
  userGroupIds,
  vitaminKeys,
  weightGoalIds,
} from '../../domain/nutrition/enumerations';
import { BREAST_MILK_RANGE_ML, HEIGHT_RANGE_CM, WEIGHT_RANGE_KG } from '../../domain/nutrition/input';
import type { DietResultRecord } from './diet-quiz';
import { languages } from './language-codes';
import { isRecordIdText, isRecordSecretText } from './quiz-record-rules';

/*
 * The diet quiz's record rules as plain checks, for the quiz's machine in the browser: a results
 * link's id and secret, and the record a reload kept (sessionStorage). The contract (diet-quiz.ts,
 * classic zod) stays what the server validates with and what the client checks every answer
 * against; these only let the quiz's first load go without zod. A test checks that they take
 * what the schemas take and refuse what they refuse (src/machines/diet-quiz/kept-record.test.ts).
 */

const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/** A results link's id and a record's secret (quiz-record-rules.ts). */
export const isDietRecordId = isRecordIdText;
export const isDietRecordSecret = isRecordSecretText;

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const inRange = (value: unknown, range: { min: number; max: number }) => isNumber(value) && value >= range.min && value <= range.max;
const oneOf = (values: readonly unknown[]) => (value: unknown) => values.includes(value);
const orNull = (check: (value: unknown) => boolean) => (value: unknown) => value === null || check(value);
const isLevel = oneOf([1, 2, 3]);
const isInstant = (value: unknown) => typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(value) && !Number.isNaN(Date.parse(value));

function hasFields(value: unknown, checks: Readonly<Record<string, (value: unknown) => boolean>>): boolean {
  return isObject(value) && Object.entries(checks).every(([key, check]) => check(value[key]));
}

const isInput = (value: unknown) =>
  hasFields(value, {
    purposeId: oneOf(purposeIds),
    weightGoalId: orNull(oneOf(weightGoalIds)),
    genderId: oneOf(genderIds),
    age: (age) => isInteger(age) && inRange(age, { min: AGE_LIMITS.months.min, max: AGE_LIMITS.years.max }),
    ageUnitId: oneOf(ageUnitIds),
    height: (height) => inRange(height, HEIGHT_RANGE_CM),
    weight: (weight) => inRange(weight, WEIGHT_RANGE_KG),
    occupationTypeId: orNull(oneOf(occupationTypeIds)),
    exerciseIntensityId: orNull(oneOf(exerciseIntensityIds)),
    pregnancyStageId: orNull(oneOf(pregnancyStageIds)),
    medicalConditionIds: (ids) => Array.isArray(ids) && ids.length <= medicalConditionIds.length && ids.every(oneOf(medicalConditionIds)),
    amountOfBreastMilk: orNull((amount) => inRange(amount, BREAST_MILK_RANGE_ML)),
  });

const isReport = orNull((report) =>
  hasFields(report, {
    isAvailable: (available) => available === true,
    metabolism: (metabolism) => hasFields(metabolism, { carbohydrate: isLevel, fat: isLevel, protein: isLevel }),
    nutritionalRequirements: (requirements) => hasFields(requirements, Object.fromEntries(vitaminKeys.map((key) => [key, isLevel]))),
    detoxification: (detoxification) => hasFields(detoxification, { value: oneOf([1, 2]) }),
  }),
);

const isKcal = (value: unknown) => isInteger(value) && (value as number) >= 0;
const isPercent = (value: unknown) => isInteger(value) && inRange(value, { min: 0, max: 100 });

const isResult = (value: unknown) =>
  hasFields(value, {
    userGroupId: oneOf(userGroupIds),
    hasReport: (hasReport) => typeof hasReport === 'boolean',
    recommendedDailyCalorieIntake: (intake) => hasFields(intake, { total: isKcal, breastfeeding: isKcal, food: isKcal }),
    nutritionalRequirements: (requirements) =>
      hasFields(requirements, {
        optimalDietPlanId: oneOf(dietPlanIds),
        macronutrientRatios: (ratios) => hasFields(ratios, { carbohydrate: isPercent, fat: isPercent, protein: isPercent }),
      }),
    body: (body) =>
      hasFields(body, {
        kind: oneOf(['adult', 'kid']),
        bmi: isNumber,
        weightStatusId: oneOf([1, 2, 3, 4]),
        heightStatusId: orNull(oneOf([1, 2, 3])),
        completedMonths: orNull((months) => isInteger(months) && inRange(months, { min: 0, max: 228 })),
      }),
  });

/** A results record as the contract's `dietResultRecordSchema` reads it (its fields; others are let through, as z.object does). */
export function isDietResultRecord(value: unknown): value is DietResultRecord {
  return hasFields(value, {
    id: isDietRecordId,
    input: isInput,
    report: isReport,
    result: isResult,
    language: oneOf(languages),
    access: oneOf(['owner', 'public']),
    phoneNumber: orNull((phone) => typeof phone === 'string' && E164_PATTERN.test(phone)),
    maskedPhoneNumber: orNull((masked) => typeof masked === 'string'),
    createdAt: isInstant,
    updatedAt: isInstant,
  });
}
