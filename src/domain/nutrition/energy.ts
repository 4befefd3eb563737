import { EXERCISE_INTENSITY, GENDER, PREGNANCY_STAGE, WEIGHT_GOAL } from './enumerations';
import type { ExerciseIntensityId, GenderId, OccupationTypeId, PregnancyStageId, WeightGoalId } from './enumerations';

/** Daily energy, in kcal (README.md "Adults: energy" and "Kids: energy" give every source). */

// ---- adults -------------------------------------------------------------------------------

/**
 * Mifflin-St Jeor resting energy (Mifflin MD, St Jeor ST et al., Am J Clin Nutr 1990;51:241-7):
 * 10·kg + 6.25·cm − 5·years + 5 for men, − 161 for women.
 */
export function mifflinStJeor(gender: GenderId, weightKg: number, heightCm: number, ageYears: number): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * ageYears + (gender === GENDER.male ? 5 : -161);
}

/**
 * Physical activity level (PAL, total energy ÷ BMR) from the job and the exercise on top of it,
 * inside the FAO/WHO/UNU (2004) range of lifestyles that can be kept up: sedentary/light
 * 1.40-1.69, active 1.70-1.99, vigorous 2.00-2.40. An office job is the bottom of the range, hard
 * labour its vigorous band; each step of exercise adds 0.10, so hard labour with vigorous
 * exercise reaches the top, 2.40.
 */
export const OCCUPATION_PAL: Readonly<Record<OccupationTypeId, number>> = { 1: 1.4, 2: 1.5, 3: 1.7, 4: 2.0 };
export const EXERCISE_PAL_INCREMENT: Readonly<Record<ExerciseIntensityId, number>> = { 0: 0, 1: 0.1, 2: 0.2, 3: 0.3, 4: 0.4 };
export const PAL_RANGE = { min: 1.4, max: 2.4 } as const;

export const physicalActivityLevel = (occupation: OccupationTypeId, exercise: ExerciseIntensityId): number =>
  Math.round((OCCUPATION_PAL[occupation] + EXERCISE_PAL_INCREMENT[exercise]) * 100) / 100;

/** A deficit or surplus of 500 kcal a day, about 0.5 kg a week (NHLBI 1998 clinical guidelines). */
export const WEIGHT_GOAL_ADJUSTMENT_KCAL = 500;
/**
 * Never below these without a health professional (Harvard Health Publishing; NHLBI 1998 gives
 * 1,000-1,200 kcal for women and 1,200-1,600 for men as the low-calorie range), and never below
 * the person's own BMR.
 */
export const ENERGY_FLOOR_KCAL: Readonly<Record<GenderId, number>> = { 1: 1500, 2: 1200 };
/** A breastfeeding mother should not eat less than 1,800 kcal a day (IOM, Nutrition During Lactation, 1991). */
export const LACTATION_ENERGY_FLOOR_KCAL = 1800;

/**
 * Pregnancy and lactation, from Vietnam's National Institute of Nutrition recommended intakes
 * (Viện Dinh dưỡng, Nhu cầu dinh dưỡng khuyến nghị cho người Việt Nam, 2016): +50 kcal in the
 * first trimester, +250 in the second, +450 in the third, +500 while breastfeeding (first six
 * months). Stage 1 joins "not pregnant" and "first trimester", so it adds nothing: the +50 kcal
 * cannot be given to only the pregnant half of that answer.
 */
export const PREGNANCY_INCREMENT_KCAL: Readonly<Record<Exclude<PregnancyStageId, 4>, number>> = { 1: 0, 2: 250, 3: 450 };
export const LACTATION_INCREMENT_KCAL = 500;
/** The milk the NIN increment is for: about 750-800 ml a day in the first six months (FAO/WHO/UNU 2004, §6). */
export const TYPICAL_BREAST_MILK_ML = 780;
/** The most milk one mother makes (twins, exclusively breastfed); larger answers count as this. */
export const MAX_BREAST_MILK_ML = 1500;

/** The lactation increment for the milk the mother makes: NIN's +500 kcal scaled by ml ÷ 780; unknown → +500. */
export function lactationIncrement(amountOfBreastMilkMl: number | null): number {
  if (amountOfBreastMilkMl === null || amountOfBreastMilkMl <= 0) return LACTATION_INCREMENT_KCAL;
  return Math.round((LACTATION_INCREMENT_KCAL * Math.min(amountOfBreastMilkMl, MAX_BREAST_MILK_ML)) / TYPICAL_BREAST_MILK_ML);
}

