import { z } from 'zod';
import { endpoint, listEnvelope } from './endpoint';

export const currencySchema = z
  .object({
    code: z.string().min(1).meta({ description: 'ISO 4217 code, e.g. VND or USD', example: 'VND' }),
    isDefault: z.boolean().meta({ description: 'The shop currency used when none is chosen' }),
    name: z.string().meta({ example: 'Vietnamese dong' }),
    symbol: z.string().meta({ example: 'đ' }),
  })
  .meta({ id: 'Currency' });

export type Currency = z.infer<typeof currencySchema>;

export const currencyListSchema = listEnvelope(currencySchema, 'CurrencyList');

export type CurrencyList = z.infer<typeof currencyListSchema>;

export const currencyEndpoints = {
  list: endpoint({ api: 'main', tags: ['catalogue'] }, {
    method: 'get', path: '/product-currencies',
    summary: 'Currencies the shop prices in (VND is the default)',
    response: { statuses: { 200: 'All currencies, default first' }, body: currencyListSchema },
  }),
};
