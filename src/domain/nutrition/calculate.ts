import { mealPlan, nutrientGrams, roundAmount } from './amounts';
import type { Meal, NutrientGrams } from './amounts';
import { DIET_PLANS, chooseDietPlan } from './diet-plans';
import type { DietPlanId, GeneReport, MacronutrientRatios, PlanChoice } from './diet-plans';
import { INFANT_FORMULA_KCAL_PER_ML, adultEnergy, kidEnergy } from './energy';
import type { AdultEnergy, KidEnergy } from './energy';
import {
  ADULT_WEIGHT_STATUS,
  BMI_BOUNDARIES,
  DEFAULT_DAILY_CALORIE_INTAKE,
  FOOD_AMOUNT_AMPLITUDE,
  LEVEL,
  MEDICAL_CONDITION,
  PREGNANCY_STAGE,
  UNDER_TWO_USER_GROUP_IDS,
  kidAgeBand,
  userGroupIdFor,
  vitaminKeys,
} from './enumerations';
import type { AdultWeightStatusId, MedicalConditionId, UserGroupId, VitaminKey } from './enumerations';
import { FOOD_ITEMS, FOOD_ITEMS_BY_ID, isPlanHighlighted, unsuitableReason } from './foods';
import type { FoodItem } from './foods';
import { bmiOf, kidGrowth } from './growth';
import type { KidGrowth } from './growth';
import { ageInMonths, isKidPurpose, placementAgeMonths, validateDietInput } from './input';
import type { DietInput, DietInputIssue } from './input';

/**
 * The nutrition engine's one entry point: calculateDietResult(input, report). Pure and
 * deterministic; the browser shows its result and the server recomputes it (a client never posts
 * its own result). README.md beside this file explains every number.
 */

/** The spec's results, plus what the results screens need. */
export interface DietResult {
  /** By the spec's logic grouping (enumerations.ts explains the numbering mismatch). */
  userGroupId: UserGroupId;
  hasReport: boolean;
  recommendedDailyCalorieIntake: { total: number; breastfeeding: number; food: number };
  nutritionalRequirements: { optimalDietPlanId: DietPlanId; macronutrientRatios: MacronutrientRatios };
  plan: PlanChoice;
  energy: AdultEnergy | KidEnergy;
  body: AdultBody | KidBody;
  /** Grams of each macronutrient in the food part of the day (breast milk not included). */
  dailyNutrients: NutrientGrams;
  /** The day's meals with the amount of each suitable food; empty when the child eats no food yet (under 6 months). */
  meals: Meal[];
  /** Under 6 months, the infant formula that makes up what breast milk does not cover; null when breast milk covers the day. */
  infantFormula: InfantFormula | null;
  medicalConditionIds: readonly MedicalConditionId[];
}

export interface AdultBody {
  kind: 'adult';
  bmi: number;
  weightStatusId: AdultWeightStatusId;
}

export interface KidBody extends KidGrowth {
  kind: 'kid';
  /** Completed months, as answered. */
  completedMonths: number;
}

export interface InfantFormula {
  mlPerDay: number;
  min: number;
  max: number;
  /** Cow's milk allergy or lactose intolerance: ordinary formula is ruled out; a doctor chooses a special one. */
  needsSpecialFormula: boolean;
}

/** A BMI's status: each status starts at its boundary (README.md "Adults"). */
export function adultWeightStatus(bmi: number): AdultWeightStatusId {
  if (bmi < BMI_BOUNDARIES[1]) return ADULT_WEIGHT_STATUS.underweight;
  if (bmi < BMI_BOUNDARIES[2]) return ADULT_WEIGHT_STATUS.normal;
  if (bmi < BMI_BOUNDARIES[3]) return ADULT_WEIGHT_STATUS.overweight;
  return ADULT_WEIGHT_STATUS.obese;
}

/** The vitamins a report asks more of (requirement level 3, high). */
export const highVitaminNeeds = (report: GeneReport | null): VitaminKey[] =>
  report === null || !report.isAvailable ? [] : vitaminKeys.filter((key) => report.nutritionalRequirements[key] === LEVEL.high);

export class InvalidDietInputError extends Error {
  constructor(readonly issues: readonly DietInputIssue[]) {
    super(`invalid diet input: ${issues.map((issue) => `${issue.field} ${issue.reason}`).join(', ')}`);
    this.name = 'InvalidDietInputError';
  }
}

const conditionsOf = (input: DietInput): MedicalConditionId[] => input.medicalConditionIds.filter((id) => id !== MEDICAL_CONDITION.none);

/** The result for a valid input and an optional gene report; throws InvalidDietInputError otherwise. */
export function calculateDietResult(input: DietInput, report: GeneReport | null): DietResult {
  const issues = validateDietInput(input);
  if (issues.length > 0) throw new InvalidDietInputError(issues);
  const hasReport = report !== null && report.isAvailable;
  return isKidPurpose(input.purposeId) ? kidResult(input, hasReport ? report : null) : adultResult(input, hasReport ? report : null);
}

