import { describe, expect, it } from 'vitest';
import { FOOD_ITEMS, FOOD_ITEMS_BY_ID, buildFoodItem, isPlanHighlighted, unsuitableReason, userGroupsOfFood, userGroupsOfPlan, vitaminSourcesOf } from './foods';
import type { FoodContext } from './foods';
import { dietPlanIds } from './diet-plans';
import type { DietPlanId } from './diet-plans';
import type { MedicalConditionId } from './enumerations';

const food = (id: number) => FOOD_ITEMS_BY_ID.get(id)!;
const adultContext: FoodContext = { planId: 11, userGroupId: 1, ageMonths: null, medicalConditionIds: [] };
/** The ids a medical condition rules out. */
const ruledOut = (condition: MedicalConditionId) => FOOD_ITEMS.filter((item) => item.medicalConditions?.includes(condition)).map((item) => item.id);

describe('food items', () => {
  it('are the spec’s 92 ids without 24, in order, each in a group 1-8 with a g or ml unit', () => {
    expect(FOOD_ITEMS.map((item) => item.id)).toEqual([...Array.from({ length: 23 }, (_, i) => i + 1), ...Array.from({ length: 68 }, (_, i) => i + 25)]);
    for (const item of FOOD_ITEMS) {
      expect(item.groupId).toBeGreaterThanOrEqual(1);
      expect(item.groupId).toBeLessThanOrEqual(8);
      expect(item.nutrientAmountPer100g).toBeGreaterThan(0);
      expect(item.nutrientAmountPer100g).toBeLessThan(100);
      for (const text of Object.values(item.title)) expect(text.trim()).not.toBe('');
      expect(item.title.vi).not.toBe(item.title.en);
      expect(item.title.zh).not.toBe(item.title.en);
    }
  });

  it('carries the spec’s examples from the Vietnamese food composition table', () => {
    // The spec's "brown rice 75.9 g" is the table's milled white rice (1004); brown rice (1005) is 72.8 (README.md "Foods").
    expect(food(1)).toMatchObject({ nutrientAmountPer100g: 75.9, unit: 'g', groupId: 1, source: { table: 'vn-fct-2007', code: '1004' } });
    expect(food(2)).toMatchObject({ nutrientAmountPer100g: 72.8, source: { code: '1005' } });
    expect(food(16)).toMatchObject({ nutrientAmountPer100g: 19, groupId: 2, source: { code: '7017' } });
    expect(food(29)).toMatchObject({ nutrientAmountPer100g: 22, groupId: 3, source: { code: '8011' } });
    expect(food(86)).toMatchObject({ nutrientAmountPer100g: 4.4, unit: 'ml', groupId: 8, source: { code: '10001' } });
  });

  it('measures the milks in ml and everything else in g', () => {
    expect(FOOD_ITEMS.filter((item) => item.unit === 'ml').map((item) => item.id)).toEqual([86, 87, 91, 92]);
  });

  it('has foods in every group', () => {
    const counts = [1, 2, 3, 4, 5, 6, 7, 8].map((groupId) => FOOD_ITEMS.filter((item) => item.groupId === groupId).length);
    expect(counts).toEqual([15, 12, 11, 8, 20, 12, 6, 7]);
  });
});

describe('medical conditions', () => {
  it('rules out salted, cured and pickled foods for hypertension', () => {
    expect(ruledOut(1)).toEqual([25, 26, 27, 28, 39, 47, 67, 89]);
  });
  it('rules out seaweed and cassava for thyroid diseases', () => {
    expect(ruledOut(2)).toEqual([14, 66]);
  });
  it('rules out cow’s milk, everything made from it and goat’s milk for a cow’s milk allergy; soy milk stays', () => {
    expect(ruledOut(3)).toEqual([86, 87, 88, 89, 90, 92]);
  });
  it('rules out all of group 4 for a seafood allergy', () => {
    expect(ruledOut(4)).toEqual(FOOD_ITEMS.filter((item) => item.groupId === 4).map((item) => item.id));
  });
  it('rules out sea fish, not freshwater fish, for a sea fish allergy', () => {
    expect(ruledOut(5)).toEqual([29, 30, 31, 32, 33, 39]);
  });
  it('rules out peanuts and tree nuts, not seeds, for a nut allergy', () => {
    expect(ruledOut(6)).toEqual([80, 81, 84, 85]);
  });
  it('rules out the milks, not yogurt or cheese, for lactose intolerance', () => {
    expect(ruledOut(7)).toEqual([86, 87, 90, 92]);
  });
  it('rules out nothing for "none"', () => {
    expect(ruledOut(0)).toEqual([]);
  });
  it('takes a ruled-out food off a list it would otherwise be on', () => {
    const onPlan4 = { ...adultContext, planId: 4 as const, userGroupId: 2 as const };
    expect(unsuitableReason(food(26), onPlan4)).toBeNull();
    expect(unsuitableReason(food(26), { ...onPlan4, medicalConditionIds: [1] })).toBe('medical-condition');
    expect(unsuitableReason(food(26), { ...onPlan4, medicalConditionIds: [6, 7] })).toBeNull();
    const baby = { planId: 11 as const, userGroupId: 4 as const, ageMonths: 3, medicalConditionIds: [3] as MedicalConditionId[] };
    expect(unsuitableReason(food(92), baby)).toBe('medical-condition');
    expect(unsuitableReason(food(92), { ...baby, medicalConditionIds: [] })).toBeNull();
  });
});

