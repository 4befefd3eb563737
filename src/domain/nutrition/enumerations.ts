/**
 * The diet quiz's enumerations and constants, with the ids the spec gives them (product spec §3
 * "Diet quiz enumerations", §9 "Business constants"). Ids are the spec's; slugs are ours, stable
 * keys for translations, analytics and CSS. README.md beside this file explains every choice.
 */

export type Localized = Readonly<Record<'en' | 'vi' | 'th' | 'zh', string>>;

export const PURPOSE = { weightManagement: 1, kidNutrition: 2, physicalTraining: 3 } as const;
export type PurposeId = (typeof PURPOSE)[keyof typeof PURPOSE];
export const purposeIds: readonly PurposeId[] = [1, 2, 3];

export const WEIGHT_GOAL = { gain: 1, lose: 2, maintain: 3 } as const;
export type WeightGoalId = (typeof WEIGHT_GOAL)[keyof typeof WEIGHT_GOAL];
export const weightGoalIds: readonly WeightGoalId[] = [1, 2, 3];

export const GENDER = { male: 1, female: 2 } as const;
export type GenderId = (typeof GENDER)[keyof typeof GENDER];
export const genderIds: readonly GenderId[] = [1, 2];

/** Age unit: 1 year (the default), 2 month. */
export const AGE_UNIT = { year: 1, month: 2 } as const;
export type AgeUnitId = (typeof AGE_UNIT)[keyof typeof AGE_UNIT];
export const ageUnitIds: readonly AgeUnitId[] = [1, 2];
export const DEFAULT_AGE_UNIT_ID: AgeUnitId = AGE_UNIT.year;

export const OCCUPATION_TYPE = { officeJob: 1, manager: 2, labour: 3, hardLabour: 4 } as const;
export type OccupationTypeId = (typeof OCCUPATION_TYPE)[keyof typeof OCCUPATION_TYPE];
export const occupationTypeIds: readonly OccupationTypeId[] = [1, 2, 3, 4];

export const EXERCISE_INTENSITY = { none: 0, light: 1, moderate: 2, heavy: 3, vigorous: 4 } as const;
export type ExerciseIntensityId = (typeof EXERCISE_INTENSITY)[keyof typeof EXERCISE_INTENSITY];
export const exerciseIntensityIds: readonly ExerciseIntensityId[] = [0, 1, 2, 3, 4];

/** 1 covers both "not pregnant" and "first trimester": the spec does not tell them apart. */
export const PREGNANCY_STAGE = { noneOrFirstTrimester: 1, secondTrimester: 2, thirdTrimester: 3, breastfeeding: 4 } as const;
export type PregnancyStageId = (typeof PREGNANCY_STAGE)[keyof typeof PREGNANCY_STAGE];
export const pregnancyStageIds: readonly PregnancyStageId[] = [1, 2, 3, 4];

export const MEDICAL_CONDITION = {
  none: 0,
  hypertension: 1,
  thyroidDiseases: 2,
  cowMilkAllergy: 3,
  seafoodAllergy: 4,
  seaFishAllergy: 5,
  nutAllergy: 6,
  lactoseIntolerance: 7,
} as const;
export type MedicalConditionId = (typeof MEDICAL_CONDITION)[keyof typeof MEDICAL_CONDITION];
export const medicalConditionIds: readonly MedicalConditionId[] = [0, 1, 2, 3, 4, 5, 6, 7];
/** Hidden for kids (spec): a kid's answer may not name them. */
export const ADULT_ONLY_MEDICAL_CONDITION_IDS: readonly MedicalConditionId[] = [MEDICAL_CONDITION.hypertension, MEDICAL_CONDITION.thyroidDiseases];

/** The ids each choice field of the diet input takes, by the field's name (the input checks them, the quiz offers them). */
export const CHOICE_IDS = {
  purposeId: purposeIds, weightGoalId: weightGoalIds, genderId: genderIds, ageUnitId: ageUnitIds,
  occupationTypeId: occupationTypeIds, exerciseIntensityId: exerciseIntensityIds, pregnancyStageId: pregnancyStageIds, medicalConditionIds,
} as const;
export type ChoiceField = keyof typeof CHOICE_IDS;

export const NUTRIENT = { carbohydrate: 1, fat: 2, protein: 3 } as const;
export type NutrientId = (typeof NUTRIENT)[keyof typeof NUTRIENT];
export type NutrientKey = keyof typeof NUTRIENT;

/** Meal types: 1 main meal, 2 "supper", the spec's word for the small meal between main meals (bữa phụ). */
export const MEAL_TYPE = { main: 1, supper: 2 } as const;
export type MealTypeId = (typeof MEAL_TYPE)[keyof typeof MEAL_TYPE];

