import type { ApiClient } from './client';
import type { Currency } from './contract/currency';
import { callEndpoint } from './call-endpoint';
import { mainApi } from './main-api';
import { orNull } from './swallow';

/** The shop's currencies. Swallowed (spec section 8): null when the call fails. */
export async function getCurrencies(api: ApiClient = mainApi()): Promise<Currency[] | null> {
  // The contract loads with the call: the list is asked for at start, beside the first page (docs/performance.md).
  const list = await orNull(import('./contract/currency').then(({ currencyEndpoints }) => callEndpoint(api, currencyEndpoints.list, {})));
  return list?.data ?? null;
}
