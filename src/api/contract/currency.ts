import { z } from 'zod';

/*
 * Response schemas are written in camelCase, the shape the browser reads after its one case
 * conversion (src/api/case.ts). The server serialises them with snake_case keys on the wire
 * (here: `is_default`).
 */

export const currencySchema = z
  .object({
    code: z.string().min(1).meta({ description: 'ISO 4217 code, e.g. VND or USD', example: 'VND' }),
    isDefault: z.boolean().meta({ description: 'The shop currency used when none is chosen' }),
    name: z.string().meta({ example: 'Vietnamese dong' }),
    symbol: z.string().meta({ example: 'đ' }),
  })
  .meta({ id: 'Currency' });

export type Currency = z.infer<typeof currencySchema>;

/** GET {main}/product-currencies */
export const currencyListSchema = z.object({ data: z.array(currencySchema) }).meta({ id: 'CurrencyList' });

export type CurrencyList = z.infer<typeof currencyListSchema>;
