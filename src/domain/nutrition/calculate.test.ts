import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { InvalidDietInputError, adultWeightStatus, calculateDietResult, defaultDietResultSummary, highVitaminNeeds } from './calculate';
import type { DietResult } from './calculate';
import type { GeneReport } from './diet-plans';
import type { Level } from './enumerations';
import { lmsAt, valueAtZ } from './growth';
import { isChildbearing, validateDietInput } from './input';
import type { DietInput } from './input';
import { SAMPLE_DIET_CASES, SAMPLE_REPORT, measureDietCalculation } from './samples';

const sample = (name: string) => SAMPLE_DIET_CASES.find((item) => item.name === name)!.input;
const adult = sample('adult man losing weight');
const baby = sample('6-month-old');
const report = (carbohydrate: Level, fat: Level, protein: Level, detox: 1 | 2 = 2, high: Array<keyof GeneReport['nutritionalRequirements']> = []): GeneReport => ({
  isAvailable: true,
  metabolism: { carbohydrate, fat, protein },
  nutritionalRequirements: { vitaminA: 2, vitaminB2: 2, vitaminB6: 2, vitaminB12: 2, vitaminC: 2, vitaminD: 2, vitaminE: 2, folate: 2, ...Object.fromEntries(high.map((key) => [key, 3])) },
  detoxification: { value: detox },
});
const amountOf = (result: DietResult, foodId: number) => result.meals.flatMap((meal) => meal.groups.flatMap((group) => group.foods)).find((item) => item.foodId === foodId);

describe('adults', () => {
  it('worked example: the man of 35 losing weight, without a report', () => {
    const result = calculateDietResult(adult, null);
    // energy.test.ts: 2039 kcal. BMI 80 / 1.70² = 27.68 → obese (from 27).
    expect(result.recommendedDailyCalorieIntake).toEqual({ total: 2039, breastfeeding: 0, food: 2039 });
    expect(result.body).toEqual({ kind: 'adult', bmi: 80 / 1.7 ** 2, weightStatusId: 4 });
    expect(result.userGroupId).toBe(1);
    expect(result.nutritionalRequirements).toEqual({ optimalDietPlanId: 11, macronutrientRatios: { carbohydrate: 65, fat: 20, protein: 15 } });
    // Carbohydrate 2039 × 0.65 / 4 = 331.34 g; per main meal × 0.75 / 3 = 82.83 g; white rice 82.83 / 0.759 = 109.1 → 110 g (100-120)
    expect(result.dailyNutrients.carbohydrate).toBeCloseTo(331.34, 2);
    expect(amountOf(result, 1)).toMatchObject({ amount: 110, min: 100, max: 120 });
    // Protein 2039 × 0.15 / 4 = 76.46 g; per main meal × 0.5 / 3 = 12.74 g; lean pork 12.74 / 0.19 = 67.1 → 65 g
    expect(amountOf(result, 16)?.amount).toBe(65);
    expect(result.infantFormula).toBeNull();
  });

  it('takes a report: group 2, the report’s plan, highlights for its high vitamin needs', () => {
    // SAMPLE_REPORT: carbohydrate high, fat medium, protein low → plan 11; vitamin B12 high
    const result = calculateDietResult(adult, SAMPLE_REPORT);
    expect(result.userGroupId).toBe(2);
    expect(result.hasReport).toBe(true);
    expect(result.nutritionalRequirements.optimalDietPlanId).toBe(11);
    expect(amountOf(result, 29)?.highlightReasons).toEqual(['vitaminB12']);
    expect(amountOf(result, 1)?.highlighted).toBe(false);
    const highProtein = calculateDietResult(adult, report(2, 1, 3, 2, ['vitaminC']));
    expect(highProtein.nutritionalRequirements.optimalDietPlanId).toBe(2);
    expect(amountOf(highProtein, 16)?.highlightReasons).toEqual(['plan']);
    expect(amountOf(highProtein, 75)?.highlightReasons).toEqual(['vitaminC']);
    expect(highVitaminNeeds(null)).toEqual([]);
    expect(highVitaminNeeds({ ...SAMPLE_REPORT, isAvailable: false })).toEqual([]);
  });

  it('treats a report marked unavailable as no report', () => {
    const result = calculateDietResult(adult, { ...report(1, 3, 2), isAvailable: false });
    expect(result.userGroupId).toBe(1);
    expect(result.hasReport).toBe(false);
    expect(result.nutritionalRequirements.optimalDietPlanId).toBe(11);
  });

  it('worked example: the pregnant woman’s ketogenic report becomes plan 4, and she gets 2228 kcal', () => {
    const result = calculateDietResult(sample('woman in her second trimester'), report(1, 3, 2, 2));
    expect(result.recommendedDailyCalorieIntake.total).toBe(2228);
    expect(result.plan).toEqual({ planId: 4, reportPlanId: 8, rule: 'no-ketogenic-in-pregnancy-or-lactation' });
    const notPregnant = calculateDietResult({ ...sample('woman in her second trimester'), pregnancyStageId: 1 }, report(1, 3, 2, 2));
    expect(notPregnant.nutritionalRequirements.optimalDietPlanId).toBe(8);
  });

  it('worked example: the breastfeeding mother stays at 1800 kcal and off the ketogenic plan', () => {
    const result = calculateDietResult(sample('breastfeeding mother'), report(1, 3, 1, 1));
    expect(result.recommendedDailyCalorieIntake).toEqual({ total: 1800, breastfeeding: 0, food: 1800 });
    expect(result.nutritionalRequirements.optimalDietPlanId).toBe(6);
  });

  it.each([
    [18.49, 1],
    [18.5, 2],
    [22.99, 2],
    [23, 3],
    [26.99, 3],
    [27, 4],
    [34.99, 4],
    [35, 4],
    [0, 1],
  ])('classifies a BMI of %f as status %i', (bmi, status) => {
    expect(adultWeightStatus(bmi)).toBe(status);
  });

  it('takes the conditions off the list: a nut allergy removes the nuts', () => {
    const result = calculateDietResult({ ...adult, medicalConditionIds: [6] }, null);
    const nuts = result.meals[1].groups.find((group) => group.groupId === 7)!.foods.map((item) => item.foodId);
    expect(nuts).toEqual([82, 83]);
    expect(result.medicalConditionIds).toEqual([6]);
    expect(calculateDietResult({ ...adult, medicalConditionIds: [0] }, null).medicalConditionIds).toEqual([]);
  });
});

