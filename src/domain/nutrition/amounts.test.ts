import { describe, expect, it } from 'vitest';
import { foodAmount, mealPlan, mealsPerDay, nutrientGrams, portionScale, roundAmount } from './amounts';
import { FOOD_ITEMS_BY_ID } from './foods';

const food = (id: number) => FOOD_ITEMS_BY_ID.get(id)!;

describe('amounts', () => {
  it('turns energy into grams at 4/9/4 kcal per gram', () => {
    // 2000 kcal at 65/20/15: 1300/4 = 325 g carbohydrate, 400/9 = 44.44 g fat, 300/4 = 75 g protein
    const grams = nutrientGrams(2000, { carbohydrate: 65, fat: 20, protein: 15 });
    expect(grams.carbohydrate).toBe(325);
    expect(grams.fat).toBeCloseTo(44.444, 3);
    expect(grams.protein).toBe(75);
  });

  it('rounds to 5 g or 10 ml, whole grams or 5 ml below 20, never to 0', () => {
    expect([0.2, 1.4, 19.4, 19.6, 22.4, 22.6, 109.1].map((value) => roundAmount(value, 'g'))).toEqual([1, 1, 19, 20, 20, 25, 110]);
    expect([1, 7.4, 19, 24, 25, 134].map((value) => roundAmount(value, 'ml'))).toEqual([5, 5, 20, 20, 30, 130]);
  });

  it('has three main meals and two suppers from two years, fewer for babies', () => {
    expect(mealsPerDay(null)).toEqual({ 1: 3, 2: 2 });
    expect(mealsPerDay(24)).toEqual({ 1: 3, 2: 2 });
    expect(mealsPerDay(23)).toEqual({ 1: 3, 2: 1 });
    expect(mealsPerDay(9)).toEqual({ 1: 3, 2: 1 });
    expect(mealsPerDay(8)).toEqual({ 1: 2, 2: 1 });
  });

  it('scales portion caps with the day’s food energy, between 0.15 and 1.5', () => {
    expect(portionScale(2000)).toBe(1);
    expect(portionScale(1000)).toBe(0.5);
    expect(portionScale(100)).toBe(0.15);
    expect(portionScale(4000)).toBe(1.5);
  });

  it('gives each food the amount that carries the group’s share, within ±10 %', () => {
    // 82.83 g of carbohydrate per meal in white rice (75.9 g per 100 g): 82.83 × 100 / 75.9 = 109.1 g → 110;
    // range 109.1 × 0.9 = 98.2 → 100, 109.1 × 1.1 = 120.0 → 120
    const rice = foodAmount(food(1), 82.83, 2039, 0.1, []);
    expect(rice).toEqual({ foodId: 1, unit: 'g', amount: 110, min: 100, max: 120, capped: false, highlighted: false, highlightReasons: [] });
    const highlighted = foodAmount(food(2), 82.83, 2039, 0.1, ['plan', 'vitaminB6']);
    expect(highlighted.highlighted).toBe(true);
    expect(highlighted.highlightReasons).toEqual(['plan', 'vitaminB6']);
  });

  it('caps a low-density food at the group’s largest portion and says so', () => {
    // 5.52 g of carbohydrate in amaranth (1.1 g per 100 g) would be 502 g; the vegetable cap at 2000 kcal is 250 g.
    const amaranth = foodAmount(food(50), 5.52, 2000, 0.1, []);
    expect(amaranth).toMatchObject({ amount: 250, min: 225, max: 275, capped: true });
    // At 1000 kcal the cap halves: 125 g.
    expect(foodAmount(food(50), 5.52, 1000, 0.1, []).amount).toBe(125);
    // Exactly at the cap is not capped: 38 g of protein in lean pork (19 g per 100 g) is 200 g, the meat cap at 2000 kcal.
    expect(foodAmount(food(16), 38, 2000, 0.1, [])).toMatchObject({ amount: 200, min: 180, max: 220, capped: false });
  });

  it('lays out the main meals (groups 1-5) and the suppers (6-8), and nothing for a day without food', () => {
    const grams = nutrientGrams(2000, { carbohydrate: 65, fat: 20, protein: 15 });
    const meals = mealPlan({ foodKcal: 2000, grams, ageMonths: null, amplitude: 0.1, suitableFoods: [food(1), food(16), food(86)], highlightReasons: () => [] });
    expect(meals.map((meal) => [meal.mealTypeId, meal.mealsPerDay, meal.groups.map((group) => group.groupId)])).toEqual([
      [1, 3, [1, 2, 3, 4, 5]],
      [2, 2, [6, 7, 8]],
    ]);
    // Carbohydrate per main meal: 325 × 0.75 / 3 = 81.25 g; protein per main meal: 75 × 0.5 / 3 = 12.5 g; fat per supper: 44.44 × 0.25 / 2 = 5.56 g
    expect(meals[0].groups[0].nutrientGramsPerMeal).toBeCloseTo(81.25, 10);
    expect(meals[0].groups[1].nutrientGramsPerMeal).toBeCloseTo(12.5, 10);
    expect(meals[0].groups[4].nutrientGramsPerMeal).toBeCloseTo((325 * 0.05) / 3, 10);
    expect(meals[1].groups[0].nutrientGramsPerMeal).toBeCloseTo((325 * 0.1) / 2, 10);
    expect(meals[1].groups[2].nutrientGramsPerMeal).toBeCloseTo((44.444 * 0.25) / 2, 3);
    expect(meals[0].groups[2].foods).toEqual([]);
    // Lean pork: 12.5 × 100 / 19 = 65.8 → 65; milk: 5.56 × 100 / 4.4 = 126 ml → 130
    expect(meals[0].groups[1].foods[0].amount).toBe(65);
    expect(meals[1].groups[2].foods[0]).toMatchObject({ amount: 130, unit: 'ml' });
    expect(mealPlan({ foodKcal: 0, grams, ageMonths: 3, amplitude: 0.1, suitableFoods: [food(92)], highlightReasons: () => [] })).toEqual([]);
  });
});
