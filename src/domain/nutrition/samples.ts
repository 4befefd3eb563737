import { calculateDietResult } from './calculate';
import type { GeneReport } from './diet-plans';
import type { DietInput } from './input';

/**
 * Sample inputs for the benchmark ("the engine's time per calculation": bench/ can time
 * calculateDietResult over SAMPLE_DIET_CASES) and for examples in docs. One of each kind of person
 * the quiz serves, with and without a report.
 */

export const SAMPLE_REPORT: GeneReport = {
  isAvailable: true,
  metabolism: { carbohydrate: 3, fat: 2, protein: 1 },
  nutritionalRequirements: { vitaminA: 1, vitaminB2: 2, vitaminB6: 2, vitaminB12: 3, vitaminC: 1, vitaminD: 1, vitaminE: 2, folate: 2 },
  detoxification: { value: 1 },
};

const adult: DietInput = {
  purposeId: 1,
  weightGoalId: 2,
  genderId: 1,
  age: 35,
  ageUnitId: 1,
  height: 170,
  weight: 80,
  occupationTypeId: 1,
  exerciseIntensityId: 1,
  pregnancyStageId: null,
  medicalConditionIds: [],
  amountOfBreastMilk: null,
};

const kid: DietInput = {
  purposeId: 2,
  weightGoalId: null,
  genderId: 1,
  age: 6,
  ageUnitId: 2,
  height: 67.6,
  weight: 7.9,
  occupationTypeId: null,
  exerciseIntensityId: null,
  pregnancyStageId: null,
  medicalConditionIds: [],
  amountOfBreastMilk: null,
};

export const SAMPLE_DIET_CASES: ReadonlyArray<{ name: string; input: DietInput; report: GeneReport | null }> = [
  { name: 'adult man losing weight', input: adult, report: null },
  { name: 'adult man losing weight, with report', input: adult, report: SAMPLE_REPORT },
  { name: 'woman in her second trimester', input: { ...adult, genderId: 2, age: 28, height: 158, weight: 55, exerciseIntensityId: 2, pregnancyStageId: 2 }, report: null },
  { name: 'breastfeeding mother', input: { ...adult, genderId: 2, age: 30, height: 155, weight: 52, exerciseIntensityId: 0, pregnancyStageId: 4, amountOfBreastMilk: 600 }, report: SAMPLE_REPORT },
  { name: '6-month-old', input: kid, report: null },
  { name: '2-year-old', input: { ...kid, genderId: 2, age: 2, ageUnitId: 1, height: 89, weight: 12.5 }, report: null },
  { name: '15-year-old', input: { ...kid, age: 15, ageUnitId: 1, height: 168, weight: 60, exerciseIntensityId: 2 }, report: SAMPLE_REPORT },
];

/**
 * The engine's time per calculation: runs every sample `rounds` times and divides the time the
 * clock measured. bench/ passes performance.now; no test asserts a timing (docs/testing.md).
 */
export function measureDietCalculation(now: () => number, rounds = 100): { calculations: number; msPerCalculation: number } {
  const start = now();
  for (let round = 0; round < rounds; round++) for (const { input, report } of SAMPLE_DIET_CASES) calculateDietResult(input, report);
  const calculations = rounds * SAMPLE_DIET_CASES.length;
  return { calculations, msPerCalculation: (now() - start) / calculations };
}
