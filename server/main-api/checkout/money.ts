import { shopCurrencies } from '../../../src/api/contract/catalogue';
import type { Prices } from '../../../src/api/contract/catalogue';
import { roundTotal } from '../../../src/domain/money';
import type { SeedPrice } from '../../seed/catalogue/types';
import { pricesOf } from '../shared/localize';

/*
 * Amounts per currency, as the catalogue stores them ({ VND, USD }: whole đồng, dollars with
 * cents). Every amount the shop answers is computed here from the catalogue's prices and
 * formatted by the catalogue's one formatter (pricesOf → formatMoney).
 */

export type Amounts = SeedPrice;

export const ZERO: Amounts = { VND: 0, USD: 0 };

/** Rounds to the currency's unit: whole đồng, cents. */
function rounded(currency: keyof Amounts, value: number): number {
  return currency === 'VND' ? Math.round(value) : roundTotal(value);
}

function each(f: (currency: keyof Amounts) => number): Amounts {
  const [vnd, usd] = shopCurrencies;
  return { [vnd]: rounded(vnd, f(vnd)), [usd]: rounded(usd, f(usd)) } as Amounts;
}

export const add = (a: Amounts, b: Amounts): Amounts => each((currency) => a[currency] + b[currency]);
export const subtract = (a: Amounts, b: Amounts): Amounts => each((currency) => Math.max(0, a[currency] - b[currency]));
export const times = (a: Amounts, n: number): Amounts => each((currency) => a[currency] * n);
export const sum = (list: Amounts[]): Amounts => list.reduce(add, ZERO);
/** `percent`% of an amount, rounded to the currency's unit. */
export const percentOf = (a: Amounts, percent: number): Amounts => each((currency) => (a[currency] * percent) / 100);
/** The smaller of two amounts, per currency. */
export const least = (a: Amounts, b: Amounts): Amounts => each((currency) => Math.min(a[currency], b[currency]));

/** What a package costs now: its promotional price while it has one. */
export const priceNow = (row: { price: Amounts; promotionalPrice: Amounts | null }): Amounts => row.promotionalPrice ?? row.price;

/** Amounts as the API answers them, with the catalogue's formatting (1.990.000đ, $79.00). */
export const pricesOfAmounts = (amounts: Amounts): Prices => pricesOf(amounts);