describe('plans and user groups', () => {
  it('lets a plan reach only the groups that can get it', () => {
    expect(userGroupsOfPlan(11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(userGroupsOfPlan(8)).toEqual([2]);
    expect(userGroupsOfPlan(2)).toEqual([2, 8]);
    expect(userGroupsOfPlan(6)).toEqual([2, 8]);
    expect(userGroupsOfPlan(7)).toEqual([2, 3, 6, 8]);
    expect(userGroupsOfPlan(10)).toEqual([2, 3, 6, 8]);
  });

  it('gives each food the groups its ages suit', () => {
    expect(userGroupsOfFood({ minAgeMonths: 0, maxAgeMonths: 24 })).toEqual([3, 4, 5, 6]);
    expect(userGroupsOfFood({ minAgeMonths: 6 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(userGroupsOfFood({ minAgeMonths: 7 })).toEqual([1, 2, 5, 6, 7, 8]);
    expect(userGroupsOfFood({ minAgeMonths: 24 })).toEqual([1, 2, 5, 6, 7, 8]);
    expect(userGroupsOfFood({ minAgeMonths: 25 })).toEqual([1, 2, 7, 8]);
    expect(userGroupsOfFood({ minAgeMonths: 6, maxAgeMonths: 6 })).toEqual([3, 4]);
    expect(userGroupsOfFood({ minAgeMonths: 6, maxAgeMonths: 25 })).toEqual([3, 4, 5, 6, 7, 8]);
    expect(food(92).userGroupIds).toEqual([3, 4, 5, 6]);
  });

  it('keeps food from a child younger than its age, and formula from anyone over two', () => {
    const kid = (ageMonths: number, userGroupId: 4 | 5 | 7): FoodContext => ({ planId: 11, userGroupId, ageMonths, medicalConditionIds: [] });
    expect(unsuitableReason(food(86), kid(11, 5))).toBe('age');
    expect(unsuitableReason(food(86), kid(12, 5))).toBeNull();
    expect(unsuitableReason(food(1), kid(5, 4))).toBe('age');
    expect(unsuitableReason(food(1), kid(6, 4))).toBeNull();
    expect(unsuitableReason(food(92), kid(24, 5))).toBeNull();
    expect(unsuitableReason(food(92), kid(25, 7))).toBe('user-group');
    expect(unsuitableReason(food(92), adultContext)).toBe('user-group');
    expect(unsuitableReason(food(80), kid(59, 7))).toBe('age');
    expect(unsuitableReason(food(80), kid(60, 7))).toBeNull();
  });

  it('leaves high-fat processed meat out of the low-fat plans and everything starchy out of ketogenic', () => {
    expect(unsuitableReason(food(26), adultContext)).toBe('plan');
    expect(unsuitableReason(food(26), { ...adultContext, planId: 4, userGroupId: 2 })).toBeNull();
    expect(unsuitableReason(food(25), adultContext)).toBeNull();
    for (const id of [1, 2, 9, 13, 68, 72, 78, 90]) expect(unsuitableReason(food(id), { ...adultContext, planId: 8, userGroupId: 2 }), `food ${id}`).toBe('plan');
    expect(unsuitableReason(food(69), { ...adultContext, planId: 8, userGroupId: 2 })).toBeNull();
    for (const planId of [3, 4, 6, 7] as const) expect(unsuitableReason(food(90), { ...adultContext, planId, userGroupId: 2 })).toBe('plan');
    for (const planId of [6, 7] as const) expect(unsuitableReason(food(25), { ...adultContext, planId, userGroupId: 2 })).toBe('plan');
  });

  it('never gives a child processed food or condensed milk', () => {
    const child = { planId: 11 as const, userGroupId: 7 as const, ageMonths: 120, medicalConditionIds: [] };
    for (const id of [25, 39, 47, 67, 90]) expect(unsuitableReason(food(id), child), `food ${id}`).toBe('plan');
    expect(unsuitableReason(food(25), { ...child, planId: 3, userGroupId: 8 })).toBe('plan');
  });

  it('highlights by plan, and iron-rich foods for children under two', () => {
    // [food, plan, user group, highlighted], by plan; then the children under two.
    const cases = [
      [16, 2, 2, true], [18, 2, 2, false], [2, 3, 2, true], [29, 7, 2, true], [19, 8, 2, true], [52, 6, 2, true],
      // Plan 6 also highlights vitamin C sources (guava: 62 mg per 100 g), plan 4 (same ratios) does not.
      [75, 6, 2, true], [75, 4, 2, false],
      [1, 11, 1, false], [17, 11, 5, true], [17, 11, 7, false], [17, 10, 3, true],
    ] as const;
    for (const [id, planId, group, highlighted] of cases) expect(isPlanHighlighted(food(id), planId, group), `food ${id}, plan ${planId}, group ${group}`).toBe(highlighted);
  });

  it('highlights what README.md’s plan table names, and nothing else', () => {
    // One food per highlight tag, none of them a vitamin C source (plan 6 highlights those too):
    // lean pork, brown rice, Spanish mackerel, avocado, chicken egg, cabbage.
    const byTag = { leanProtein: 16, wholeGrain: 2, oilyFish: 30, healthyFat: 79, egg: 19, cruciferous: 52 } as const;
    const highlights: Record<DietPlanId, ReadonlyArray<keyof typeof byTag>> = {
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
    for (const planId of dietPlanIds) {
      const tags: readonly string[] = highlights[planId];
      for (const [tag, id] of Object.entries(byTag)) {
        // An adult with a report (group 2) can get every plan.
        expect(isPlanHighlighted(food(id), planId, 2), `plan ${planId}, food ${id} (${tag})`).toBe(tags.includes(tag));
      }
    }
  });

  it('keeps a food from a child older than its upper age, whatever the group', () => {
    // A food for babies up to 12 months, on the list of the 2-year band (7-24 months) by its group.
    const upTo12 = buildFoodItem({ id: 998, title: { en: 'x', vi: 'y', th: 'z', zh: 'w' }, groupId: 1, nutrient: 70, unit: 'g', source: { table: 'vn-fct-2007', code: '0' }, vitamins: {}, tags: [], minAgeMonths: 6, maxAgeMonths: 12 });
    const kid = (ageMonths: number): FoodContext => ({ planId: 11, userGroupId: 5, ageMonths, medicalConditionIds: [] });
    expect(upTo12.userGroupIds).toContain(5);
    expect(unsuitableReason(upTo12, kid(12))).toBeNull();
    expect(unsuitableReason(upTo12, kid(13))).toBe('age');
  });

  it('builds mappings keyed by plan then user group, and leaves out empty ones', () => {
    const built = buildFoodItem({ id: 999, title: { en: 'x', vi: 'y', th: 'z', zh: 'w' }, groupId: 5, nutrient: 5, unit: 'g', source: { table: 'vn-fct-2007', code: '0' }, vitamins: {}, tags: [], minAgeMonths: 6 });
    expect(built.highlightMapping).toBeUndefined();
    expect(built.excludeMapping).toBeUndefined();
    expect(built.medicalConditions).toBeUndefined();
    expect(built.maxAgeMonths).toBeUndefined();
    // Left out, not present with no value.
    for (const key of ['highlightMapping', 'excludeMapping', 'medicalConditions', 'maxAgeMonths']) expect(Object.hasOwn(built, key), key).toBe(false);
    expect(food(26).excludeMapping).toEqual({ 2: [2, 8], 3: [8], 4: [8], 5: [2, 8], 6: [2, 8], 7: [2, 6, 8], 10: [2, 6, 8], 11: [1, 2, 5, 6, 7, 8] });
    expect(food(26).medicalConditions).toEqual([1]);
    expect(food(8).maxAgeMonths).toBe(24);
  });
});

describe('vitamin sources', () => {
  it('follow Codex: 15 % of the NRV per 100 g, 7.5 % per 100 ml', () => {
    // Vitamin C NRV 100 mg: 15 mg per 100 g makes a source, 14.9 does not.
    expect(vitaminSourcesOf({ unit: 'g', vitamins: { c: 15 } })).toEqual(['vitaminC']);
    expect(vitaminSourcesOf({ unit: 'g', vitamins: { c: 14.9 } })).toEqual([]);
    // Vitamin D NRV 5 µg: a milk with 0.375 µg per 100 ml is a source (7.5 %); cow's milk has 1.0.
    expect(vitaminSourcesOf({ unit: 'ml', vitamins: { d: 0.375 } })).toEqual(['vitaminD']);
    expect(vitaminSourcesOf({ unit: 'g', vitamins: { d: 0.375 } })).toEqual([]);
    expect(food(86).vitaminSources).toContain('vitaminD');
    expect(food(58).vitaminSources).toContain('vitaminA');
    expect(food(29).vitaminSources).toEqual(expect.arrayContaining(['vitaminB6', 'vitaminB12']));
    expect(food(48).vitaminSources).toEqual(['vitaminA', 'vitaminB6', 'vitaminC', 'folate']);
  });
});
