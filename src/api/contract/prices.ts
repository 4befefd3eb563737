import { z } from 'zod';

/*
 * The shop's currencies and a price in each (spec §3, §8): the catalogue's packages, the cart, the
 * promotion codes and the consultations' prices all use these. A module of its own, so a contract
 * that only shows a price does not build the catalogue's schemas with it (docs/performance.md).
 */

export const shopCurrencies = ['VND', 'USD'] as const;
export type ShopCurrency = (typeof shopCurrencies)[number];

export const moneySchema = z
  .object({
    value: z.number().min(0).meta({ description: 'Whole đồng for VND, dollars with cents for USD', example: 1990000 }),
    formatted: z.string().meta({ description: 'As shown: 1.990.000đ, $79.00', example: '1.990.000đ' }),
  })
  .meta({ id: 'Money' });

export const pricesSchema = z.record(z.enum(shopCurrencies), moneySchema).meta({ id: 'PricesByCurrency', description: 'One price per currency the shop sells in (VND, USD)' });
export type Prices = z.infer<typeof pricesSchema>;
