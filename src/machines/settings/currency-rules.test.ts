import { describe, expect, it } from 'vitest';
import { currencyOptions, isSelectableCurrency, resolveStoredCurrency } from './currency-rules';

const eur = { code: 'EUR', isDefault: false, name: 'Euro', symbol: '€' };

describe('currency rules', () => {
  it('always accepts VND and USD', () => {
    expect(isSelectableCurrency('VND', [])).toBe(true);
    expect(isSelectableCurrency('USD', [])).toBe(true);
  });

  it('accepts another code only once the API lists it', () => {
    expect(isSelectableCurrency('EUR', [])).toBe(false);
    expect(isSelectableCurrency('EUR', [eur])).toBe(true);
    expect(isSelectableCurrency('usd', [eur])).toBe(false);
    expect(isSelectableCurrency(undefined, [eur])).toBe(false);
  });

  it('offers VND and USD first, then listed codes without duplicates', () => {
    expect(currencyOptions([])).toEqual(['VND', 'USD']);
    expect(currencyOptions([{ code: 'USD' }, eur, { code: 'VND' }])).toEqual(['VND', 'USD', 'EUR']);
  });

  it('keeps a stored code that looks like ISO 4217, else VND', () => {
    expect(resolveStoredCurrency('USD')).toBe('USD');
    expect(resolveStoredCurrency('EUR')).toBe('EUR');
    expect(resolveStoredCurrency('dollars')).toBe('VND');
    expect(resolveStoredCurrency(null)).toBe('VND');
  });
});
