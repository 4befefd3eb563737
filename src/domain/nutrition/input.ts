import {
  ADULT_ONLY_MEDICAL_CONDITION_IDS,
  AGE_LIMITS,
  AGE_UNIT,
  GENDER,
  MEDICAL_CONDITION,
  PREGNANCY_STAGE,
  CHOICE_IDS,
  PURPOSE,
} from './enumerations';
import type {
  AgeUnitId,
  ChoiceField,
  ExerciseIntensityId,
  GenderId,
  MedicalConditionId,
  OccupationTypeId,
  PregnancyStageId,
  PurposeId,
  WeightGoalId,
} from './enumerations';
import { IMPLAUSIBLE_Z, bmiOf, zScoreAt } from './growth';

/**
 * The diet quiz's input (spec §3 "Diet quiz input and results") and its validation (spec §5).
 * README.md "Input" says which fields each person answers.
 */
export interface DietInput {
  purposeId: PurposeId;
  /** Adults only; a child's answer is ignored (children do not diet). */
  weightGoalId: WeightGoalId | null;
  genderId: GenderId;
  /** A whole number of ageUnitId units (completed months or years). */
  age: number;
  ageUnitId: AgeUnitId;
  /** cm */
  height: number;
  /** kg */
  weight: number;
  /** Adults only. */
  occupationTypeId: OccupationTypeId | null;
  /** Adults and children from 6 years; ignored for younger children. */
  exerciseIntensityId: ExerciseIntensityId | null;
  /** Women of 18-55 only; null means 1 (not pregnant or first trimester). */
  pregnancyStageId: PregnancyStageId | null;
  /** [] or [0] for none; 0 cannot be combined with a condition. */
  medicalConditionIds: readonly MedicalConditionId[];
  /**
   * Millilitres of breast milk a day, or null when not known: for a breastfeeding mother, the milk
   * she makes; for a child under two, the breast milk the child drinks.
   */
  amountOfBreastMilk: number | null;
}

export type DietInputField = keyof DietInput;

/** Why a field was refused; the contract maps each to a localised message (field.<reason>). */
export type DietInputReason =
  | 'required'
  | 'invalid_choice'
  | 'not_a_whole_number'
  | 'out_of_range'
  | 'kid_age_out_of_range'
  | 'adult_age_out_of_range'
  | 'adult_age_in_years'
  | 'implausible_for_age'
  | 'pregnancy_not_applicable'
  | 'hidden_for_kids'
  | 'none_with_conditions'
  | 'duplicate';

export interface DietInputIssue {
  field: DietInputField;
  reason: DietInputReason;
}

/** Plausible ranges for any person; a child's values are also checked against the WHO curves. */
export const HEIGHT_RANGE_CM = { min: 38, max: 250 } as const;
export const WEIGHT_RANGE_KG = { min: 1, max: 350 } as const;
export const BREAST_MILK_RANGE_ML = { min: 0, max: 2000 } as const;
/** Children answer the exercise question from this age (NIN gives activity levels from 6 years). */
export const KID_EXERCISE_FROM_MONTHS = 72;

export const isKidPurpose = (purposeId: PurposeId): boolean => purposeId === PURPOSE.kidNutrition;

/** Completed months of an age in its unit. */
export const ageInMonths = (age: number, ageUnitId: AgeUnitId): number => (ageUnitId === AGE_UNIT.month ? age : age * 12);

