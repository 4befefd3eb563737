import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAST_MILK_KCAL_PER_ML, ENERGY_FLOOR_KCAL, EXERCISE_PAL_INCREMENT, INFANT_FORMULA_KCAL_PER_ML, LACTATION_ENERGY_FLOOR_KCAL, LAST_BREASTFEEDING_SHARE_MONTH, MAX_BREAST_MILK_ML, OCCUPATION_PAL, PAL_RANGE, PREGNANCY_INCREMENT_KCAL, TYPICAL_BREAST_MILK_KCAL, TYPICAL_BREAST_MILK_ML, WEIGHT_GOAL_ADJUSTMENT_KCAL, adultEnergy, goalAdjustment, kidActivity, kidEnergy, kidEnergyBand, lactationIncrement, mifflinStJeor, physicalActivityLevel } from './energy';
import type { AdultEnergyInput } from './energy';

const base: AdultEnergyInput = {
  gender: 1,
  ageYears: 35,
  heightCm: 170,
  weightKg: 80,
  bmi: 27.7,
  occupationTypeId: 1,
  exerciseIntensityId: 1,
  weightGoalId: 3,
  pregnancyStageId: 1,
  amountOfBreastMilk: null,
};

describe('adults', () => {
  it('worked example: a man of 35, 170 cm, 80 kg, office job, light exercise, losing weight', () => {
    // BMR = 10·80 + 6.25·170 − 5·35 + 5 = 800 + 1062.5 − 175 + 5 = 1692.5
    // PAL = 1.40 (office job) + 0.10 (light exercise) = 1.50; maintenance = 1692.5 × 1.5 = 2538.75
    // losing: 2538.75 − 500 = 2038.75 → 2039; floor = max(1500, BMR 1692.5) = 1692.5, not reached
    const energy = adultEnergy({ ...base, weightGoalId: 2 });
    expect(energy).toEqual({ kind: 'adult', bmr: 1693, pal: 1.5, maintenance: 2539, goalAdjustment: -500, pregnancyIncrement: 0, lactationIncrement: 0, floor: 1693, floored: false, total: 2039 });
  });

  it('worked example: a woman of 28 in her second trimester, 158 cm, 55 kg, office job, moderate exercise, asking to lose weight', () => {
    // BMR = 10·55 + 6.25·158 − 5·28 − 161 = 550 + 987.5 − 140 − 161 = 1236.5
    // PAL = 1.40 + 0.20 = 1.60; maintenance = 1978.4; NIN second trimester +250 → 2228.4 → 2228
    // no deficit in pregnancy: the goal adds 0
    const energy = adultEnergy({ ...base, gender: 2, ageYears: 28, heightCm: 158, weightKg: 55, bmi: 22, exerciseIntensityId: 2, weightGoalId: 2, pregnancyStageId: 2 });
    expect(energy.bmr).toBe(1237);
    expect(energy.pal).toBe(1.6);
    expect(energy.pregnancyIncrement).toBe(250);
    expect(energy.goalAdjustment).toBe(0);
    expect(energy.total).toBe(2228);
    // Third trimester: 1978.4 + 450 = 2428.4
    expect(adultEnergy({ ...base, gender: 2, ageYears: 28, heightCm: 158, weightKg: 55, bmi: 22, exerciseIntensityId: 2, weightGoalId: 3, pregnancyStageId: 3 }).total).toBe(2428);
  });

  it('worked example: a breastfeeding mother of 30, 155 cm, 52 kg, office job, no exercise, 600 ml of milk a day, losing weight', () => {
    // BMR = 520 + 968.75 − 150 − 161 = 1177.75; × 1.40 = 1648.85
    // lactation: NIN +500 kcal for ~780 ml → 500 × 600 / 780 = 384.6 → 385; needs = 2033.85
    // losing: 2033.85 − 500 = 1533.85, under the lactation floor of 1800 (IOM 1991) → 1800
    const energy = adultEnergy({ ...base, gender: 2, ageYears: 30, heightCm: 155, weightKg: 52, bmi: 21.6, exerciseIntensityId: 0, weightGoalId: 2, pregnancyStageId: 4, amountOfBreastMilk: 600 });
    expect(energy.lactationIncrement).toBe(385);
    expect(energy.floor).toBe(1800);
    expect(energy.floored).toBe(true);
    expect(energy.total).toBe(1800);
    // Maintaining, the same mother needs 2033.85 → 2034.
    expect(adultEnergy({ ...base, gender: 2, ageYears: 30, heightCm: 155, weightKg: 52, bmi: 21.6, exerciseIntensityId: 0, pregnancyStageId: 4, amountOfBreastMilk: 600 }).total).toBe(2034);
  });

  it('scales the lactation increment by the milk made, NIN’s +500 when it is not known, at most 1500 ml', () => {
    expect(lactationIncrement(null)).toBe(500);
    expect(lactationIncrement(0)).toBe(500);
    expect(lactationIncrement(780)).toBe(500);
    expect(lactationIncrement(390)).toBe(250);
    expect(lactationIncrement(1500)).toBe(962);
    expect(lactationIncrement(3000)).toBe(962);
  });

  it('uses Mifflin-St Jeor: +5 for men, −161 for women', () => {
    expect(mifflinStJeor(1, 70, 175, 30)).toBe(700 + 1093.75 - 150 + 5);
    expect(mifflinStJeor(2, 70, 175, 30)).toBe(700 + 1093.75 - 150 - 161);
  });

  it('spans FAO/WHO/UNU’s 1.40 to 2.40 with the job and the exercise', () => {
    expect(physicalActivityLevel(1, 0)).toBe(1.4);
    expect(physicalActivityLevel(2, 0)).toBe(1.5);
    expect(physicalActivityLevel(3, 0)).toBe(1.7);
    expect(physicalActivityLevel(4, 0)).toBe(2.0);
    expect([0, 1, 2, 3, 4].map((exercise) => physicalActivityLevel(1, exercise as 0))).toEqual([1.4, 1.5, 1.6, 1.7, 1.8]);
    expect(physicalActivityLevel(4, 4)).toBe(2.4);
  });

  it('adjusts for the goal only where it is safe', () => {
    expect(goalAdjustment(2, 22, 1)).toBe(-500);
    expect(goalAdjustment(2, 18.5, 1)).toBe(-500);
    expect(goalAdjustment(2, 18.49, 1)).toBe(0);
    expect(goalAdjustment(2, 22, 2)).toBe(0);
    expect(goalAdjustment(2, 22, 3)).toBe(0);
    expect(goalAdjustment(2, 22, 4)).toBe(-500);
    expect(goalAdjustment(1, 17, 1)).toBe(500);
    expect(goalAdjustment(1, 22, 3)).toBe(0);
    expect(goalAdjustment(1, 22, 4)).toBe(500);
    expect(goalAdjustment(3, 22, 1)).toBe(0);
  });

  it('never diets a woman below 1,200 kcal, and never raises the total above her needs', () => {
    // A woman of 60, 150 cm, 50 kg, office job, no exercise: BMR = 500 + 937.5 − 300 − 161 = 976.5;
    // × 1.4 = 1367.1; losing: 867.1 → floor max(1200, 976.5) = 1200.
    const small = { ...base, gender: 2 as const, ageYears: 60, heightCm: 150, weightKg: 50, bmi: 22.2, exerciseIntensityId: 0 as const, weightGoalId: 2 as const };
    expect(adultEnergy(small).total).toBe(1200);
    expect(adultEnergy(small).floored).toBe(true);
    // A woman of 110, 140 cm, 35 kg: BMR = 350 + 875 − 550 − 161 = 514 → needs 719.6 < 1200: losing gives her needs, 720.
    const tiny = { ...small, ageYears: 110, heightCm: 140, weightKg: 35, bmi: 17.9 };
    expect(adultEnergy(tiny).total).toBe(720);
    expect(adultEnergy(tiny).floored).toBe(false);
    // A man's floor is 1,500: a man of 70, 160 cm, 55 kg: BMR = 550 + 1000 − 350 + 5 = 1205; × 1.4 = 1687 → losing 1187 → 1500.
    expect(adultEnergy({ ...base, ageYears: 70, heightCm: 160, weightKg: 55, bmi: 21.5, exerciseIntensityId: 0, weightGoalId: 2 }).total).toBe(1500);
  });

  it('adds 500 kcal to gain weight', () => {
    expect(adultEnergy({ ...base, weightGoalId: 1 }).total).toBe(Math.round(1692.5 * 1.5 + 500));
  });
});

