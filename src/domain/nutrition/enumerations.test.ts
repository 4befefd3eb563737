import { describe, expect, it } from 'vitest';
import {
  ADULT_ONLY_MEDICAL_CONDITION_IDS,
  ADULT_WEIGHT_STATUS,
  ADULT_WEIGHT_STATUS_SLUGS,
  AGE_LIMITS,
  AGE_UNIT,
  BMI_BOUNDARIES,
  DEFAULT_AGE_UNIT_ID,
  DETOXIFICATION,
  EXERCISE_INTENSITY,
  FOOD_GROUP,
  GENDER,
  KID_HEIGHT_STATUS,
  KID_HEIGHT_STATUS_SLUGS,
  KID_USER_GROUP_IDS,
  KID_WEIGHT_STATUS,
  KID_WEIGHT_STATUS_SLUGS,
  LEVEL,
  MEAL_TYPE,
  MEDICAL_CONDITION,
  NUTRIENT,
  NUTRIENT_REQUIREMENT_STATUS,
  OCCUPATION_TYPE,
  PREGNANCY_STAGE,
  PURPOSE,
  REPORT_AVAILABILITY,
  REPORT_TRAIT,
  UNDER_TWO_USER_GROUP_IDS,
  WEIGHT_GOAL,
  ageUnitIds,
  exerciseIntensityIds,
  foodGroupIds,
  genderIds,
  medicalConditionIds,
  occupationTypeIds,
  pregnancyStageIds,
  purposeIds,
  userGroupIds,
  vitaminKeys,
  weightGoalIds,
  ADULT_USER_GROUP_IDS,
  DEFAULT_DAILY_CALORIE_INTAKE,
  FOOD_AMOUNT_AMPLITUDE,
  FOOD_GROUP_NUTRIENT,
  USER_GROUP_NAMES,
  USER_GROUP_NAME_LOGIC_MISMATCH_IDS,
  WITHOUT_REPORT_USER_GROUP_IDS,
  WITH_REPORT_USER_GROUP_IDS,
  isWithReportUserGroup,
  kidAgeBand,
  userGroupIdFor,
} from './enumerations';

describe('user groups and the spec’s numbering mismatch', () => {
  it('keeps the spec’s logic grouping: 1, 4, 5, 7 without a report; 2, 3, 6, 8 with one', () => {
    expect(WITHOUT_REPORT_USER_GROUP_IDS).toEqual([1, 4, 5, 7]);
    expect(WITH_REPORT_USER_GROUP_IDS).toEqual([2, 3, 6, 8]);
    expect(userGroupIds.filter(isWithReportUserGroup)).toEqual([2, 3, 6, 8]);
    expect(ADULT_USER_GROUP_IDS).toEqual([1, 2]);
  });

  it('names the mismatch: the spec calls 3 the 6-month-old WITHOUT a report, yet its logic treats 3 as WITH one (and 4 the other way round)', () => {
    expect(USER_GROUP_NAMES[3].withReport).toBe(false);
    expect(isWithReportUserGroup(3)).toBe(true);
    expect(USER_GROUP_NAMES[4].withReport).toBe(true);
    expect(isWithReportUserGroup(4)).toBe(false);
    // Every other group's name agrees with the logic: only 3 and 4 disagree.
    const disagree = userGroupIds.filter((id) => USER_GROUP_NAMES[id].withReport !== isWithReportUserGroup(id));
    expect(disagree).toEqual(USER_GROUP_NAME_LOGIC_MISMATCH_IDS);
  });

  it('gives each age band and report availability its group by the logic', () => {
    expect(userGroupIdFor('adult', false)).toBe(1);
    expect(userGroupIdFor('adult', true)).toBe(2);
    expect(userGroupIdFor('upTo6Months', false)).toBe(4);
    expect(userGroupIdFor('upTo6Months', true)).toBe(3);
    expect(userGroupIdFor('upTo2Years', false)).toBe(5);
    expect(userGroupIdFor('upTo2Years', true)).toBe(6);
    expect(userGroupIdFor('upTo18Years', false)).toBe(7);
    expect(userGroupIdFor('upTo18Years', true)).toBe(8);
  });

  it('reads the groups’ ages as the upper ends of the bands: up to 6 months, up to 24 months, then to 18 years', () => {
    expect([0, 6, 7, 24, 25, 216].map(kidAgeBand)).toEqual(['upTo6Months', 'upTo6Months', 'upTo2Years', 'upTo2Years', 'upTo18Years', 'upTo18Years']);
  });
});

describe('constants', () => {
  it('has the spec’s default intake and amplitude', () => {
    expect(DEFAULT_DAILY_CALORIE_INTAKE).toEqual({ total: 1000, breastfeeding: 300, food: 700 });
    expect(DEFAULT_DAILY_CALORIE_INTAKE.breastfeeding + DEFAULT_DAILY_CALORIE_INTAKE.food).toBe(DEFAULT_DAILY_CALORIE_INTAKE.total);
    expect(FOOD_AMOUNT_AMPLITUDE).toEqual({ adult: 0.1, kid: 0.1 });
  });

  it('counts each food group for the spec’s nutrient: carbs, vegetables, fruit carbohydrate; meat, fish, seafood protein; nuts, dairy fat', () => {
    expect(FOOD_GROUP_NUTRIENT).toEqual({ 1: 1, 2: 3, 3: 3, 4: 3, 5: 1, 6: 1, 7: 2, 8: 2 });
  });
});

