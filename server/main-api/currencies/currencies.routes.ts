import { createRoute } from '@hono/zod-openapi';
import { currencyListSchema } from '../../../src/api/contract/currency';

export const listCurrenciesRoute = createRoute({
  method: 'get',
  path: '/product-currencies',
  tags: ['catalogue'],
  summary: 'Currencies the shop prices in (VND is the default)',
  responses: {
    200: { description: 'All currencies, default first', content: { 'application/json': { schema: currencyListSchema } } },
  },
});