describe('kids', () => {
  it('worked example: a 6-month-old boy, 67.6 cm, 7.9 kg, breast milk not measured', () => {
    const result = calculateDietResult(baby, null);
    // NIN 6-8 months boy 650 kcal, WHO typical breast milk 413, food 237
    expect(result.recommendedDailyCalorieIntake).toEqual({ total: 650, breastfeeding: 413, food: 237 });
    // The 6-month band without a report is group 4 by the spec's logic (not 3, its name).
    expect(result.userGroupId).toBe(4);
    expect(result.body).toMatchObject({ kind: 'kid', completedMonths: 6, ageMonths: 6.5, weightStatusId: 2, heightStatusId: 2 });
    // Two main meals at 6-8 months: carbohydrate 237 × 0.65 / 4 = 38.51 g × 0.75 / 2 = 14.44 g;
    // rice flour (82.2 g per 100 g): 14.44 / 0.822 = 17.6 → 18 g (16-19)
    expect(result.meals[0].mealsPerDay).toBe(2);
    expect(amountOf(result, 8)).toMatchObject({ amount: 18, min: 16, max: 19 });
    // Foods from 12 months (cow's milk) and processed foods are not offered; iron-rich beef is highlighted.
    expect(amountOf(result, 86)).toBeUndefined();
    expect(amountOf(result, 25)).toBeUndefined();
    expect(amountOf(result, 17)?.highlightReasons).toEqual(['plan']);
    expect(result.infantFormula).toBeNull();
  });

  it('gives a baby under 6 months milk only: formula for what breast milk does not cover', () => {
    // 3-month-old boy: 550 kcal; 700 ml of breast milk × 0.67 = 469 kcal; 81 kcal of formula at 0.67 kcal/ml = 120.9 ml → 120 (110-130)
    const result = calculateDietResult({ ...baby, age: 3, height: 61.4, weight: 6.4, amountOfBreastMilk: 700 }, null);
    expect(result.recommendedDailyCalorieIntake).toEqual({ total: 550, breastfeeding: 469, food: 81 });
    expect(result.meals).toEqual([]);
    expect(result.infantFormula).toEqual({ mlPerDay: 120, min: 110, max: 130, needsSpecialFormula: false });
    expect(calculateDietResult({ ...baby, age: 3, height: 61.4, weight: 6.4, amountOfBreastMilk: 700, medicalConditionIds: [3] }, null).infantFormula?.needsSpecialFormula).toBe(true);
    expect(calculateDietResult({ ...baby, age: 3, height: 61.4, weight: 6.4 }, null).infantFormula).toBeNull();
  });

  it('worked example: a 2-year-old girl, 89 cm, 12.5 kg', () => {
    const result = calculateDietResult(sample('2-year-old'), null);
    // NIN 1-2 years girl 930 kcal; nothing assumed from breast milk at 24 months
    expect(result.recommendedDailyCalorieIntake).toEqual({ total: 930, breastfeeding: 0, food: 930 });
    expect(result.userGroupId).toBe(5);
    // Placed at 30 months, where the WHO medians are 90.7 cm and 12.7 kg: both statuses normal
    expect(result.body).toMatchObject({ completedMonths: 24, ageMonths: 30, weightStatusId: 2, heightStatusId: 2 });
    // From two years: 3 main meals, 2 suppers; carbohydrate 930 × 0.65 / 4 = 151.1 g × 0.75 / 3 = 37.8 g; white rice 37.8 / 0.759 = 49.8 → 50 g
    expect(result.meals.map((meal) => meal.mealsPerDay)).toEqual([3, 2]);
    expect(amountOf(result, 1)?.amount).toBe(50);
  });

  it('worked example: a 15-year-old boy, 168 cm, 60 kg, moderate exercise, with a report', () => {
    const result = calculateDietResult(sample('15-year-old'), SAMPLE_REPORT);
    expect(result.recommendedDailyCalorieIntake).toEqual({ total: 2820, breastfeeding: 0, food: 2820 });
    expect(result.userGroupId).toBe(8);
    // Placed at 186 months; BMI 60 / 1.68² = 21.26, above the median (20.1) and under +1 SD: normal
    expect(result.body).toMatchObject({ ageMonths: 186, weightStatusId: 2, heightStatusId: 2 });
    expect((result.body as { zScores: { weightForAge: number | null } }).zScores.weightForAge).toBeNull();
    // A ketogenic report is replaced for a child.
    expect(calculateDietResult(sample('15-year-old'), report(1, 3, 2, 1)).plan).toEqual({ planId: 6, reportPlanId: 8, rule: 'no-ketogenic-for-kids' });
  });

  it('keeps a child under two at 20 % protein', () => {
    const result = calculateDietResult(baby, report(2, 2, 3));
    expect(result.userGroupId).toBe(3);
    expect(result.plan).toEqual({ planId: 10, reportPlanId: 2, rule: 'protein-at-most-20-under-two' });
  });
});