/** The value is one of the ids the field takes. */
const isChoice = <F extends ChoiceField>(field: F, value: unknown): value is (typeof CHOICE_IDS)[F][number] => (CHOICE_IDS[field] as readonly unknown[]).includes(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Every problem with an input, each naming its field (none: the input can be calculated). Checks
 * that depend on other fields run only when those fields are themselves valid.
 */
export function validateDietInput(input: DietInput): DietInputIssue[] {
  const issues: DietInputIssue[] = [];
  const add = (field: DietInputField, reason: DietInputReason) => issues.push({ field, reason });

  const purposeValid = isChoice('purposeId', input.purposeId);
  if (!purposeValid) add('purposeId', 'invalid_choice');
  const genderValid = isChoice('genderId', input.genderId);
  if (!genderValid) add('genderId', 'invalid_choice');
  const unitValid = isChoice('ageUnitId', input.ageUnitId);
  if (!unitValid) add('ageUnitId', 'invalid_choice');

  const kid = purposeValid && isKidPurpose(input.purposeId);
  const ageValid = checkAge(input, purposeValid, unitValid, kid, add);
  const months = ageValid ? ageInMonths(input.age, input.ageUnitId) : null;

  const heightValid = checkRange(input.height, HEIGHT_RANGE_CM, 'height', add);
  const weightValid = checkRange(input.weight, WEIGHT_RANGE_KG, 'weight', add);
  if (kid && months !== null && genderValid && heightValid && weightValid) checkGrowth(input, add);

  if (purposeValid && !kid) {
    if (input.weightGoalId === null) add('weightGoalId', 'required');
    else if (!isChoice('weightGoalId', input.weightGoalId)) add('weightGoalId', 'invalid_choice');
    if (input.occupationTypeId === null) add('occupationTypeId', 'required');
    else if (!isChoice('occupationTypeId', input.occupationTypeId)) add('occupationTypeId', 'invalid_choice');
  }
  const needsExercise = purposeValid && (!kid || (months !== null && months >= KID_EXERCISE_FROM_MONTHS));
  if (input.exerciseIntensityId === null) {
    if (needsExercise) add('exerciseIntensityId', 'required');
  } else if (!isChoice('exerciseIntensityId', input.exerciseIntensityId)) add('exerciseIntensityId', 'invalid_choice');

  if (input.pregnancyStageId !== null) {
    if (!isChoice('pregnancyStageId', input.pregnancyStageId)) add('pregnancyStageId', 'invalid_choice');
    else if (input.pregnancyStageId !== PREGNANCY_STAGE.noneOrFirstTrimester && purposeValid && genderValid && ageValid && !isChildbearing(input, kid)) {
      add('pregnancyStageId', 'pregnancy_not_applicable');
    }
  }

  checkMedicalConditions(input.medicalConditionIds, kid, add);

  if (input.amountOfBreastMilk !== null) checkRange(input.amountOfBreastMilk, BREAST_MILK_RANGE_ML, 'amountOfBreastMilk', add);
  return issues;
}

/** A woman of 18 to 55, the only person a pregnancy stage other than 1 is accepted from. */
export function isChildbearing(input: Pick<DietInput, 'genderId' | 'age' | 'ageUnitId'>, kid: boolean): boolean {
  return (
    !kid &&
    input.genderId === GENDER.female &&
    input.ageUnitId === AGE_UNIT.year &&
    input.age >= AGE_LIMITS.childbearing.min &&
    input.age <= AGE_LIMITS.childbearing.max
  );
}

function checkAge(input: DietInput, purposeValid: boolean, unitValid: boolean, kid: boolean, add: (field: DietInputField, reason: DietInputReason) => void): boolean {
  if (!isFiniteNumber(input.age)) {
    add('age', 'required');
    return false;
  }
  if (!Number.isInteger(input.age)) {
    add('age', 'not_a_whole_number');
    return false;
  }
  if (!unitValid) return false;
  const limits = input.ageUnitId === AGE_UNIT.month ? AGE_LIMITS.months : AGE_LIMITS.years;
  if (input.age < limits.min || input.age > limits.max) {
    add('age', 'out_of_range');
    return false;
  }
  if (!purposeValid) return false;
  if (kid && input.ageUnitId === AGE_UNIT.year && input.age > AGE_LIMITS.kidMaxYears) {
    add('age', 'kid_age_out_of_range');
    return false;
  }
  if (!kid && input.ageUnitId === AGE_UNIT.month) {
    add('ageUnitId', 'adult_age_in_years');
    return false;
  }
  if (!kid && input.age < AGE_LIMITS.adultMinYears) {
    add('age', 'adult_age_out_of_range');
    return false;
  }
  return true;
}

function checkRange(value: unknown, range: { min: number; max: number }, field: DietInputField, add: (field: DietInputField, reason: DietInputReason) => void): boolean {
  if (!isFiniteNumber(value)) {
    add(field, 'required');
    return false;
  }
  if (value < range.min || value > range.max) {
    add(field, 'out_of_range');
    return false;
  }
  return true;
}

/** WHO Anthro's implausibility flags, at the age the engine places the child (calculate.ts). */
function checkGrowth(input: DietInput, add: (field: DietInputField, reason: DietInputReason) => void): void {
  const age = placementAgeMonths(input.age, input.ageUnitId);
  const heightZ = zScoreAt(input.genderId, 'lengthHeightForAge', age, input.height)!;
  if (Math.abs(heightZ) > IMPLAUSIBLE_Z.heightForAge) {
    add('height', 'implausible_for_age');
    return;
  }
  const weightZ = zScoreAt(input.genderId, 'weightForAge', age, input.weight);
  const bmiZ = zScoreAt(input.genderId, 'bmiForAge', age, bmiOf(input.weight, input.height))!;
  const weightImplausible = weightZ !== null && (weightZ < IMPLAUSIBLE_Z.weightForAgeLow || weightZ > IMPLAUSIBLE_Z.weightForAgeHigh);
  if (weightImplausible || Math.abs(bmiZ) > IMPLAUSIBLE_Z.bmiForAge) add('weight', 'implausible_for_age');
}

function checkMedicalConditions(ids: readonly MedicalConditionId[], kid: boolean, add: (field: DietInputField, reason: DietInputReason) => void): void {
  if (!Array.isArray(ids)) {
    add('medicalConditionIds', 'required');
    return;
  }
  if (!ids.every((id) => isChoice('medicalConditionIds', id))) add('medicalConditionIds', 'invalid_choice');
  else if (new Set(ids).size !== ids.length) add('medicalConditionIds', 'duplicate');
  else if (ids.includes(MEDICAL_CONDITION.none) && ids.length > 1) add('medicalConditionIds', 'none_with_conditions');
  else if (kid && ids.some((id) => ADULT_ONLY_MEDICAL_CONDITION_IDS.includes(id))) add('medicalConditionIds', 'hidden_for_kids');
}

/**
 * The age a child is placed at on the WHO curves: the middle of the stated month or year, the
 * expected age of a child who gives that completed age (a "15-year-old" is on average 15½). At
 * the edges of the tables the half step is kept inside them: 18 years is placed at 18½ (222 months,
 * within the WHO 2007 reference, which ends at 228).
 */
export function placementAgeMonths(age: number, ageUnitId: AgeUnitId): number {
  return ageUnitId === AGE_UNIT.month ? age + 0.5 : age * 12 + 6;
}
