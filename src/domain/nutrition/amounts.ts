import { FOOD_GROUP_NUTRIENT, MEAL_TYPE, NUTRIENT, foodGroupIds } from './enumerations';
import type { FoodGroupId, MealTypeId, NutrientId, NutrientKey, VitaminKey } from './enumerations';
import type { MacronutrientRatios } from './diet-plans';
import type { FoodItem } from './foods';

/**
 * From a day's energy and a plan's ratios to grams (or millilitres) of each food, per meal
 * (README.md "Recommended amounts" gives the reasons for each figure here).
 */

/** Energy per gram: carbohydrate 4 kcal, fat 9, protein 4 (Atwater factors). */
export const KCAL_PER_GRAM: Readonly<Record<NutrientKey, number>> = { carbohydrate: 4, fat: 9, protein: 4 };

export type NutrientGrams = Readonly<Record<NutrientKey, number>>;

/** Grams of each macronutrient in a day's energy at the plan's ratios. */
export function nutrientGrams(kcal: number, ratios: MacronutrientRatios): NutrientGrams {
  return {
    carbohydrate: (kcal * ratios.carbohydrate) / 100 / KCAL_PER_GRAM.carbohydrate,
    fat: (kcal * ratios.fat) / 100 / KCAL_PER_GRAM.fat,
    protein: (kcal * ratios.protein) / 100 / KCAL_PER_GRAM.protein,
  };
}

const NUTRIENT_KEY: Readonly<Record<NutrientId, NutrientKey>> = { [NUTRIENT.carbohydrate]: 'carbohydrate', [NUTRIENT.fat]: 'fat', [NUTRIENT.protein]: 'protein' };

/**
 * The share of the day's nutrient a food group supplies. Carbohydrate: starchy foods 75 %,
 * vegetables 5 %, fruit 10 % (the other 10 % comes with milk, nuts and beans). Protein: meat, fish
 * and seafood are alternatives for a meal, and whichever is chosen brings half the day's protein
 * (rice, vegetables, milk and nuts bring the rest). Fat: nuts 25 %, dairy 25 % (cooking oil and the
 * fat in meat and fish bring the rest).
 */
export const GROUP_NUTRIENT_SHARE: Readonly<Record<FoodGroupId, number>> = { 1: 0.75, 2: 0.5, 3: 0.5, 4: 0.5, 5: 0.05, 6: 0.1, 7: 0.25, 8: 0.25 };

/** Starchy foods, meat, fish, seafood and vegetables make the main meals; fruit, nuts and dairy the "supper" (bữa phụ). */
export const GROUP_MEAL_TYPE: Readonly<Record<FoodGroupId, MealTypeId>> = { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 2, 7: 2, 8: 2 };

/**
 * Meals a day: 3 main meals and 2 suppers from two years; WHO's guiding principles for the
 * breastfed child give 2-3 meals at 6-8 months and 3-4 at 9-23 months with 1-2 snacks.
 */
export function mealsPerDay(ageMonths: number | null): Readonly<Record<MealTypeId, number>> {
  if (ageMonths === null || ageMonths >= 24) return { [MEAL_TYPE.main]: 3, [MEAL_TYPE.supper]: 2 };
  if (ageMonths < 9) return { [MEAL_TYPE.main]: 2, [MEAL_TYPE.supper]: 1 };
  return { [MEAL_TYPE.main]: 3, [MEAL_TYPE.supper]: 1 };
}

/**
 * The largest portion a meal shows for a food of each group, for a 2,000 kcal day, in g or ml.
 * The day's energy scales it (from 0.15 to 1.5 times): a low-density food (leafy greens have 1-2 g
 * of carbohydrate per 100 g) would otherwise come out at half a kilo.
 */
export const MAX_PORTION_PER_MEAL: Readonly<Record<FoodGroupId, number>> = { 1: 250, 2: 200, 3: 200, 4: 200, 5: 250, 6: 250, 7: 40, 8: 300 };
export const PORTION_REFERENCE_KCAL = 2000;
export const PORTION_SCALE = { min: 0.15, max: 1.5 } as const;