describe('benchmark hook', () => {
  it('runs every sample the given number of rounds and divides the clock’s time by the calculations', () => {
    let clock = 0;
    // A fake clock that reads 0 at the start and 70 at the end: 70 ms over 2 rounds × 7 samples = 5 ms each.
    const result = measureDietCalculation(() => (clock++ === 0 ? 0 : 70), 2);
    expect(result).toEqual({ calculations: 14, msPerCalculation: 5 });
  });
});

describe('defaults and errors', () => {
  it('summarises the spec’s default results', () => {
    expect(defaultDietResultSummary()).toEqual({
      recommendedDailyCalorieIntake: { total: 1000, breastfeeding: 300, food: 700 },
      nutritionalRequirements: { optimalDietPlanId: 11, macronutrientRatios: { carbohydrate: 65, fat: 20, protein: 15 } },
    });
  });

  it('refuses an invalid input, naming the fields', () => {
    expect(() => calculateDietResult({ ...adult, age: 17 }, null)).toThrow(InvalidDietInputError);
    const error = new InvalidDietInputError([{ field: 'age', reason: 'required' }, { field: 'height', reason: 'out_of_range' }]);
    expect(error.name).toBe('InvalidDietInputError');
    expect(error.message).toBe('invalid diet input: age required, height out_of_range');
    try {
      calculateDietResult({ ...adult, age: 17, height: 10 }, null);
    } catch (error) {
      expect((error as InvalidDietInputError).issues).toEqual([
        { field: 'age', reason: 'adult_age_out_of_range' },
        { field: 'height', reason: 'out_of_range' },
      ]);
    }
  });
});