export interface AdultEnergyInput {
  gender: GenderId;
  ageYears: number;
  heightCm: number;
  weightKg: number;
  bmi: number;
  occupationTypeId: OccupationTypeId;
  exerciseIntensityId: ExerciseIntensityId;
  weightGoalId: WeightGoalId;
  pregnancyStageId: PregnancyStageId;
  amountOfBreastMilk: number | null;
}

export interface AdultEnergy {
  kind: 'adult';
  bmr: number;
  pal: number;
  maintenance: number;
  /** What the weight goal changed: −500, 0 or +500 before the floor. */
  goalAdjustment: number;
  pregnancyIncrement: number;
  lactationIncrement: number;
  floor: number;
  /** True when the floor raised the total. */
  floored: boolean;
  total: number;
}

/** The goal's adjustment, where it is safe: no deficit for an underweight adult or during pregnancy, no change to the pregnancy increments. */
export function goalAdjustment(goal: WeightGoalId, bmi: number, pregnancyStageId: PregnancyStageId): number {
  const pregnant = pregnancyStageId === PREGNANCY_STAGE.secondTrimester || pregnancyStageId === PREGNANCY_STAGE.thirdTrimester;
  if (goal === WEIGHT_GOAL.lose) return bmi < 18.5 || pregnant ? 0 : -WEIGHT_GOAL_ADJUSTMENT_KCAL;
  if (goal === WEIGHT_GOAL.gain) return pregnant ? 0 : WEIGHT_GOAL_ADJUSTMENT_KCAL;
  return 0;
}

/**
 * An adult's daily energy: BMR × PAL, plus the pregnancy or lactation increment, plus the goal's
 * adjustment. A deficit never takes the total under the floor; when even the needs without the
 * deficit are under the floor (a very small, inactive person) the total is those needs: the floor
 * limits dieting, it does not prescribe eating more than one needs.
 */
export function adultEnergy(input: AdultEnergyInput): AdultEnergy {
  const bmr = mifflinStJeor(input.gender, input.weightKg, input.heightCm, input.ageYears);
  const pal = physicalActivityLevel(input.occupationTypeId, input.exerciseIntensityId);
  const maintenance = bmr * pal;
  const adjustment = goalAdjustment(input.weightGoalId, input.bmi, input.pregnancyStageId);
  const breastfeeding = input.pregnancyStageId === PREGNANCY_STAGE.breastfeeding;
  const pregnancyIncrement = breastfeeding ? 0 : PREGNANCY_INCREMENT_KCAL[input.pregnancyStageId as Exclude<PregnancyStageId, 4>];
  const lactation = breastfeeding ? lactationIncrement(input.amountOfBreastMilk) : 0;
  const needs = maintenance + pregnancyIncrement + lactation;
  const floor = Math.max(ENERGY_FLOOR_KCAL[input.gender], bmr, breastfeeding ? LACTATION_ENERGY_FLOOR_KCAL : 0);
  const adjusted = needs + adjustment;
  const total = adjustment < 0 ? Math.max(adjusted, Math.min(needs, floor)) : adjusted;
  const floored = total > adjusted;
  return {
    kind: 'adult',
    bmr: Math.round(bmr),
    pal,
    maintenance: Math.round(maintenance),
    goalAdjustment: adjustment,
    pregnancyIncrement,
    lactationIncrement: lactation,
    floor: Math.round(floor),
    floored,
    total: Math.round(total),
  };
}

// ---- kids ---------------------------------------------------------------------------------

export type KidEnergyBand = '0-5m' | '6-8m' | '9-11m' | '1-2y' | '3-5y' | '6-7y' | '8-9y' | '10-11y' | '12-14y' | '15-19y';
export type KidActivity = 'light' | 'moderate' | 'heavy';

/**
 * Recommended energy intake for Vietnamese children, kcal/day, by sex (NIN 2016, as reproduced
 * by VnExpress, 2019, "Lên thực đơn đủ chất cho trẻ thế nào"). Under 6 years one figure per band;
 * from 6 years light / moderate / heavy activity. The reproduction prints 2,680 for boys of 15-19
 * with heavy activity, below their moderate 2,820: a misprint. We use 3,140, the moderate figure
 * × 1.11, the heavy-to-moderate ratio of every other row (README.md says so).
 */