describe('kids', () => {
  it('bands ages as NIN 2016 does', () => {
    expect([0, 5, 6, 8, 9, 11, 12, 35, 36, 71, 72, 95, 96, 119, 120, 143, 144, 179, 180, 216].map(kidEnergyBand)).toEqual([
      '0-5m', '0-5m', '6-8m', '6-8m', '9-11m', '9-11m', '1-2y', '1-2y', '3-5y', '3-5y', '6-7y', '6-7y', '8-9y', '8-9y', '10-11y', '10-11y', '12-14y', '12-14y', '15-19y', '15-19y',
    ]);
  });

  it('maps exercise to NIN’s activity levels', () => {
    expect([null, 0, 1, 2, 3, 4].map((value) => kidActivity(value as 0 | null))).toEqual(['moderate', 'light', 'light', 'moderate', 'heavy', 'heavy']);
  });

  it('worked example: a 6-month-old boy, breast milk not measured', () => {
    // NIN 6-8 months, boy: 650 kcal; WHO's typical breast milk at 6-8 months: 413 kcal; food 650 − 413 = 237
    expect(kidEnergy(1, 6, null, null)).toEqual({ kind: 'kid', band: '6-8m', activity: 'moderate', total: 650, breastfeeding: 413, food: 237 });
  });

  it('counts measured breast milk at 0.67 kcal/ml, never more than the day', () => {
    // 9-11 months girl: 650 kcal; 500 ml × 0.67 = 335 → food 315
    expect(kidEnergy(2, 10, null, 500)).toMatchObject({ total: 650, breastfeeding: 335, food: 315 });
    // A 3-month-old boy on 700 ml: 469 kcal of 550 → 81 kcal to make up with formula
    expect(kidEnergy(1, 3, null, 700)).toMatchObject({ total: 550, breastfeeding: 469, food: 81 });
    expect(kidEnergy(1, 3, null, 1000)).toMatchObject({ total: 550, breastfeeding: 550, food: 0 });
    // Not breastfed: 0 ml
    expect(kidEnergy(1, 18, null, 0)).toMatchObject({ total: 1000, breastfeeding: 0, food: 1000 });
  });

  it('assumes all milk before 6 months, WHO’s averages to 23 months, nothing from two years', () => {
    expect(kidEnergy(2, 2, null, null)).toMatchObject({ total: 500, breastfeeding: 500, food: 0 });
    expect(kidEnergy(1, 9, null, null)).toMatchObject({ total: 700, breastfeeding: 379, food: 321 });
    expect(kidEnergy(1, 12, null, null)).toMatchObject({ total: 1000, breastfeeding: 346, food: 654 });
    expect(kidEnergy(1, 23, null, null)).toMatchObject({ breastfeeding: 346 });
    expect(kidEnergy(2, 24, null, null)).toMatchObject({ total: 930, breastfeeding: 0, food: 930 });
    // Measured milk counts up to 24 months, not after.
    expect(kidEnergy(2, 24, null, 300)).toMatchObject({ breastfeeding: 201, food: 729 });
    expect(kidEnergy(2, 25, null, 300)).toMatchObject({ breastfeeding: 0, food: 930 });
  });

  it('worked example: a 15-year-old boy with moderate exercise, and the misprint corrected for heavy activity', () => {
    expect(kidEnergy(1, 180, 2, null)).toMatchObject({ band: '15-19y', total: 2820, breastfeeding: 0, food: 2820 });
    expect(kidEnergy(1, 180, 0, null).total).toBe(2500);
    // 2,820 × 1.11 ≈ 3,130; the other rows' heavy/moderate ratios are 1.11-1.13; 3,140 it is.
    expect(kidEnergy(1, 180, 4, null).total).toBe(3140);
    expect(kidEnergy(2, 180, 3, null).total).toBe(2650);
  });
});

