import type { productCurrencies } from '../db/schema';

export const demoCurrencies: Array<typeof productCurrencies.$inferInsert> = [
  { code: 'VND', name: 'Việt Nam đồng', symbol: 'đ', isDefault: true, sortOrder: 1 },
  { code: 'USD', name: 'US dollar', symbol: '$', isDefault: false, sortOrder: 2 },
];