export const FOOD_GROUP = { carbs: 1, meat: 2, fish: 3, seafood: 4, vegetables: 5, fruits: 6, nuts: 7, dairy: 8 } as const;
export type FoodGroupId = (typeof FOOD_GROUP)[keyof typeof FOOD_GROUP];
export const foodGroupIds: readonly FoodGroupId[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** The nutrient each food group is counted for (spec): a food's nutrientAmountPer100g is of this nutrient. */
export const FOOD_GROUP_NUTRIENT: Readonly<Record<FoodGroupId, NutrientId>> = {
  1: NUTRIENT.carbohydrate,
  2: NUTRIENT.protein,
  3: NUTRIENT.protein,
  4: NUTRIENT.protein,
  5: NUTRIENT.carbohydrate,
  6: NUTRIENT.carbohydrate,
  7: NUTRIENT.fat,
  8: NUTRIENT.fat,
};

// ---- user groups ---------------------------------------------------------------------------

export type UserGroupId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export const userGroupIds: readonly UserGroupId[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** The age bands of the user groups, named by the age in the spec's group names. */
export type AgeBand = 'adult' | 'upTo6Months' | 'upTo2Years' | 'upTo18Years';

/**
 * The user groups as the spec NAMES them: "1 adult without report, 2 adult with report, 3 6-month-old
 * kid without report, 4 with report, 5 2-year-old kid without report, 6 with report, 7 18-year-old
 * kid without report, 8 with report".
 */
export const USER_GROUP_NAMES: Readonly<Record<UserGroupId, { band: AgeBand; withReport: boolean; slug: string }>> = {
  1: { band: 'adult', withReport: false, slug: 'adult' },
  2: { band: 'adult', withReport: true, slug: 'adult-with-report' },
  3: { band: 'upTo6Months', withReport: false, slug: 'kid-6-months' },
  4: { band: 'upTo6Months', withReport: true, slug: 'kid-6-months-with-report' },
  5: { band: 'upTo2Years', withReport: false, slug: 'kid-2-years' },
  6: { band: 'upTo2Years', withReport: true, slug: 'kid-2-years-with-report' },
  7: { band: 'upTo18Years', withReport: false, slug: 'kid-18-years' },
  8: { band: 'upTo18Years', withReport: true, slug: 'kid-18-years-with-report' },
};

/**
 * THE SPEC'S NUMBERING MISMATCH, kept on purpose. The spec says: "The numbering and the grouping
 * used for logic disagree. The logic treats ids 1, 4, 5 and 7 as without-report groups and 2, 3,
 * 6 and 8 as with-report groups." So for the 6-month band the logic is the reverse of the names:
 * a 6-month-old WITHOUT a report is group 4 and one WITH a report is group 3.
 *
 * The engine follows the logic (these two lists), because that is what decides behaviour (which
 * results scene a group sees); USER_GROUP_NAMES keeps the names only for labels. Anything that
 * asks "does this group have a report?" must use isWithReportUserGroup, never USER_GROUP_NAMES.
 */
export const WITHOUT_REPORT_USER_GROUP_IDS: readonly UserGroupId[] = [1, 4, 5, 7];
export const WITH_REPORT_USER_GROUP_IDS: readonly UserGroupId[] = [2, 3, 6, 8];
/** The groups whose name and logic disagree (the 6-month band). */
export const USER_GROUP_NAME_LOGIC_MISMATCH_IDS: readonly UserGroupId[] = [3, 4];
/** Adult groups (spec: "Adult groups are 1 and 2"). */
export const ADULT_USER_GROUP_IDS: readonly UserGroupId[] = [1, 2];
export const KID_USER_GROUP_IDS: readonly UserGroupId[] = [3, 4, 5, 6, 7, 8];
/** Kids under two years (the 6-month and 2-year bands). */
export const UNDER_TWO_USER_GROUP_IDS: readonly UserGroupId[] = [3, 4, 5, 6];

export const isWithReportUserGroup = (id: UserGroupId): boolean => WITH_REPORT_USER_GROUP_IDS.includes(id);

/** The user group of an age band, by the logic grouping (see the mismatch above). */
export function userGroupIdFor(band: AgeBand, hasReport: boolean): UserGroupId {
  const ids = hasReport ? WITH_REPORT_USER_GROUP_IDS : WITHOUT_REPORT_USER_GROUP_IDS;
  return ids.find((id) => USER_GROUP_NAMES[id].band === band)!;
}

/**
 * The kid age bands, by completed age in months: up to 6 months, up to 2 years (24 months), up to
 * 18 years. The spec names the kid groups "6-month-old", "2-year-old" and "18-year-old"; with "kid
 * up to 18 years" as its age rule, we read each age as the upper end of its band.
 */
export const KID_BAND_UPPER_MONTHS = { upTo6Months: 6, upTo2Years: 24 } as const;

export function kidAgeBand(completedMonths: number): Exclude<AgeBand, 'adult'> {
  if (completedMonths <= KID_BAND_UPPER_MONTHS.upTo6Months) return 'upTo6Months';
  if (completedMonths <= KID_BAND_UPPER_MONTHS.upTo2Years) return 'upTo2Years';
  return 'upTo18Years';
}

// ---- report -------------------------------------------------------------------------------

export const REPORT_AVAILABILITY = { unavailable: 0, available: 1 } as const;
/** Nutrient requirement and metabolism levels. */
export const LEVEL = { low: 1, medium: 2, high: 3 } as const;
export type Level = (typeof LEVEL)[keyof typeof LEVEL];
/** Detoxification: 1 bad or low, 2 good or high. */
export const DETOXIFICATION = { badOrLow: 1, goodOrHigh: 2 } as const;
export type DetoxificationValue = (typeof DETOXIFICATION)[keyof typeof DETOXIFICATION];
/** Report trait ids (spec): carbohydrate metabolism 1, fat metabolism 2, protein metabolism 3, detoxification 12. */
export const REPORT_TRAIT = { carbohydrateMetabolism: 1, fatMetabolism: 2, proteinMetabolism: 3, detoxification: 12 } as const;

/** The optimal diet plans' ids (diet-plans.ts): there is no plan 9 in the spec. */
export type DietPlanId = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 10 | 11;
export const dietPlanIds: readonly DietPlanId[] = [2, 3, 4, 5, 6, 7, 8, 10, 11];

export const vitaminKeys = ['vitaminA', 'vitaminB2', 'vitaminB6', 'vitaminB12', 'vitaminC', 'vitaminD', 'vitaminE', 'folate'] as const;
export type VitaminKey = (typeof vitaminKeys)[number];

// ---- statuses -----------------------------------------------------------------------------

export const ADULT_WEIGHT_STATUS = { underweight: 1, normal: 2, overweight: 3, obese: 4 } as const;
export type AdultWeightStatusId = (typeof ADULT_WEIGHT_STATUS)[keyof typeof ADULT_WEIGHT_STATUS];
export const ADULT_WEIGHT_STATUS_SLUGS: Readonly<Record<AdultWeightStatusId, string>> = { 1: 'underweight', 2: 'normal', 3: 'overweight', 4: 'obese' };

/**
 * BMI boundaries (spec §3, §9): 0, 18.5, 23, 27, 35. Each status starts at its boundary (a BMI of
 * exactly 23 is overweight); 0 and 35 are the ends of the scale the results gauge draws (a BMI
 * above 35 is still obese, drawn at the end). README.md "Adults" cites where the numbers come from.
 */
export const BMI_BOUNDARIES = [0, 18.5, 23, 27, 35] as const;

export const KID_WEIGHT_STATUS = { light: 1, normal: 2, overweight: 3 } as const;
export type KidWeightStatusId = (typeof KID_WEIGHT_STATUS)[keyof typeof KID_WEIGHT_STATUS];
export const KID_WEIGHT_STATUS_SLUGS: Readonly<Record<KidWeightStatusId, string>> = { 1: 'light', 2: 'normal', 3: 'overweight' };

export const KID_HEIGHT_STATUS = { short: 1, normal: 2, tall: 3 } as const;
export type KidHeightStatusId = (typeof KID_HEIGHT_STATUS)[keyof typeof KID_HEIGHT_STATUS];
export const KID_HEIGHT_STATUS_SLUGS: Readonly<Record<KidHeightStatusId, string>> = { 1: 'short', 2: 'normal', 3: 'tall' };

export const NUTRIENT_REQUIREMENT_STATUS = { low: 1, medium: 2, high: 3 } as const;

// ---- constants ----------------------------------------------------------------------------

/**
 * The spec's default daily intake (§3 "Results", §9): what a results record holds before it is
 * calculated (the quiz's initial and reset state). A calculated result never uses it.
 */
export const DEFAULT_DAILY_CALORIE_INTAKE = { total: 1000, breastfeeding: 300, food: 700 } as const;

/** Food amount amplitude (spec §9): the recommended amount is shown as a range of ±10 %. */
export const FOOD_AMOUNT_AMPLITUDE = { adult: 0.1, kid: 0.1 } as const;

/** Ages (spec §5): months 0-24, years 2-120, kid up to 18 years, adult from 18, childbearing 18-55. */
export const AGE_LIMITS = {
  months: { min: 0, max: 24 },
  years: { min: 2, max: 120 },
  kidMaxYears: 18,
  adultMinYears: 18,
  childbearing: { min: 18, max: 55 },
} as const;
