import { DIET_PLANS, dietPlanIds } from './diet-plans';
import type { DietPlanId } from './diet-plans';
import { FOOD_DATA } from './foods.data';
import type { FoodData, FoodTag } from './foods.data';
import { KID_BAND_UPPER_MONTHS, KID_USER_GROUP_IDS, UNDER_TWO_USER_GROUP_IDS, USER_GROUP_NAMES, WITH_REPORT_USER_GROUP_IDS, userGroupIds } from './enumerations';
import type { FoodGroupId, Localized, MedicalConditionId, UserGroupId, VitaminKey } from './enumerations';

/**
 * The food items as the spec shapes them (id, title, nutrientAmountPer100g, unit, groupId,
 * userGroupIds, highlightMapping and excludeMapping by diet plan then user group, the medical
 * conditions that rule the item out), built from foods.data.ts by the rule tables below. README.md
 * "Foods" has the same tables in prose.
 */

export type PlanUserGroupMapping = Partial<Record<DietPlanId, readonly UserGroupId[]>>;

export interface FoodItem {
  id: number;
  title: Localized;
  nutrientAmountPer100g: number;
  unit: 'g' | 'ml';
  groupId: FoodGroupId;
  userGroupIds: readonly UserGroupId[];
  highlightMapping?: PlanUserGroupMapping;
  excludeMapping?: PlanUserGroupMapping;
  medicalConditions?: readonly MedicalConditionId[];
  minAgeMonths: number;
  maxAgeMonths?: number;
  /** Vitamins the food is a source of (Codex: ≥ 15 % of the NRV per 100 g, ≥ 7.5 % per 100 ml). */
  vitaminSources: readonly VitaminKey[];
  tags: readonly FoodTag[];
  source: FoodData['source'];
}

/** The medical conditions (spec ids) and the foods each rules out, by tag. */
export const MEDICAL_CONDITION_EXCLUDED_TAGS: Readonly<Record<Exclude<MedicalConditionId, 0>, readonly FoodTag[]>> = {
  /** Salted, cured and pickled foods, and foods above 600 mg sodium per 100 g (WHO: under 2 g sodium a day). */
  1: ['salty'],
  /** Iodine-dense seaweed and goitrogenic cassava. */
  2: ['iodineRichSeaweed', 'goitrogenic'],
  /** Cow's milk and what is made from it (formula included), and goat's milk, which most people allergic to cow's milk react to as well. */
  3: ['cowMilk', 'goatMilk'],
  /** Crustaceans and molluscs (food group 4). */
  4: ['shellfish'],
  /** Fish from the sea; freshwater fish stay. */
  5: ['marineFish'],
  /** Peanuts and tree nuts; seeds (sesame, pumpkin) stay. */
  6: ['nut'],
  /** Milks with their lactose; yogurt and cheese stay (their lactose is mostly fermented). */
  7: ['lactose'],
};

/** What each plan highlights, by tag. */
export const PLAN_HIGHLIGHT_TAGS: Readonly<Record<DietPlanId, readonly FoodTag[]>> = {
  2: ['leanProtein'],
  3: ['leanProtein', 'wholeGrain'],
  4: ['wholeGrain', 'oilyFish', 'healthyFat'],
  5: ['leanProtein', 'wholeGrain'],
  6: ['cruciferous'],
  7: ['oilyFish', 'healthyFat', 'wholeGrain'],
  8: ['oilyFish', 'healthyFat', 'egg'],
  10: ['wholeGrain', 'leanProtein'],
  11: [],
};
/** Plan 6 also highlights every vitamin C source: it and plan 4 share their ratios, and 6 is for a weak detoxification result. */
export const DETOX_PLAN_ID: DietPlanId = 6;

