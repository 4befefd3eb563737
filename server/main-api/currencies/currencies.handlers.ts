import { asc, desc } from 'drizzle-orm';
import type { currencyEndpoints } from '../../../src/api/contract/currency';
import type { Services } from '../../app-services';
import { productCurrencies } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';

export function currencyHandlers({ database }: Services): EndpointHandlers<typeof currencyEndpoints> {
  return {
    async list() {
      const rows = await database.db
        .select({ code: productCurrencies.code, isDefault: productCurrencies.isDefault, name: productCurrencies.name, symbol: productCurrencies.symbol })
        .from(productCurrencies)
        .orderBy(desc(productCurrencies.isDefault), asc(productCurrencies.sortOrder), asc(productCurrencies.code));
      return { status: 200, body: { data: rows } };
    },
  };
}
