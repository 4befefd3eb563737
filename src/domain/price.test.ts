import { describe, expect, it } from 'vitest';
import { DISCOUNT_PERCENT_FALLBACK, discountPercent, effectivePrice, priceAfterVoucher } from './price';

describe('effectivePrice', () => {
  it('prefers a promotion-code price above 0', () => {
    expect(effectivePrice({ price: 1000, promotionalPrice: 800, promotionCodePrice: 600 })).toBe(600);
  });

  it('uses the promotional price when the code price is 0, missing or null', () => {
    expect(effectivePrice({ price: 1000, promotionalPrice: 800, promotionCodePrice: 0 })).toBe(800);
    expect(effectivePrice({ price: 1000, promotionalPrice: 800 })).toBe(800);
    expect(effectivePrice({ price: 1000, promotionalPrice: 800, promotionCodePrice: null })).toBe(800);
  });

  it('ignores a negative code or promotional price', () => {
    expect(effectivePrice({ price: 1000, promotionalPrice: -5, promotionCodePrice: -1 })).toBe(1000);
  });

  it('ignores a NaN code or promotional price', () => {
    expect(effectivePrice({ price: 1000, promotionalPrice: Number.NaN, promotionCodePrice: Number.NaN })).toBe(1000);
  });

  it('falls back to the list price when neither reduced price is above 0', () => {
    expect(effectivePrice({ price: 1000, promotionalPrice: 0, promotionCodePrice: 0 })).toBe(1000);
    expect(effectivePrice({ price: 1000 })).toBe(1000);
  });

  it('uses the code price even when it is higher than the promotional price', () => {
    // The rule is an order of precedence, not a minimum.
    expect(effectivePrice({ price: 1000, promotionalPrice: 500, promotionCodePrice: 700 })).toBe(700);
  });

  it('returns a list price of 0 as 0 and a missing list price as undefined', () => {
    expect(effectivePrice({ price: 0 })).toBe(0);
    expect(effectivePrice({})).toBeUndefined();
    expect(effectivePrice({ price: null })).toBeUndefined();
  });

  it('uses a reduced price even when the list price is missing', () => {
    expect(effectivePrice({ promotionalPrice: 800 })).toBe(800);
  });
});

describe('discountPercent', () => {
  it('is the truncated percentage difference', () => {
    expect(discountPercent(1_000_000, 750_000)).toBe(25);
    expect(discountPercent(3, 2)).toBe(33); // 33.33… truncated
    expect(discountPercent(3, 1)).toBe(66); // 66.66… truncated, not rounded to 67
  });

  it('is exact where dividing first would leave float noise', () => {
    // (1e6 - 710000) / 1e6 * 100 === 28.999999999999996
    expect(discountPercent(1_000_000, 710_000)).toBe(29);
    expect(discountPercent(100, 71)).toBe(29);
  });

  it('is the absolute value when the reduced price is higher', () => {
    expect(discountPercent(100, 150)).toBe(50);
    expect(discountPercent(3, 4)).toBe(33);
  });

  it('is 100 when the reduced price is 0', () => {
    expect(discountPercent(500_000, 0)).toBe(100);
  });

  it('falls back to 100 when the ratio is zero (equal prices)', () => {
    expect(discountPercent(500_000, 500_000)).toBe(DISCOUNT_PERCENT_FALLBACK);
    expect(DISCOUNT_PERCENT_FALLBACK).toBe(100);
  });

  it('falls back to 100 when the ratio is invalid', () => {
    expect(discountPercent(0, 100)).toBe(100); // division by zero -> -Infinity
    expect(discountPercent(0, 0)).toBe(100); // 0 / 0 -> NaN
    expect(discountPercent(Number.NaN, 100)).toBe(100);
    expect(discountPercent(100, Number.NaN)).toBe(100);
    expect(discountPercent(Number.POSITIVE_INFINITY, 100)).toBe(100);
  });

  it('gives 0 (not the fallback) for a non-zero reduction below 1%', () => {
    expect(discountPercent(1_000_000, 999_999)).toBe(0);
    expect(discountPercent(1_000_000, 1_000_001)).toBe(0);
  });

  it('accepts prices with cents', () => {
    expect(discountPercent(12.5, 10)).toBe(20);
    expect(discountPercent(19.99, 9.99)).toBe(50); // 50.02… truncated
  });

  it('works for huge integers', () => {
    expect(discountPercent(9_000_000_000_000, 4_500_000_000_000)).toBe(50);
  });
});

describe('priceAfterVoucher', () => {
  it('subtracts the voucher amount', () => {
    expect(priceAfterVoucher(1_000_000, 250_000)).toBe(750_000);
  });

  it('is never below 0', () => {
    expect(priceAfterVoucher(100_000, 250_000)).toBe(0);
    expect(priceAfterVoucher(100_000, 100_000)).toBe(0);
  });

  it('rounds to 2 decimals', () => {
    expect(priceAfterVoucher(0.3, 0.1)).toBe(0.2); // 0.19999999999999998 in raw floats
    expect(priceAfterVoucher(12.5, 2.495)).toBe(10.01); // 10.005 rounds half up
  });

  it('reduces nothing for a missing, negative or non-finite voucher', () => {
    expect(priceAfterVoucher(500, undefined)).toBe(500);
    expect(priceAfterVoucher(500, null)).toBe(500);
    expect(priceAfterVoucher(500, -100)).toBe(500);
    expect(priceAfterVoucher(500, Number.NaN)).toBe(500);
    expect(priceAfterVoucher(500, Number.POSITIVE_INFINITY)).toBe(500);
  });

  it('keeps a broken price as NaN instead of inventing an amount', () => {
    expect(priceAfterVoucher(Number.NaN, 100)).toBeNaN();
    expect(priceAfterVoucher(Number.POSITIVE_INFINITY, 100)).toBeNaN();
  });

  it('clamps a negative price to 0', () => {
    expect(priceAfterVoucher(-10, 0)).toBe(0);
  });
});
