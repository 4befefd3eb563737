import { formatMoney } from '../../domain/money';

/**
 * The "from" price of the G-Intel package shown on the home page, per currency. The catalogue
 * API will replace this; until then these are the published starting prices. A currency with
 * no price of its own shows the VND price.
 */
export const G_INTEL_FROM_PRICES: Readonly<Record<string, number>> = { VND: 3_000_000, USD: 120 };

export function formatFromPrice(currency: string): string {
  const value = G_INTEL_FROM_PRICES[currency];
  return value === undefined ? formatMoney(G_INTEL_FROM_PRICES.VND, 'VND') : formatMoney(value, currency);
}
