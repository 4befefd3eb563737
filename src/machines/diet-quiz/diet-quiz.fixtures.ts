import type { CreatedDietResultRecord, DietDiscountCode, DietResultRecord, DietSmsReceipt } from '../../api/contract/diet-quiz';
import { calculateDietResult } from '../../domain/nutrition/calculate';
import type { GeneReport } from '../../domain/nutrition/diet-plans';
import type { DietInput } from '../../domain/nutrition/input';
import type { AccountReport, SceneForm } from './answers';

/**
 * Shared by the diet-quiz tests (model and views): forms as the page reads them, the account's
 * reports and records as the Portal API returns them.
 */

export const VALID_PHONE = '0912 345 678';
export const OTHER_PHONE = '0987654321';
export const INVALID_PHONE = '12345';

const CREATED_AT = '2026-11-27T08:30:00.000Z';

/** A gene report as the demo account holds (Nguyễn Văn An's). */
export const ACCOUNT_REPORT: GeneReport = {
  isAvailable: true,
  metabolism: { carbohydrate: 3, fat: 2, protein: 1 },
  nutritionalRequirements: { vitaminA: 1, vitaminB2: 2, vitaminB6: 2, vitaminB12: 3, vitaminC: 1, vitaminD: 1, vitaminE: 2, folate: 2 },
  detoxification: { value: 1 },
};
export const ACCOUNT_REPORTS: AccountReport[] = [{ profileId: '5e1d0000-0000-4000-8000-000000000101', name: 'Nguyễn Văn An', report: ACCOUNT_REPORT }];

/** Valid answers of each scene, by who answers: a breastfeeding woman of 30 who wants to lose weight, a 6-month-old boy. */
export const ADULT_FORMS: Readonly<Record<number, SceneForm>> = {
  6: { genderId: '2' },
  7: { age: '30', height: '158', weight: '62,5' },
  8: { weightGoalId: '2' },
  9: { occupationTypeId: '1' },
  10: { exerciseIntensityId: '1' },
  11: { medicalConditionIds: ['1'], pregnancyStageId: '4', amountOfBreastMilk: '700' },
  15: { carbohydrate: '3', fat: '2', protein: '1' },
  16: { vitaminA: '1', vitaminB2: '2', vitaminB6: '2', vitaminB12: '3' },
  17: { vitaminC: '1', vitaminD: '1', vitaminE: '2', folate: '2' },
  18: { detoxification: '1' },
};
export const KID_FORMS: Readonly<Record<number, SceneForm>> = {
  5: { genderId: '1' },
  7: { age: '6', ageUnitId: '2', height: '67', weight: '7.9' },
  12: { medicalConditionIds: ['3'] },
  13: { amountOfBreastMilk: '600' },
  20: { carbohydrate: '2', fat: '1', protein: '3', vitaminA: '3', vitaminB2: '2', vitaminB6: '1', vitaminB12: '1', vitaminC: '3', vitaminD: '2', vitaminE: '1', folate: '3', detoxification: '2' },
};
/** A form of each scene that the rules refuse, naming the field. */
export const REFUSED_FORMS: Readonly<Record<number, SceneForm>> = {
  1: { purposeId: '9' },
  5: { genderId: '' },
  6: { genderId: '3' },
  7: { age: '300', height: 'abc', weight: '70' },
  8: { weightGoalId: '' },
  9: { occupationTypeId: '7' },
  10: { exerciseIntensityId: '5' },
  11: { medicalConditionIds: ['0', '1'], pregnancyStageId: '4', amountOfBreastMilk: '-5' },
  12: { medicalConditionIds: ['1'] },
  13: { amountOfBreastMilk: 'lots' },
  14: { reportSource: '' },
  15: { carbohydrate: '4', fat: '2', protein: '1' },
  16: { vitaminA: '0', vitaminB2: '2', vitaminB6: '2', vitaminB12: '3' },
  17: { vitaminC: '1', vitaminD: '1', vitaminE: '2', folate: '' },
  18: { detoxification: '3' },
  19: { reportSource: 'account:nobody' },
  20: { ...KID_FORMS[20], fat: '9' },
};

/** A stable record id per input and report, so changed answers make a record with a new id. */
export function recordIdFor(input: DietInput, report: GeneReport | null): string {
  const text = JSON.stringify([input, report]);
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_000_000;
  return `00000000-0000-4000-8000-${String(hash).padStart(12, '0')}`;
}

export function secretFor(recordId: string): string {
  return `S${recordId.replace(/-/g, '')}`.padEnd(43, '_').slice(0, 43);
}

/** The record the server stores for an input and report: the engine's result, the owner's view. */
export function recordFor(input: DietInput, report: GeneReport | null): DietResultRecord {
  const result = calculateDietResult(input, report);
  const body =
    result.body.kind === 'adult'
      ? { kind: 'adult' as const, bmi: Math.round(result.body.bmi * 10) / 10, weightStatusId: result.body.weightStatusId, heightStatusId: null, completedMonths: null }
      : { kind: 'kid' as const, bmi: 0, weightStatusId: result.body.weightStatusId, heightStatusId: result.body.heightStatusId, completedMonths: result.body.completedMonths };
  return {
    id: recordIdFor(input, report),
    input: { ...input, medicalConditionIds: [...input.medicalConditionIds] },
    report,
    result: {
      userGroupId: result.userGroupId,
      hasReport: result.hasReport,
      recommendedDailyCalorieIntake: result.recommendedDailyCalorieIntake,
      nutritionalRequirements: result.nutritionalRequirements,
      body,
    },
    language: 'en',
    access: 'owner',
    phoneNumber: null,
    maskedPhoneNumber: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
  } as DietResultRecord;
}

export function createdRecordFor(input: DietInput, report: GeneReport | null): CreatedDietResultRecord {
  const record = recordFor(input, report);
  return { ...record, secret: secretFor(record.id) };
}

export const publicViewOf = (record: DietResultRecord): DietResultRecord => ({ ...record, access: 'public', phoneNumber: null });

export function discountCodeFor(recordId: string): DietDiscountCode {
  return { code: 'DIETQUIZ-7Q4M9X2T', recordId, percentOff: 10, expiresAt: '2026-12-31T16:59:59.000Z', usageLimit: 1 };
}

export function receiptFor(phoneNumber: string): DietSmsReceipt {
  return { phoneNumber, sentAt: CREATED_AT };
}

/** An opened link's record: a 15-year-old girl without a report. */
export const OPENED_INPUT: DietInput = {
  purposeId: 2,
  weightGoalId: null,
  genderId: 2,
  age: 15,
  ageUnitId: 1,
  height: 158,
  weight: 48,
  occupationTypeId: null,
  exerciseIntensityId: 2,
  pregnancyStageId: null,
  medicalConditionIds: [],
  amountOfBreastMilk: null,
};
export const OPENED_RECORD = recordFor(OPENED_INPUT, null);
