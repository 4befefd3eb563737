import type { ApiClient } from './client';
import { currencyListSchema, type Currency } from './contract/currency';
import { mainApi } from './main-api';
import { orNull } from './swallow';

/** GET {main}/product-currencies. Swallowed (spec section 8): null when the call fails. */
export async function getCurrencies(api: ApiClient = mainApi()): Promise<Currency[] | null> {
  const list = await orNull(api.call(currencyListSchema, '/product-currencies'));
  return list?.data ?? null;
}
