import { DETOXIFICATION, LEVEL } from './enumerations';
import type { DetoxificationValue, DietPlanId, Level, Localized, VitaminKey } from './enumerations';

/**
 * The optimal diet plans (spec §3) and how a gene report chooses one (README.md "Diet plans"
 * has the decision table and why).
 */

// The plans' ids are plain values of enumerations.ts (a page that checks a record reads them without the plans).
export { dietPlanIds } from './enumerations';
export type { DietPlanId } from './enumerations';
export const DEFAULT_DIET_PLAN_ID: DietPlanId = 11;

/** Percent of energy; each plan's three add up to 100. */
export interface MacronutrientRatios {
  carbohydrate: number;
  fat: number;
  protein: number;
}

export interface DietPlan {
  id: DietPlanId;
  slug: string;
  ratios: MacronutrientRatios;
  /** The spec gives the default plan no title: the results show its ratios and its article, not a plan name. */
  title: Localized | null;
  /** The blog post (server/seed/catalogue/data/content.ts) the plan links to: /blog/<slug>. */
  blogSlug: string;
}

const PROTEIN_POST = 'protein-in-a-vietnamese-diet';
const RICE_POST = 'carbohydrates-in-a-vietnamese-diet';

/** One plan: its ratios as [carbohydrate, fat, protein] percent of energy. */
const plan = (id: DietPlanId, slug: string, [carbohydrate, fat, protein]: readonly [number, number, number], title: Localized | null, blogSlug: string): DietPlan => ({
  id,
  slug,
  ratios: { carbohydrate, fat, protein },
  title,
  blogSlug,
});

export const DIET_PLANS: Readonly<Record<DietPlanId, DietPlan>> = Object.fromEntries(
  [
    plan(2, 'high-protein-low-fat', [45, 20, 35], { en: 'High-protein, low-fat plan', vi: 'Chế độ giàu chất đạm, ít chất béo', th: 'แผนอาหารโปรตีนสูง ไขมันต่ำ', zh: '高蛋白低脂饮食方案' }, PROTEIN_POST),
    plan(3, 'high-protein-lower-carbohydrate', [40, 25, 35], { en: 'High-protein, lower-carbohydrate plan', vi: 'Chế độ giàu chất đạm, giảm chất bột đường', th: 'แผนอาหารโปรตีนสูง ลดคาร์โบไฮเดรต', zh: '高蛋白低碳水饮食方案' }, PROTEIN_POST),
    plan(4, 'balanced-lower-carbohydrate', [40, 30, 30], { en: 'Balanced lower-carbohydrate plan', vi: 'Chế độ cân bằng, giảm chất bột đường', th: 'แผนอาหารสมดุล ลดคาร์โบไฮเดรต', zh: '均衡低碳水饮食方案' }, 'lower-carbohydrate-vietnamese-meals'),
    plan(5, 'moderate-carbohydrate-higher-protein', [50, 20, 30], { en: 'Moderate-carbohydrate, higher-protein plan', vi: 'Chế độ chất bột đường vừa phải, nhiều chất đạm hơn', th: 'แผนอาหารคาร์โบไฮเดรตปานกลาง โปรตีนสูงขึ้น', zh: '适量碳水、较高蛋白饮食方案' }, PROTEIN_POST),
    plan(6, 'lower-carbohydrate-detoxification-support', [40, 30, 30], { en: 'Lower-carbohydrate plan that supports detoxification', vi: 'Chế độ giảm chất bột đường, hỗ trợ thải độc', th: 'แผนอาหารลดคาร์โบไฮเดรต ช่วยเสริมการขับสารพิษ', zh: '低碳水、助力解毒的饮食方案' }, 'cruciferous-vegetables-and-detoxification'),
    plan(7, 'mediterranean', [45, 35, 20], { en: 'Mediterranean diet', vi: 'Chế độ ăn Địa Trung Hải', th: 'อาหารแบบเมดิเตอร์เรเนียน', zh: '地中海饮食' }, 'mediterranean-diet-vietnamese-kitchen'),
    plan(8, 'ketogenic', [20, 55, 25], { en: 'Ketogenic diet', vi: 'Chế độ ăn keto (sinh ceton)', th: 'อาหารคีโตเจนิก', zh: '生酮饮食' }, 'ketogenic-diet-what-to-know'),
    plan(10, 'carbohydrate-friendly-more-protein', [60, 20, 20], { en: 'Carbohydrate-friendly plan with more protein', vi: 'Chế độ nhiều chất bột đường, thêm chất đạm', th: 'แผนอาหารคาร์โบไฮเดรตสูง เพิ่มโปรตีน', zh: '高碳水、增加蛋白质的饮食方案' }, RICE_POST),
    plan(11, 'default', [65, 20, 15], null, RICE_POST),
  ].map((entry) => [entry.id, entry]),
) as Record<DietPlanId, DietPlan>;