/** What each plan leaves out, by tag. */
export const PLAN_EXCLUDED_TAGS: Readonly<Record<DietPlanId, readonly FoodTag[]>> = {
  2: ['highFat'],
  3: ['sugary'],
  4: ['sugary'],
  5: ['highFat'],
  6: ['processed', 'sugary'],
  7: ['processed', 'sugary'],
  8: ['refinedStarch', 'starchyRoot', 'wholeGrain', 'sweetFruit', 'sugary'],
  10: ['highFat'],
  11: ['highFat'],
};

/** Children (groups 3-8) never get processed meat or fish, pickles or sweetened condensed milk, whatever the plan. */
export const KID_EXCLUDED_TAGS: readonly FoodTag[] = ['processed', 'sugary'];
/** Children under two (groups 3-6) have iron-rich foods highlighted in every plan (WHO: iron is the nutrient complementary foods most often lack). */
export const UNDER_TWO_HIGHLIGHT_TAGS: readonly FoodTag[] = ['ironRich'];

/**
 * The groups a plan can reach: the default plan every group; plans chosen from a report only the
 * with-report groups, ketogenic only adults, and the plans above 20 % protein nobody under two.
 */
export function userGroupsOfPlan(planId: DietPlanId): readonly UserGroupId[] {
  if (planId === 11) return userGroupIds;
  if (planId === 8) return WITH_REPORT_USER_GROUP_IDS.filter((id) => USER_GROUP_NAMES[id].band === 'adult');
  if (DIET_PLANS[planId].ratios.protein > 20) return WITH_REPORT_USER_GROUP_IDS.filter((id) => !UNDER_TWO_USER_GROUP_IDS.includes(id));
  return WITH_REPORT_USER_GROUP_IDS;
}

/** Codex nutrient reference values (CAC/GL 2-1985, rev. 2017), in the units of FoodVitamins. */
export const VITAMIN_NRV: Readonly<Record<VitaminKey, number>> = {
  vitaminA: 800,
  vitaminB2: 1.2,
  vitaminB6: 1.3,
  vitaminB12: 2.4,
  vitaminC: 100,
  vitaminD: 5,
  vitaminE: 9,
  folate: 400,
};
const VITAMIN_FIELD: Readonly<Record<VitaminKey, keyof FoodData['vitamins']>> = {
  vitaminA: 'a',
  vitaminB2: 'b2',
  vitaminB6: 'b6',
  vitaminB12: 'b12',
  vitaminC: 'c',
  vitaminD: 'd',
  vitaminE: 'e',
  folate: 'folate',
};
/** Codex "source of" (CAC/GL 23-1997): 15 % of the NRV per 100 g of a solid, 7.5 % per 100 ml of a liquid. */
export const SOURCE_SHARE = { g: 0.15, ml: 0.075 } as const;

export function vitaminSourcesOf(food: Pick<FoodData, 'vitamins' | 'unit'>): VitaminKey[] {
  return (Object.keys(VITAMIN_NRV) as VitaminKey[]).filter((key) => (food.vitamins[VITAMIN_FIELD[key]] ?? 0) >= VITAMIN_NRV[key] * SOURCE_SHARE[food.unit]);
}

const hasAny = (food: FoodData, tags: readonly FoodTag[]) => tags.some((tag) => food.tags.includes(tag));

/** The user groups whose ages the food suits (minAgeMonths, maxAgeMonths against each band). */
export function userGroupsOfFood(food: Pick<FoodData, 'minAgeMonths' | 'maxAgeMonths'>): UserGroupId[] {
  const max = food.maxAgeMonths ?? Number.POSITIVE_INFINITY;
  const suits = (fromMonths: number, toMonths: number) => food.minAgeMonths <= toMonths && max >= fromMonths;
  return userGroupIds.filter((id) => {
    switch (USER_GROUP_NAMES[id].band) {
      case 'adult':
        return max === Number.POSITIVE_INFINITY;
      case 'upTo6Months':
        return suits(0, KID_BAND_UPPER_MONTHS.upTo6Months);
      case 'upTo2Years':
        return suits(KID_BAND_UPPER_MONTHS.upTo6Months + 1, KID_BAND_UPPER_MONTHS.upTo2Years);
      default:
        return suits(KID_BAND_UPPER_MONTHS.upTo2Years + 1, Number.POSITIVE_INFINITY);
    }
  });
}

