import type { RouteHandler } from '@hono/zod-openapi';
import { asc, desc } from 'drizzle-orm';
import type { AppEnv } from '../../http/app-env';
import type { AppDeps } from '../../app-deps';
import { productCurrencies } from '../../db/schema';
import type { listCurrenciesRoute } from './currencies.routes';

export function listCurrenciesHandler(deps: AppDeps): RouteHandler<typeof listCurrenciesRoute, AppEnv> {
  return async (c) => {
    const rows = await deps.database.db
      .select({ code: productCurrencies.code, isDefault: productCurrencies.isDefault, name: productCurrencies.name, symbol: productCurrencies.symbol })
      .from(productCurrencies)
      .orderBy(desc(productCurrencies.isDefault), asc(productCurrencies.sortOrder), asc(productCurrencies.code));
    return c.json({ data: rows }, 200);
  };
}