describe('validation (spec §5)', () => {
  const issues = (input: Partial<DietInput>, base: DietInput = adult) => validateDietInput({ ...base, ...input });

  it('accepts every sample', () => {
    for (const { input } of SAMPLE_DIET_CASES) expect(validateDietInput(input)).toEqual([]);
  });

  it('accepts ids only in range', () => {
    expect(issues({ purposeId: 4 as 1 })).toEqual([{ field: 'purposeId', reason: 'invalid_choice' }]);
    expect(issues({ genderId: 3 as 1 })).toEqual([{ field: 'genderId', reason: 'invalid_choice' }]);
    expect(issues({ ageUnitId: 0 as 1 })).toEqual([{ field: 'ageUnitId', reason: 'invalid_choice' }]);
    expect(issues({ weightGoalId: 4 as 1 })).toEqual([{ field: 'weightGoalId', reason: 'invalid_choice' }]);
    expect(issues({ occupationTypeId: 5 as 1 })).toEqual([{ field: 'occupationTypeId', reason: 'invalid_choice' }]);
    expect(issues({ exerciseIntensityId: 5 as 1 })).toEqual([{ field: 'exerciseIntensityId', reason: 'invalid_choice' }]);
    expect(issues({ pregnancyStageId: 5 as 1 })).toEqual([{ field: 'pregnancyStageId', reason: 'invalid_choice' }]);
    expect(issues({ medicalConditionIds: [8 as 1] })).toEqual([{ field: 'medicalConditionIds', reason: 'invalid_choice' }]);
  });

  it('applies the age limits: months 0-24, years 2-120, kid to 18, adult from 18', () => {
    expect(issues({ age: 0, ageUnitId: 2, height: 50, weight: 3.4 }, baby)).toEqual([]);
    expect(issues({ age: 24, ageUnitId: 2, height: 87, weight: 12 }, baby)).toEqual([]);
    expect(issues({ age: 25, ageUnitId: 2 }, baby)).toEqual([{ field: 'age', reason: 'out_of_range' }]);
    expect(issues({ age: -1, ageUnitId: 2 }, baby)).toEqual([{ field: 'age', reason: 'out_of_range' }]);
    expect(issues({ age: 1, ageUnitId: 1 }, baby)).toEqual([{ field: 'age', reason: 'out_of_range' }]);
    expect(issues({ age: 18, ageUnitId: 1, height: 170, weight: 60, exerciseIntensityId: 2 }, baby)).toEqual([]);
    expect(issues({ age: 19, ageUnitId: 1, height: 170, weight: 60, exerciseIntensityId: 2 }, baby)).toEqual([{ field: 'age', reason: 'kid_age_out_of_range' }]);
    expect(issues({ age: 18 })).toEqual([]);
    expect(issues({ age: 120 })).toEqual([]);
    expect(issues({ age: 121 })).toEqual([{ field: 'age', reason: 'out_of_range' }]);
    expect(issues({ age: 17 })).toEqual([{ field: 'age', reason: 'adult_age_out_of_range' }]);
    expect(issues({ age: 20, ageUnitId: 2 })).toEqual([{ field: 'ageUnitId', reason: 'adult_age_in_years' }]);
    expect(issues({ age: 30.5 })).toEqual([{ field: 'age', reason: 'not_a_whole_number' }]);
    expect(issues({ age: Number.NaN })).toEqual([{ field: 'age', reason: 'required' }]);
  });

  it('accepts a pregnancy stage only from a woman of 18-55', () => {
    const woman = { ...adult, genderId: 2 as const };
    expect(issues({ pregnancyStageId: 2 }, woman)).toEqual([]);
    expect(issues({ pregnancyStageId: 4, age: 55 }, woman)).toEqual([]);
    expect(issues({ pregnancyStageId: 4, age: 56 }, woman)).toEqual([{ field: 'pregnancyStageId', reason: 'pregnancy_not_applicable' }]);
    expect(issues({ pregnancyStageId: 3 })).toEqual([{ field: 'pregnancyStageId', reason: 'pregnancy_not_applicable' }]);
    expect(issues({ pregnancyStageId: 1 })).toEqual([]);
    expect(issues({ pregnancyStageId: 2, genderId: 2, age: 17, ageUnitId: 1, height: 160, weight: 50, exerciseIntensityId: 2 }, baby)).toEqual([
      { field: 'pregnancyStageId', reason: 'pregnancy_not_applicable' },
    ]);
  });

  it('asks adults for a goal and an occupation, everyone from 6 years for exercise', () => {
    expect(issues({ weightGoalId: null, occupationTypeId: null, exerciseIntensityId: null })).toEqual([
      { field: 'weightGoalId', reason: 'required' },
      { field: 'occupationTypeId', reason: 'required' },
      { field: 'exerciseIntensityId', reason: 'required' },
    ]);
    expect(issues({ age: 5, ageUnitId: 1, height: 110, weight: 18, exerciseIntensityId: null }, baby)).toEqual([]);
    expect(issues({ age: 6, ageUnitId: 1, height: 116, weight: 21, exerciseIntensityId: null }, baby)).toEqual([{ field: 'exerciseIntensityId', reason: 'required' }]);
  });

  it('checks the medical conditions: none alone, no duplicates, hypertension and thyroid hidden for kids', () => {
    expect(issues({ medicalConditionIds: [0, 3] })).toEqual([{ field: 'medicalConditionIds', reason: 'none_with_conditions' }]);
    expect(issues({ medicalConditionIds: [3, 3] })).toEqual([{ field: 'medicalConditionIds', reason: 'duplicate' }]);
    expect(issues({ medicalConditionIds: [1, 2] })).toEqual([]);
    expect(issues({ medicalConditionIds: [1] }, baby)).toEqual([{ field: 'medicalConditionIds', reason: 'hidden_for_kids' }]);
    expect(issues({ medicalConditionIds: [2] }, baby)).toEqual([{ field: 'medicalConditionIds', reason: 'hidden_for_kids' }]);
    expect(issues({ medicalConditionIds: [3, 4, 5, 6, 7] }, baby)).toEqual([]);
  });

  it('checks heights, weights and milk, and a child’s values against the WHO curves', () => {
    expect(issues({ height: 37 })).toEqual([{ field: 'height', reason: 'out_of_range' }]);
    expect(issues({ height: 38, weight: 1 })).toEqual([]);
    expect(issues({ height: Number.NaN })).toEqual([{ field: 'height', reason: 'required' }]);
    expect(issues({ weight: Number.POSITIVE_INFINITY })).toEqual([{ field: 'weight', reason: 'required' }]);
    expect(issues({ medicalConditionIds: null as unknown as [] })).toEqual([{ field: 'medicalConditionIds', reason: 'required' }]);
    expect(issues({ amountOfBreastMilk: 0 })).toEqual([]);
    expect(issues({ amountOfBreastMilk: 2000 })).toEqual([]);
    expect(issues({ weight: 351 })).toEqual([{ field: 'weight', reason: 'out_of_range' }]);
    expect(issues({ amountOfBreastMilk: 2001 })).toEqual([{ field: 'amountOfBreastMilk', reason: 'out_of_range' }]);
    expect(issues({ amountOfBreastMilk: -1 })).toEqual([{ field: 'amountOfBreastMilk', reason: 'out_of_range' }]);
    // A 6-month-old of 120 cm is far beyond +6 SD; one of 67.6 cm and 30 kg far beyond +5.
    expect(issues({ height: 120 }, baby)).toEqual([{ field: 'height', reason: 'implausible_for_age' }]);
    expect(issues({ weight: 30 }, baby)).toEqual([{ field: 'weight', reason: 'implausible_for_age' }]);
    // A 15-year-old (no weight-for-age) of 168 cm and 150 kg: BMI 53, beyond +5 SD.
    expect(issues({ weight: 150 }, sample('15-year-old'))).toEqual([{ field: 'weight', reason: 'implausible_for_age' }]);
  });
});

