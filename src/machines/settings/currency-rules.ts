/** Currency rules of the settings flow (spec §9: default VND; VND and USD are always offered). */
export const DEFAULT_CURRENCY = 'VND';

export const BUILT_IN_CURRENCIES = ['VND', 'USD'] as const;

/** The fields of a currency the settings flow needs (the Main API list item has these). */
export interface SettingsCurrency {
  code: string;
  isDefault: boolean;
  name: string;
  symbol: string;
}

export function isSelectableCurrency(code: unknown, loaded: ReadonlyArray<Pick<SettingsCurrency, 'code'>>): code is string {
  if (typeof code !== 'string') return false;
  return (BUILT_IN_CURRENCIES as readonly string[]).includes(code) || loaded.some((currency) => currency.code === code);
}

/** Codes for the currency switcher: VND and USD first, then any other code the API lists. */
export function currencyOptions(loaded: ReadonlyArray<Pick<SettingsCurrency, 'code'>>): string[] {
  return [...new Set<string>([...BUILT_IN_CURRENCIES, ...loaded.map((currency) => currency.code)])];
}

/** A stored code looks like an ISO 4217 code; whether it is offered is known only once the list loads. */
export function resolveStoredCurrency(value: unknown): string {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? value : DEFAULT_CURRENCY;
}