function adultResult(input: DietInput, report: GeneReport | null): DietResult {
  const bmi = bmiOf(input.weight, input.height);
  const pregnancyStageId = input.pregnancyStageId ?? PREGNANCY_STAGE.noneOrFirstTrimester;
  const energy = adultEnergy({
    gender: input.genderId,
    ageYears: input.age,
    heightCm: input.height,
    weightKg: input.weight,
    bmi,
    occupationTypeId: input.occupationTypeId!,
    exerciseIntensityId: input.exerciseIntensityId!,
    weightGoalId: input.weightGoalId!,
    pregnancyStageId,
    amountOfBreastMilk: input.amountOfBreastMilk,
  });
  const plan = chooseDietPlan(report, { isKid: false, underTwo: false, pregnantOrBreastfeeding: pregnancyStageId !== PREGNANCY_STAGE.noneOrFirstTrimester });
  const userGroupId = userGroupIdFor('adult', report !== null);
  return assemble({
    input,
    report,
    userGroupId,
    plan,
    energy,
    body: { kind: 'adult', bmi, weightStatusId: adultWeightStatus(bmi) },
    intake: { total: energy.total, breastfeeding: 0, food: energy.total },
    ageMonths: null,
    amplitude: FOOD_AMOUNT_AMPLITUDE.adult,
  });
}

function kidResult(input: DietInput, report: GeneReport | null): DietResult {
  const completedMonths = ageInMonths(input.age, input.ageUnitId);
  const band = kidAgeBand(completedMonths);
  const userGroupId = userGroupIdFor(band, report !== null);
  const energy = kidEnergy(input.genderId, completedMonths, input.exerciseIntensityId, input.amountOfBreastMilk);
  const growth = kidGrowth(input.genderId, placementAgeMonths(input.age, input.ageUnitId), input.height, input.weight);
  const plan = chooseDietPlan(report, { isKid: true, underTwo: UNDER_TWO_USER_GROUP_IDS.includes(userGroupId), pregnantOrBreastfeeding: false });
  return assemble({
    input,
    report,
    userGroupId,
    plan,
    energy,
    body: { kind: 'kid', completedMonths, ...growth },
    intake: { total: energy.total, breastfeeding: energy.breastfeeding, food: energy.food },
    ageMonths: completedMonths,
    amplitude: FOOD_AMOUNT_AMPLITUDE.kid,
  });
}

interface Parts {
  input: DietInput;
  report: GeneReport | null;
  userGroupId: UserGroupId;
  plan: PlanChoice;
  energy: AdultEnergy | KidEnergy;
  body: AdultBody | KidBody;
  intake: { total: number; breastfeeding: number; food: number };
  ageMonths: number | null;
  amplitude: number;
}

/** Infants start food at 6 months (WHO); before, the list is milk only. */
export const COMPLEMENTARY_FOOD_FROM_MONTHS = 6;

function assemble(parts: Parts): DietResult {
  const { plan, userGroupId, ageMonths, intake } = parts;
  const ratios = DIET_PLANS[plan.planId].ratios;
  const medicalConditionIds = conditionsOf(parts.input);
  const context = { planId: plan.planId, userGroupId, ageMonths, medicalConditionIds };
  const vitamins = highVitaminNeeds(parts.report);
  const suitableFoods = FOOD_ITEMS.filter((food) => unsuitableReason(food, context) === null);
  const highlightReasons = (food: FoodItem): ReadonlyArray<'plan' | VitaminKey> => [
    ...(isPlanHighlighted(food, plan.planId, userGroupId) ? (['plan'] as const) : []),
    ...vitamins.filter((key) => food.vitaminSources.includes(key)),
  ];
  const eatsFood = ageMonths === null || ageMonths >= COMPLEMENTARY_FOOD_FROM_MONTHS;
  const grams = nutrientGrams(intake.food, ratios);
  return {
    userGroupId,
    hasReport: parts.report !== null,
    recommendedDailyCalorieIntake: intake,
    nutritionalRequirements: { optimalDietPlanId: plan.planId, macronutrientRatios: { ...ratios } },
    plan,
    energy: parts.energy,
    body: parts.body,
    dailyNutrients: grams,
    meals: eatsFood ? mealPlan({ foodKcal: intake.food, grams, ageMonths, amplitude: parts.amplitude, suitableFoods, highlightReasons }) : [],
    infantFormula: eatsFood || intake.food === 0 ? null : infantFormula(intake.food, parts.amplitude, medicalConditionIds),
    medicalConditionIds,
  };
}

const FORMULA_ID = 92;

function infantFormula(kcal: number, amplitude: number, conditions: readonly MedicalConditionId[]): InfantFormula {
  const formula = FOOD_ITEMS_BY_ID.get(FORMULA_ID)!;
  const ml = kcal / INFANT_FORMULA_KCAL_PER_ML;
  return {
    mlPerDay: roundAmount(ml, 'ml'),
    min: roundAmount(ml * (1 - amplitude), 'ml'),
    max: roundAmount(ml * (1 + amplitude), 'ml'),
    needsSpecialFormula: formula.medicalConditions?.some((id) => conditions.includes(id)) ?? false,
  };
}

/** The spec's results before a calculation: what a new results record or a reset quiz shows. */
export function defaultDietResultSummary(): Pick<DietResult, 'recommendedDailyCalorieIntake' | 'nutritionalRequirements'> {
  return {
    recommendedDailyCalorieIntake: { ...DEFAULT_DAILY_CALORIE_INTAKE },
    nutritionalRequirements: { optimalDietPlanId: 11, macronutrientRatios: { ...DIET_PLANS[11].ratios } },
  };
}