describe('validation: what depends on another field waits for it (README "Input")', () => {
  const issues = (input: Partial<DietInput>, base: DietInput = adult) => validateDietInput({ ...base, ...input });
  const woman = { ...adult, genderId: 2 as const, pregnancyStageId: 2 as const };
  /** A boy of 7 years, 122 cm and 23 kg (near the WHO medians), his exercise not answered. */
  const boy = { ...baby, age: 7, ageUnitId: 1 as const, height: 122, weight: 23 };

  it('reports only the age when the age is refused: no exercise asked, no pregnancy judged, no growth check', () => {
    expect(issues({ exerciseIntensityId: 2 }, boy)).toEqual([]);
    expect(issues({}, boy)).toEqual([{ field: 'exerciseIntensityId', reason: 'required' }]);
    // A missing age, a fraction of a year, a unit not offered, a child of 19, an adult in months or of 16.
    expect(issues({ age: Number.NaN }, woman)).toEqual([{ field: 'age', reason: 'required' }]);
    expect(issues({ age: 7.5 }, boy)).toEqual([{ field: 'age', reason: 'not_a_whole_number' }]);
    expect(issues({ ageUnitId: 3 as 1 }, boy)).toEqual([{ field: 'ageUnitId', reason: 'invalid_choice' }]);
    expect(issues({ age: 19, height: 176, weight: 65 }, boy)).toEqual([{ field: 'age', reason: 'kid_age_out_of_range' }]);
    expect(issues({ age: 20, ageUnitId: 2 }, woman)).toEqual([{ field: 'ageUnitId', reason: 'adult_age_in_years' }]);
    expect(issues({ age: 16 }, woman)).toEqual([{ field: 'age', reason: 'adult_age_out_of_range' }]);
  });

  it('judges no age against a purpose that is not one', () => {
    // 10 months would be refused as an adult's age (adult_age_in_years), but there is no purpose to say whose.
    expect(issues({ purposeId: 9 as 1, age: 10, ageUnitId: 2 })).toEqual([{ field: 'purposeId', reason: 'invalid_choice' }]);
  });

  it('checks a child’s growth only with a height and a weight in range', () => {
    // A client's JSON can carry null where the type says a number: the engine checks what was posted.
    const posted: Partial<DietInput> = JSON.parse('{"height": null}');
    expect(issues(posted, baby)).toEqual([{ field: 'height', reason: 'required' }]);
    expect(issues({ height: 251 }, baby)).toEqual([{ field: 'height', reason: 'out_of_range' }]);
  });

  it('refuses a weight-for-age beyond WHO Anthro’s limits (below −6, above +5) even with length and BMI within theirs', () => {
    // A girl of 2 years (placed at 30 months), 72 cm and 5.5 kg: length-for-age −5.3, BMI-for-age −4.7, weight-for-age −6.1.
    expect(issues({ genderId: 2, age: 2, ageUnitId: 1, height: 72, weight: 5.5 }, baby)).toEqual([{ field: 'weight', reason: 'implausible_for_age' }]);
    // A boy of 24 months, 104 cm and 24 kg: length-for-age +5.3, BMI-for-age +3.9, weight-for-age +6.6.
    expect(issues({ age: 24, height: 104, weight: 24 }, baby)).toEqual([{ field: 'weight', reason: 'implausible_for_age' }]);
  });

  it('takes a pregnancy stage from a woman of 18 to 55 years only', () => {
    const person = (genderId: 1 | 2, age: number, ageUnitId: 1 | 2 = 1) => ({ genderId, age, ageUnitId });
    expect([17, 18, 55, 56].map((age) => isChildbearing(person(2, age), false))).toEqual([false, true, true, false]);
    expect(isChildbearing(person(2, 30, 2), false)).toBe(false);
    expect(isChildbearing(person(1, 30), false)).toBe(false);
    expect(isChildbearing(person(2, 18), true)).toBe(false);
    expect(issues({ age: 18 }, woman)).toEqual([]);
  });
});