export const portionScale = (foodKcal: number): number => Math.min(PORTION_SCALE.max, Math.max(PORTION_SCALE.min, foodKcal / PORTION_REFERENCE_KCAL));

/** Rounding: 5 g or 10 ml; below 20, whole grams or 5 ml; never 0 for a food that is on the list. */
export function roundAmount(value: number, unit: 'g' | 'ml'): number {
  const step = value < 20 ? (unit === 'g' ? 1 : 5) : unit === 'g' ? 5 : 10;
  return Math.max(step, Math.round(value / step) * step);
}

export interface FoodAmount {
  foodId: number;
  unit: 'g' | 'ml';
  /** The recommended amount per meal, rounded. */
  amount: number;
  /** The range shown: amount ± the amplitude (10 %), each end rounded. */
  min: number;
  max: number;
  /** True when the group's largest portion limited the amount (the food alone cannot carry the group's share). */
  capped: boolean;
  highlighted: boolean;
  /** Why it is highlighted: the plan (or iron for the under-twos) and the report's high vitamin needs it is a source of. */
  highlightReasons: ReadonlyArray<'plan' | VitaminKey>;
}

export interface FoodGroupPortion {
  groupId: FoodGroupId;
  nutrientId: NutrientId;
  /** Grams of the group's nutrient in one meal; each food's amount carries this much on its own. */
  nutrientGramsPerMeal: number;
  /** The foods to choose from (empty when the plan or the person's conditions leave none). */
  foods: FoodAmount[];
}

export interface Meal {
  mealTypeId: MealTypeId;
  mealsPerDay: number;
  groups: FoodGroupPortion[];
}

export interface PortionInput {
  foodKcal: number;
  grams: NutrientGrams;
  ageMonths: number | null;
  amplitude: number;
  suitableFoods: readonly FoodItem[];
  highlightReasons: (food: FoodItem) => ReadonlyArray<'plan' | VitaminKey>;
}

export function foodAmount(food: FoodItem, nutrientGramsPerMeal: number, foodKcal: number, amplitude: number, reasons: ReadonlyArray<'plan' | VitaminKey>): FoodAmount {
  const exact = (nutrientGramsPerMeal * 100) / food.nutrientAmountPer100g;
  const cap = MAX_PORTION_PER_MEAL[food.groupId] * portionScale(foodKcal);
  const capped = exact > cap;
  const value = capped ? cap : exact;
  return {
    foodId: food.id,
    unit: food.unit,
    amount: roundAmount(value, food.unit),
    min: roundAmount(value * (1 - amplitude), food.unit),
    max: roundAmount(value * (1 + amplitude), food.unit),
    capped,
    highlighted: reasons.length > 0,
    highlightReasons: reasons,
  };
}

/** The day's meals: each meal type with its groups, each group with the amount of each suitable food. */
export function mealPlan(input: PortionInput): Meal[] {
  if (input.foodKcal <= 0) return [];
  const perDay = mealsPerDay(input.ageMonths);
  return [MEAL_TYPE.main, MEAL_TYPE.supper].map((mealTypeId) => ({
    mealTypeId,
    mealsPerDay: perDay[mealTypeId],
    groups: foodGroupIds
      .filter((groupId) => GROUP_MEAL_TYPE[groupId] === mealTypeId)
      .map((groupId) => {
        const nutrientId = FOOD_GROUP_NUTRIENT[groupId];
        const nutrientGramsPerMeal = (input.grams[NUTRIENT_KEY[nutrientId]] * GROUP_NUTRIENT_SHARE[groupId]) / perDay[mealTypeId];
        const foods = input.suitableFoods
          .filter((food) => food.groupId === groupId)
          .map((food) => foodAmount(food, nutrientGramsPerMeal, input.foodKcal, input.amplitude, input.highlightReasons(food)));
        return { groupId, nutrientId, nutrientGramsPerMeal, foods };
      }),
  }));
}