function mapping(userGroups: readonly UserGroupId[], applies: (planId: DietPlanId, group: UserGroupId) => boolean): PlanUserGroupMapping | undefined {
  const result: Partial<Record<DietPlanId, UserGroupId[]>> = {};
  for (const planId of dietPlanIds) {
    const groups = userGroupsOfPlan(planId).filter((group) => userGroups.includes(group) && applies(planId, group));
    if (groups.length > 0) result[planId] = groups;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

export function buildFoodItem(food: FoodData): FoodItem {
  const userGroups = userGroupsOfFood(food);
  const vitaminSources = vitaminSourcesOf(food);
  const highlighted = (planId: DietPlanId, group: UserGroupId) =>
    hasAny(food, PLAN_HIGHLIGHT_TAGS[planId]) ||
    (planId === DETOX_PLAN_ID && vitaminSources.includes('vitaminC')) ||
    (UNDER_TWO_USER_GROUP_IDS.includes(group) && hasAny(food, UNDER_TWO_HIGHLIGHT_TAGS));
  const excluded = (planId: DietPlanId, group: UserGroupId) => hasAny(food, PLAN_EXCLUDED_TAGS[planId]) || (KID_USER_GROUP_IDS.includes(group) && hasAny(food, KID_EXCLUDED_TAGS));
  const conditions = (Object.keys(MEDICAL_CONDITION_EXCLUDED_TAGS).map(Number) as Array<Exclude<MedicalConditionId, 0>>).filter((id) => hasAny(food, MEDICAL_CONDITION_EXCLUDED_TAGS[id]));
  const item: FoodItem = {
    id: food.id,
    title: food.title,
    nutrientAmountPer100g: food.nutrient,
    unit: food.unit,
    groupId: food.groupId,
    userGroupIds: userGroups,
    minAgeMonths: food.minAgeMonths,
    vitaminSources,
    tags: food.tags,
    source: food.source,
  };
  const highlightMapping = mapping(userGroups, highlighted);
  const excludeMapping = mapping(userGroups, excluded);
  if (highlightMapping) item.highlightMapping = highlightMapping;
  if (excludeMapping) item.excludeMapping = excludeMapping;
  if (conditions.length > 0) item.medicalConditions = conditions;
  if (food.maxAgeMonths !== undefined) item.maxAgeMonths = food.maxAgeMonths;
  return item;
}

/** The 91 food items (ids 1-92 without 24), in id order. */
export const FOOD_ITEMS: readonly FoodItem[] = FOOD_DATA.map(buildFoodItem);
export const FOOD_ITEMS_BY_ID: ReadonlyMap<number, FoodItem> = new Map(FOOD_ITEMS.map((item) => [item.id, item]));

export interface FoodContext {
  planId: DietPlanId;
  userGroupId: UserGroupId;
  /** Completed months for a child; null for an adult. */
  ageMonths: number | null;
  medicalConditionIds: readonly MedicalConditionId[];
}

/** Why a food is not on a person's list, or null when it is. */
export function unsuitableReason(food: FoodItem, context: FoodContext): 'user-group' | 'age' | 'plan' | 'medical-condition' | null {
  if (!food.userGroupIds.includes(context.userGroupId)) return 'user-group';
  if (context.ageMonths !== null && (context.ageMonths < food.minAgeMonths || context.ageMonths > (food.maxAgeMonths ?? Number.POSITIVE_INFINITY))) return 'age';
  if (food.excludeMapping?.[context.planId]?.includes(context.userGroupId)) return 'plan';
  if (food.medicalConditions?.some((id) => context.medicalConditionIds.includes(id))) return 'medical-condition';
  return null;
}

export const isPlanHighlighted = (food: FoodItem, planId: DietPlanId, userGroupId: UserGroupId): boolean => food.highlightMapping?.[planId]?.includes(userGroupId) ?? false;