// ---- properties --------------------------------------------------------------------------

const levelArb = fc.constantFrom<Level>(1, 2, 3);
const reportArb: fc.Arbitrary<GeneReport | null> = fc.option(
  fc.record({
    isAvailable: fc.boolean(),
    metabolism: fc.record({ carbohydrate: levelArb, fat: levelArb, protein: levelArb }),
    nutritionalRequirements: fc.record({ vitaminA: levelArb, vitaminB2: levelArb, vitaminB6: levelArb, vitaminB12: levelArb, vitaminC: levelArb, vitaminD: levelArb, vitaminE: levelArb, folate: levelArb }),
    detoxification: fc.record({ value: fc.constantFrom<1 | 2>(1, 2) }),
  }),
  { nil: null },
);
const conditionsArb = (kid: boolean) => fc.subarray(kid ? [3, 4, 5, 6, 7] : [1, 2, 3, 4, 5, 6, 7]) as fc.Arbitrary<DietInput['medicalConditionIds']>;

const adultArb: fc.Arbitrary<DietInput> = fc
  .record({
    purposeId: fc.constantFrom<1 | 3>(1, 3),
    weightGoalId: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
    genderId: fc.constantFrom<1 | 2>(1, 2),
    age: fc.integer({ min: 18, max: 120 }),
    height: fc.integer({ min: 140, max: 200 }),
    weight: fc.integer({ min: 35, max: 160 }),
    occupationTypeId: fc.constantFrom<1 | 2 | 3 | 4>(1, 2, 3, 4),
    exerciseIntensityId: fc.constantFrom<0 | 1 | 2 | 3 | 4>(0, 1, 2, 3, 4),
    pregnancyStageId: fc.constantFrom<1 | 2 | 3 | 4>(1, 2, 3, 4),
    medicalConditionIds: conditionsArb(false),
    amountOfBreastMilk: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
  })
  .map((values) => ({
    ...values,
    ageUnitId: 1 as const,
    pregnancyStageId: values.genderId === 2 && values.age <= 55 ? values.pregnancyStageId : null,
  }));