describe('the NIN 2016 table of README.md', () => {
  it('gives every band, sex and activity its figure, from the first month of the band to the last', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const rows = [...readme.matchAll(/^\| (\d+)-(\d+) (months|years)(?: \(light \/ moderate \/ heavy\))? \| ([\d,* /]+) \| ([\d,* /]+) \|$/gm)];
    expect(rows).toHaveLength(10);
    const figures = (cell: string) => cell.split('/').map((figure) => Number(figure.replace(/[,*\s]/g, '')));
    // Exercise answers: none and light → light, moderate → moderate, heavy and vigorous → heavy.
    const exercises = [[0, 1], [2], [3, 4]] as const;
    for (const [, from, to, unit, boys, girls] of rows) {
      const months = unit === 'months' ? [Number(from), Number(to)] : [Number(from) * 12, (Number(to) + 1) * 12 - 1];
      for (const [gender, cell] of [[1, boys], [2, girls]] as const) {
        const kcal = figures(cell);
        for (const month of months) {
          exercises.forEach((answers, activity) => {
            for (const exercise of answers) expect(kidEnergy(gender, month, exercise, 0).total, `${gender} ${month} months, exercise ${exercise}`).toBe(kcal[kcal.length === 1 ? 0 : activity]);
          });
        }
      }
    }
  });
});

describe('constants and their sources', () => {
  it('keeps PAL inside FAO/WHO/UNU’s 1.40-2.40, reached at both ends', () => {
    const pals = Object.values(OCCUPATION_PAL).flatMap((occupation) => Object.values(EXERCISE_PAL_INCREMENT).map((exercise) => Math.round((occupation + exercise) * 100) / 100));
    expect(PAL_RANGE).toEqual({ min: Math.min(...pals), max: Math.max(...pals) });
    expect(PAL_RANGE).toEqual({ min: 1.4, max: 2.4 });
  });

  it('has the cited figures', () => {
    expect(WEIGHT_GOAL_ADJUSTMENT_KCAL).toBe(500);
    expect(ENERGY_FLOOR_KCAL).toEqual({ 1: 1500, 2: 1200 });
    expect(LACTATION_ENERGY_FLOOR_KCAL).toBe(1800);
    expect(PREGNANCY_INCREMENT_KCAL).toEqual({ 1: 0, 2: 250, 3: 450 });
    expect(TYPICAL_BREAST_MILK_ML).toBe(780);
    expect(MAX_BREAST_MILK_ML).toBe(1500);
    expect(BREAST_MILK_KCAL_PER_ML).toBe(0.67);
    expect(INFANT_FORMULA_KCAL_PER_ML).toBe(0.67);
    expect(TYPICAL_BREAST_MILK_KCAL).toEqual({ '6-8m': 413, '9-11m': 379, '12-23m': 346 });
    expect(LAST_BREASTFEEDING_SHARE_MONTH).toBe(24);
  });
});
