import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIET_PLAN_ID, DIET_PLANS, UNDER_TWO_MAX_PROTEIN_PERCENT, chooseDietPlan, dietPlanIds, reportDietPlan } from './diet-plans';
import type { DietPlanId, GeneReport } from './diet-plans';
import type { Level } from './enumerations';

const report = (carbohydrate: Level, fat: Level, protein: Level, detox: 1 | 2 = 2): GeneReport => ({
  isAvailable: true,
  metabolism: { carbohydrate, fat, protein },
  nutritionalRequirements: { vitaminA: 2, vitaminB2: 2, vitaminB6: 2, vitaminB12: 2, vitaminC: 2, vitaminD: 2, vitaminE: 2, folate: 2 },
  detoxification: { value: detox },
});
const adult = { isKid: false, underTwo: false, pregnantOrBreastfeeding: false };

describe('diet plans', () => {
  it('has the spec’s ratios (carbohydrate/fat/protein), no plan 9, each adding up to 100', () => {
    const ratios = Object.fromEntries(dietPlanIds.map((id) => [id, `${DIET_PLANS[id].ratios.carbohydrate}/${DIET_PLANS[id].ratios.fat}/${DIET_PLANS[id].ratios.protein}`]));
    expect(ratios).toEqual({ 2: '45/20/35', 3: '40/25/35', 4: '40/30/30', 5: '50/20/30', 6: '40/30/30', 7: '45/35/20', 8: '20/55/25', 10: '60/20/20', 11: '65/20/15' });
    for (const id of dietPlanIds) expect(DIET_PLANS[id].ratios.carbohydrate + DIET_PLANS[id].ratios.fat + DIET_PLANS[id].ratios.protein).toBe(100);
  });

  it('names each plan with a stable slug and the default 11', () => {
    expect(dietPlanIds.map((id) => [id, DIET_PLANS[id].id, DIET_PLANS[id].slug])).toEqual([
      [2, 2, 'high-protein-low-fat'],
      [3, 3, 'high-protein-lower-carbohydrate'],
      [4, 4, 'balanced-lower-carbohydrate'],
      [5, 5, 'moderate-carbohydrate-higher-protein'],
      [6, 6, 'lower-carbohydrate-detoxification-support'],
      [7, 7, 'mediterranean'],
      [8, 8, 'ketogenic'],
      [10, 10, 'carbohydrate-friendly-more-protein'],
      [11, 11, 'default'],
    ]);
    expect(DEFAULT_DIET_PLAN_ID).toBe(11);
    expect(UNDER_TWO_MAX_PROTEIN_PERCENT).toBe(20);
    expect(Object.fromEntries(dietPlanIds.map((id) => [id, DIET_PLANS[id].blogSlug]))).toEqual({
      2: 'protein-in-a-vietnamese-diet',
      3: 'protein-in-a-vietnamese-diet',
      4: 'lower-carbohydrate-vietnamese-meals',
      5: 'protein-in-a-vietnamese-diet',
      6: 'cruciferous-vegetables-and-detoxification',
      7: 'mediterranean-diet-vietnamese-kitchen',
      8: 'ketogenic-diet-what-to-know',
      10: 'carbohydrates-in-a-vietnamese-diet',
      11: 'carbohydrates-in-a-vietnamese-diet',
    });
    expect(DIET_PLANS[7].title!.en).toBe('Mediterranean diet');
    expect(DIET_PLANS[8].title!.vi).toBe('Chế độ ăn keto (sinh ceton)');
  });

  it('titles every plan but the default in four languages, and links each to a blog post', () => {
    for (const id of dietPlanIds) {
      expect(DIET_PLANS[id].blogSlug).toMatch(/^[a-z0-9-]+$/);
      if (id === 11) expect(DIET_PLANS[id].title).toBeNull();
      else {
        expect(Object.keys(DIET_PLANS[id].title!).sort(), `plan ${id}`).toEqual(['en', 'th', 'vi', 'zh']);
        for (const text of Object.values(DIET_PLANS[id].title!)) expect(text.trim()).not.toBe('');
      }
    }
  });

  it('has the English titles and blog posts of the table in README.md', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const rows = [...readme.matchAll(/^\| (\d+) \| ([^|`]+?) \| `([a-z-]+)` \|$/gm)];
    expect(rows.map(([, id]) => Number(id))).toEqual([...dietPlanIds]);
    dietPlanIds.forEach((id, index) => {
      const [, , title, slug] = rows[index];
      expect(DIET_PLANS[id].title?.en ?? '(none)', `plan ${id}`).toBe(title);
      expect(DIET_PLANS[id].blogSlug, `plan ${id}`).toBe(slug);
    });
  });

  it('follows the decision table written in README.md, row by row', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const rows = [...readme.matchAll(/^\| (low|medium|high) \| (low|medium|high) \| (low|medium|high) \| ([\d/ a-z()]+?) \|$/gm)];
    expect(rows).toHaveLength(27);
    const level = { low: 1, medium: 2, high: 3 } as const;
    for (const [, c, f, p, plan] of rows) {
      const cell = plan.trim();
      const levels = [level[c as 'low'], level[f as 'low'], level[p as 'low']] as const;
      if (cell.startsWith('4/6')) {
        expect(reportDietPlan(report(...levels, 2)), `${c} ${f} ${p}`).toBe(4);
        expect(reportDietPlan(report(...levels, 1)), `${c} ${f} ${p}`).toBe(6);
      } else {
        expect(reportDietPlan(report(...levels, 1)), `${c} ${f} ${p}`).toBe(Number(cell));
        expect(reportDietPlan(report(...levels, 2)), `${c} ${f} ${p}`).toBe(Number(cell));
      }
    }
  });

  it('reaches every plan', () => {
    const reached = new Set<DietPlanId>();
    for (const c of [1, 2, 3] as const) for (const f of [1, 2, 3] as const) for (const p of [1, 2, 3] as const) for (const d of [1, 2] as const) reached.add(chooseDietPlan(report(c, f, p, d), adult).planId);
    reached.add(chooseDietPlan(null, adult).planId);
    expect([...reached].sort((a, b) => a - b)).toEqual([...dietPlanIds]);
  });

  it('gives the default plan without a report, or with one marked unavailable', () => {
    expect(chooseDietPlan(null, adult)).toEqual({ planId: 11, reportPlanId: 11, rule: 'none' });
    expect(chooseDietPlan({ ...report(1, 3, 2), isAvailable: false }, adult).planId).toBe(11);
  });

  it('never gives ketogenic to a child, nor in pregnancy or while breastfeeding: the balanced lower-carbohydrate plan instead', () => {
    const keto = report(1, 3, 2, 2);
    expect(chooseDietPlan(keto, adult)).toEqual({ planId: 8, reportPlanId: 8, rule: 'none' });
    expect(chooseDietPlan(keto, { ...adult, isKid: true })).toEqual({ planId: 4, reportPlanId: 8, rule: 'no-ketogenic-for-kids' });
    expect(chooseDietPlan(report(1, 3, 2, 1), { ...adult, isKid: true }).planId).toBe(6);
    expect(chooseDietPlan(keto, { ...adult, pregnantOrBreastfeeding: true })).toEqual({ planId: 4, reportPlanId: 8, rule: 'no-ketogenic-in-pregnancy-or-lactation' });
    expect(chooseDietPlan(report(1, 3, 2, 1), { ...adult, pregnantOrBreastfeeding: true }).planId).toBe(6);
    // Only ketogenic is replaced: every other report keeps its plan in pregnancy and while breastfeeding.
    expect(chooseDietPlan(report(2, 2, 2), { ...adult, pregnantOrBreastfeeding: true })).toEqual({ planId: 5, reportPlanId: 5, rule: 'none' });
    expect(chooseDietPlan(report(2, 3, 1), { ...adult, pregnantOrBreastfeeding: true })).toEqual({ planId: 7, reportPlanId: 7, rule: 'none' });
  });

  it('keeps children under two at 20 % protein or less: 7 after a low-carbohydrate report, 10 otherwise', () => {
    const underTwo = { isKid: true, underTwo: true, pregnantOrBreastfeeding: false };
    expect(chooseDietPlan(report(1, 3, 2), underTwo)).toEqual({ planId: 7, reportPlanId: 8, rule: 'protein-at-most-20-under-two' });
    expect(chooseDietPlan(report(1, 1, 1), underTwo)).toEqual({ planId: 7, reportPlanId: 2, rule: 'protein-at-most-20-under-two' });
    expect(chooseDietPlan(report(2, 2, 2), underTwo)).toEqual({ planId: 10, reportPlanId: 5, rule: 'protein-at-most-20-under-two' });
    expect(chooseDietPlan(report(3, 1, 3), underTwo)).toEqual({ planId: 10, reportPlanId: 5, rule: 'protein-at-most-20-under-two' });
    // Plans at 20 % or less stay as they are.
    expect(chooseDietPlan(report(2, 3, 1), underTwo)).toEqual({ planId: 7, reportPlanId: 7, rule: 'none' });
    expect(chooseDietPlan(report(3, 1, 1), underTwo)).toEqual({ planId: 11, reportPlanId: 11, rule: 'none' });
    expect(chooseDietPlan(report(3, 1, 2), underTwo)).toEqual({ planId: 10, reportPlanId: 10, rule: 'none' });
  });
});