/** A child near the WHO curves: z-scores of −3 to 3 at the placement age. */
const kidArb: fc.Arbitrary<DietInput> = fc
  .record({
    months: fc.option(fc.integer({ min: 0, max: 24 }), { nil: null }),
    years: fc.integer({ min: 2, max: 18 }),
    genderId: fc.constantFrom<1 | 2>(1, 2),
    heightZ: fc.double({ min: -3, max: 3, noNaN: true }),
    bmiZ: fc.double({ min: -2.5, max: 2.5, noNaN: true }),
    exerciseIntensityId: fc.constantFrom<0 | 1 | 2 | 3 | 4>(0, 1, 2, 3, 4),
    medicalConditionIds: conditionsArb(true),
    amountOfBreastMilk: fc.option(fc.integer({ min: 0, max: 1200 }), { nil: null }),
  })
  .map(({ months, years, genderId, heightZ, bmiZ, ...rest }) => {
    const ageUnitId = months === null ? (1 as const) : (2 as const);
    const age = months ?? years;
    const placement = months === null ? years * 12 + 6 : months + 0.5;
    const height = Math.round(valueAtZ(lmsAt(genderId, 'lengthHeightForAge', placement)!, heightZ) * 10) / 10;
    const bmi = valueAtZ(lmsAt(genderId, 'bmiForAge', placement)!, bmiZ);
    const weight = Math.round(bmi * (height / 100) ** 2 * 10) / 10;
    return { purposeId: 2 as const, weightGoalId: null, genderId, age, ageUnitId, height, weight, occupationTypeId: null, pregnancyStageId: null, ...rest };
  })
  .filter((input) => validateDietInput(input).length === 0);

const personArb = fc.oneof(adultArb, kidArb);