/** The gene report, as the spec gives it and src/api/contract/gene-test.ts carries it. */
export interface GeneReport {
  isAvailable: boolean;
  metabolism: { carbohydrate: Level; fat: Level; protein: Level };
  nutritionalRequirements: Readonly<Record<VitaminKey, Level>>;
  detoxification: { value: DetoxificationValue };
}

/** Who the plan is for: what rules a plan out. */
export interface PlanContext {
  isKid: boolean;
  /** Under two years (the 6-month and 2-year user groups). */
  underTwo: boolean;
  /** Second or third trimester, or breastfeeding. */
  pregnantOrBreastfeeding: boolean;
}

export interface PlanChoice {
  planId: DietPlanId;
  /** The report's plan before the safety rules; equal to planId when no rule applied. */
  reportPlanId: DietPlanId;
  /** Which safety rule replaced the report's plan, if any. */
  rule: 'none' | 'no-ketogenic-for-kids' | 'no-ketogenic-in-pregnancy-or-lactation' | 'protein-at-most-20-under-two';
}

/** The plan the low-carbohydrate rows share (ratios 40/30/30): 4 with good detoxification, 6 with poor. */
const lowCarbBalanced = (detox: DetoxificationValue): DietPlanId => (detox === DETOXIFICATION.goodOrHigh ? 4 : 6);

/**
 * The report's plan, from the three metabolism levels (1 low, 2 medium, 3 high; a high level means
 * the body handles that nutrient well, so the plan gives it more of the energy):
 *
 *   carbohydrate low:    fat high → 8 ketogenic; fat low → 2; fat medium → 3 if protein high, else 4/6
 *   carbohydrate medium: fat high → 7 Mediterranean; else protein high → 2, medium → 5, low → 10
 *   carbohydrate high:   protein high → 5, medium → 10, low → 11
 *
 * 4 and 6 share their ratios; detoxification picks between them.
 */
export function reportDietPlan(report: GeneReport): DietPlanId {
  const { carbohydrate, fat, protein } = report.metabolism;
  const detox = report.detoxification.value;
  if (carbohydrate === LEVEL.low) {
    if (fat === LEVEL.high) return 8;
    if (fat === LEVEL.low) return 2;
    return protein === LEVEL.high ? 3 : lowCarbBalanced(detox);
  }
  if (carbohydrate === LEVEL.medium) {
    if (fat === LEVEL.high) return 7;
    if (protein === LEVEL.high) return 2;
    return protein === LEVEL.medium ? 5 : 10;
  }
  if (protein === LEVEL.high) return 5;
  return protein === LEVEL.medium ? 10 : 11;
}

/** Plans whose protein share is above what we give children under two (20 % of energy). */
export const UNDER_TWO_MAX_PROTEIN_PERCENT = 20;

/**
 * The plan for a person: the default without a report, else the report's plan, then the safety
 * rules. Ketogenic is never given to a child (it is a medical diet for epilepsy, run by a clinic)
 * nor in pregnancy or while breastfeeding (ketoacidosis has been reported in lactating women on
 * low-carbohydrate diets): those get the balanced lower-carbohydrate plan, 4 or 6. A child under
 * two gets no plan above 20 % protein (high protein intakes in infancy go with faster weight gain,
 * Koletzko et al. 2009): a low-carbohydrate report gives 7 (35 % fat, within WHO's 30-45 % for
 * 6-24 months), any other gives 10.
 */
export function chooseDietPlan(report: GeneReport | null, context: PlanContext): PlanChoice {
  if (report === null || !report.isAvailable) return { planId: DEFAULT_DIET_PLAN_ID, reportPlanId: DEFAULT_DIET_PLAN_ID, rule: 'none' };
  const reportPlanId = reportDietPlan(report);
  if (context.underTwo && DIET_PLANS[reportPlanId].ratios.protein > UNDER_TWO_MAX_PROTEIN_PERCENT) {
    return { planId: report.metabolism.carbohydrate === LEVEL.low ? 7 : 10, reportPlanId, rule: 'protein-at-most-20-under-two' };
  }
  if (reportPlanId === 8 && context.isKid) return { planId: lowCarbBalanced(report.detoxification.value), reportPlanId, rule: 'no-ketogenic-for-kids' };
  if (reportPlanId === 8 && context.pregnantOrBreastfeeding) {
    return { planId: lowCarbBalanced(report.detoxification.value), reportPlanId, rule: 'no-ketogenic-in-pregnancy-or-lactation' };
  }
  return { planId: reportPlanId, reportPlanId, rule: 'none' };
}
