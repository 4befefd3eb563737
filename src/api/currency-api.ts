import type { ApiClient } from './client';
import { currencyEndpoints } from './contract/currency';
import type { Currency } from './contract/currency';
import { callEndpoint } from './call-endpoint';
import { mainApi } from './main-api';
import { orNull } from './swallow';

/** The shop's currencies. Swallowed (spec section 8): null when the call fails. */
export async function getCurrencies(api: ApiClient = mainApi()): Promise<Currency[] | null> {
  const list = await orNull(callEndpoint(api, currencyEndpoints.list, {}));
  return list?.data ?? null;
}