/** Fewer cases under Stryker (vitest.mutants.config.ts), where every mutant runs the suite again. */
const runs = (cases: number) => ({ numRuns: Number(process.env.NUTRITION_PROPERTY_RUNS ?? cases) });

// A shared two-core machine can be slow: a property of 150 cases gets a minute, not the default 5 s.
describe('properties', { timeout: 60_000 }, () => {
  test.prop([personArb, reportArb], runs(150))('never shows a negative or zero amount, and each range holds its amount', (input, geneReport) => {
    const result = calculateDietResult(input, geneReport);
    const { total, breastfeeding, food } = result.recommendedDailyCalorieIntake;
    expect(breastfeeding + food).toBe(total);
    expect(Math.min(total, breastfeeding, food)).toBeGreaterThanOrEqual(0);
    for (const meal of result.meals)
      for (const group of meal.groups)
        for (const item of group.foods) {
          expect(item.min).toBeGreaterThan(0);
          expect(item.min).toBeLessThanOrEqual(item.amount);
          expect(item.amount).toBeLessThanOrEqual(item.max);
        }
    if (result.infantFormula) expect(result.infantFormula.min).toBeGreaterThan(0);
  });

  test.prop([personArb, reportArb], runs(150))('gives macronutrient ratios that add up to 100', (input, geneReport) => {
    const { carbohydrate, fat, protein } = calculateDietResult(input, geneReport).nutritionalRequirements.macronutrientRatios;
    expect(carbohydrate + fat + protein).toBe(100);
  });

  test.prop([adultArb, fc.constantFrom<1 | 2 | 3>(1, 2, 3), fc.constantFrom<0 | 1 | 2 | 3>(0, 1, 2, 3)], runs(150))(
    'never lowers an adult’s energy when the job or the exercise is harder',
    (input, occupation, exercise) => {
      const energy = (occupationTypeId: 1 | 2 | 3 | 4, exerciseIntensityId: 0 | 1 | 2 | 3 | 4) =>
        calculateDietResult({ ...input, occupationTypeId, exerciseIntensityId }, null).recommendedDailyCalorieIntake.total;
      expect(energy((occupation + 1) as 2, exercise)).toBeGreaterThanOrEqual(energy(occupation, exercise));
      expect(energy(occupation, (exercise + 1) as 1)).toBeGreaterThanOrEqual(energy(occupation, exercise));
    },
  );

  test.prop([kidArb.filter((input) => input.ageUnitId === 1 && input.age >= 6), fc.constantFrom<0 | 1 | 2 | 3>(0, 1, 2, 3)], runs(100))(
    'never lowers a child’s energy when the exercise is harder',
    (input, exercise) => {
      const energy = (exerciseIntensityId: 0 | 1 | 2 | 3 | 4) => calculateDietResult({ ...input, exerciseIntensityId }, null).recommendedDailyCalorieIntake.total;
      expect(energy((exercise + 1) as 1)).toBeGreaterThanOrEqual(energy(exercise));
    },
  );

  test.prop([adultArb], runs(200))('never diets an adult below the floor (1,200 kcal women, 1,500 men, BMR, 1,800 breastfeeding), unless their needs are lower still', (input) => {
    const result = calculateDietResult(input, null);
    // The needs, written out here: Mifflin-St Jeor × PAL + the NIN increment.
    const bmr = 10 * input.weight + 6.25 * input.height - 5 * input.age + (input.genderId === 1 ? 5 : -161);
    const pal = [1.4, 1.5, 1.7, 2.0][input.occupationTypeId! - 1] + 0.1 * input.exerciseIntensityId!;
    const stage = input.pregnancyStageId ?? 1;
    const milk = input.amountOfBreastMilk;
    const increment = stage === 4 ? (milk === null || milk === 0 ? 500 : Math.round((500 * Math.min(milk, 1500)) / 780)) : [0, 0, 250, 450][stage];
    const needs = bmr * pal + increment;
    const floor = Math.max(input.genderId === 1 ? 1500 : 1200, bmr, stage === 4 ? 1800 : 0);
    expect(result.recommendedDailyCalorieIntake.total).toBeGreaterThanOrEqual(Math.round(Math.min(needs, floor)));
  });
});