describe('spec ids and slugs', () => {
  it('keeps every enumeration’s ids as the spec gives them', () => {
    expect(PURPOSE).toEqual({ weightManagement: 1, kidNutrition: 2, physicalTraining: 3 });
    expect(WEIGHT_GOAL).toEqual({ gain: 1, lose: 2, maintain: 3 });
    expect(GENDER).toEqual({ male: 1, female: 2 });
    expect(AGE_UNIT).toEqual({ year: 1, month: 2 });
    expect(DEFAULT_AGE_UNIT_ID).toBe(1);
    expect(OCCUPATION_TYPE).toEqual({ officeJob: 1, manager: 2, labour: 3, hardLabour: 4 });
    expect(EXERCISE_INTENSITY).toEqual({ none: 0, light: 1, moderate: 2, heavy: 3, vigorous: 4 });
    expect(PREGNANCY_STAGE).toEqual({ noneOrFirstTrimester: 1, secondTrimester: 2, thirdTrimester: 3, breastfeeding: 4 });
    expect(MEDICAL_CONDITION).toEqual({ none: 0, hypertension: 1, thyroidDiseases: 2, cowMilkAllergy: 3, seafoodAllergy: 4, seaFishAllergy: 5, nutAllergy: 6, lactoseIntolerance: 7 });
    expect(ADULT_ONLY_MEDICAL_CONDITION_IDS).toEqual([1, 2]);
    expect(NUTRIENT).toEqual({ carbohydrate: 1, fat: 2, protein: 3 });
    expect(MEAL_TYPE).toEqual({ main: 1, supper: 2 });
    expect(FOOD_GROUP).toEqual({ carbs: 1, meat: 2, fish: 3, seafood: 4, vegetables: 5, fruits: 6, nuts: 7, dairy: 8 });
    expect(REPORT_AVAILABILITY).toEqual({ unavailable: 0, available: 1 });
    expect(LEVEL).toEqual({ low: 1, medium: 2, high: 3 });
    expect(DETOXIFICATION).toEqual({ badOrLow: 1, goodOrHigh: 2 });
    expect(REPORT_TRAIT).toEqual({ carbohydrateMetabolism: 1, fatMetabolism: 2, proteinMetabolism: 3, detoxification: 12 });
    expect(NUTRIENT_REQUIREMENT_STATUS).toEqual({ low: 1, medium: 2, high: 3 });
    expect(vitaminKeys).toEqual(['vitaminA', 'vitaminB2', 'vitaminB6', 'vitaminB12', 'vitaminC', 'vitaminD', 'vitaminE', 'folate']);
    expect(BMI_BOUNDARIES).toEqual([0, 18.5, 23, 27, 35]);
    expect(AGE_LIMITS).toEqual({ months: { min: 0, max: 24 }, years: { min: 2, max: 120 }, kidMaxYears: 18, adultMinYears: 18, childbearing: { min: 18, max: 55 } });
  });

  it('names each status and group with a stable slug', () => {
    expect(ADULT_WEIGHT_STATUS).toEqual({ underweight: 1, normal: 2, overweight: 3, obese: 4 });
    expect(ADULT_WEIGHT_STATUS_SLUGS).toEqual({ 1: 'underweight', 2: 'normal', 3: 'overweight', 4: 'obese' });
    expect(KID_WEIGHT_STATUS).toEqual({ light: 1, normal: 2, overweight: 3 });
    expect(KID_WEIGHT_STATUS_SLUGS).toEqual({ 1: 'light', 2: 'normal', 3: 'overweight' });
    expect(KID_HEIGHT_STATUS).toEqual({ short: 1, normal: 2, tall: 3 });
    expect(KID_HEIGHT_STATUS_SLUGS).toEqual({ 1: 'short', 2: 'normal', 3: 'tall' });
    expect(userGroupIds.map((id) => USER_GROUP_NAMES[id].slug)).toEqual([
      'adult', 'adult-with-report', 'kid-6-months', 'kid-6-months-with-report', 'kid-2-years', 'kid-2-years-with-report', 'kid-18-years', 'kid-18-years-with-report',
    ]);
    expect(userGroupIds.map((id) => USER_GROUP_NAMES[id].band)).toEqual(['adult', 'adult', 'upTo6Months', 'upTo6Months', 'upTo2Years', 'upTo2Years', 'upTo18Years', 'upTo18Years']);
    expect(KID_USER_GROUP_IDS).toEqual([3, 4, 5, 6, 7, 8]);
    expect(UNDER_TWO_USER_GROUP_IDS).toEqual([3, 4, 5, 6]);
    expect(purposeIds).toEqual([1, 2, 3]);
    expect(weightGoalIds).toEqual([1, 2, 3]);
    expect(genderIds).toEqual([1, 2]);
    expect(ageUnitIds).toEqual([1, 2]);
    expect(occupationTypeIds).toEqual([1, 2, 3, 4]);
    expect(exerciseIntensityIds).toEqual([0, 1, 2, 3, 4]);
    expect(pregnancyStageIds).toEqual([1, 2, 3, 4]);
    expect(medicalConditionIds).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(foodGroupIds).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