export const KID_ENERGY_KCAL: Readonly<Record<KidEnergyBand, Readonly<Record<GenderId, Readonly<Record<KidActivity, number>>>>>> = {
  '0-5m': { 1: flat(550), 2: flat(500) },
  '6-8m': { 1: flat(650), 2: flat(600) },
  '9-11m': { 1: flat(700), 2: flat(650) },
  '1-2y': { 1: flat(1000), 2: flat(930) },
  '3-5y': { 1: flat(1320), 2: flat(1230) },
  '6-7y': { 1: { light: 1360, moderate: 1570, heavy: 1770 }, 2: { light: 1270, moderate: 1460, heavy: 1650 } },
  '8-9y': { 1: { light: 1600, moderate: 1820, heavy: 2050 }, 2: { light: 1510, moderate: 1730, heavy: 1940 } },
  '10-11y': { 1: { light: 1880, moderate: 2150, heavy: 2400 }, 2: { light: 1740, moderate: 1980, heavy: 2220 } },
  '12-14y': { 1: { light: 2200, moderate: 2500, heavy: 2790 }, 2: { light: 2040, moderate: 2310, heavy: 2580 } },
  '15-19y': { 1: { light: 2500, moderate: 2820, heavy: 3140 }, 2: { light: 2110, moderate: 2380, heavy: 2650 } },
};

function flat(kcal: number): Readonly<Record<KidActivity, number>> {
  return { light: kcal, moderate: kcal, heavy: kcal };
}

/** The band of a completed age in months. */
export function kidEnergyBand(completedMonths: number): KidEnergyBand {
  if (completedMonths < 6) return '0-5m';
  if (completedMonths < 9) return '6-8m';
  if (completedMonths < 12) return '9-11m';
  if (completedMonths < 36) return '1-2y';
  if (completedMonths < 72) return '3-5y';
  if (completedMonths < 96) return '6-7y';
  if (completedMonths < 120) return '8-9y';
  if (completedMonths < 144) return '10-11y';
  if (completedMonths < 180) return '12-14y';
  return '15-19y';
}

/** A child's activity from the exercise answer: none or light → light, moderate → moderate, heavy or vigorous → heavy. */
export function kidActivity(exercise: ExerciseIntensityId | null): KidActivity {
  if (exercise === null || exercise === EXERCISE_INTENSITY.moderate) return 'moderate';
  return exercise < EXERCISE_INTENSITY.moderate ? 'light' : 'heavy';
}

/** Energy density of mature breast milk, kcal per ml (FAO/WHO/UNU 2004 uses 0.67 kcal/g). */
export const BREAST_MILK_KCAL_PER_ML = 0.67;
/**
 * Energy a breastfed child usually gets from breast milk, when the quiz does not know how much the
 * child drinks: all of it before 6 months (WHO: exclusive breastfeeding); then the average intakes
 * in developing countries, 413 kcal at 6-8 months, 379 at 9-11, 346 at 12-23 (WHO 1998,
 * Complementary feeding of young children in developing countries; Dewey & Brown 2003). From two
 * years on nothing is assumed.
 */
export const TYPICAL_BREAST_MILK_KCAL = { '6-8m': 413, '9-11m': 379, '12-23m': 346 } as const;

/** The breastfeeding share is counted up to two years (the 6-month and 2-year user groups); an older child's answer is ignored. */
export const LAST_BREASTFEEDING_SHARE_MONTH = 24;

/** Infant formula, kcal per ml: 60-70 kcal/100 ml (Codex STAN 72-1981); 67 is the usual label value. */
export const INFANT_FORMULA_KCAL_PER_ML = 0.67;

export interface KidEnergy {
  kind: 'kid';
  band: KidEnergyBand;
  activity: KidActivity;
  total: number;
  breastfeeding: number;
  food: number;
}

/**
 * A child's daily energy (NIN 2016) and how much of it breast milk covers: the millilitres the
 * parent gives × 0.67 kcal, or when not given, the typical share for the age; never more than the
 * total. The food list covers the rest.
 */
export function kidEnergy(gender: GenderId, completedMonths: number, exercise: ExerciseIntensityId | null, amountOfBreastMilkMl: number | null): KidEnergy {
  const band = kidEnergyBand(completedMonths);
  const activity = kidActivity(exercise);
  const total = KID_ENERGY_KCAL[band][gender][activity];
  const fromMilk =
    completedMonths > LAST_BREASTFEEDING_SHARE_MONTH ? 0
    : amountOfBreastMilkMl === null ? typicalBreastMilkKcal(completedMonths, total)
    : Math.round(amountOfBreastMilkMl * BREAST_MILK_KCAL_PER_ML);
  const breastfeeding = Math.min(total, fromMilk);
  return { kind: 'kid', band, activity, total, breastfeeding, food: total - breastfeeding };
}

function typicalBreastMilkKcal(completedMonths: number, total: number): number {
  if (completedMonths < 6) return total;
  if (completedMonths < 9) return TYPICAL_BREAST_MILK_KCAL['6-8m'];
  if (completedMonths < 12) return TYPICAL_BREAST_MILK_KCAL['9-11m'];
  if (completedMonths < 24) return TYPICAL_BREAST_MILK_KCAL['12-23m'];
  return 0;
}
