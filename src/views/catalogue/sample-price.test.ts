import { describe, expect, it } from 'vitest';
import { formatFromPrice } from './sample-price';

describe('G-Intel from price', () => {
  it('is 3,000,000 dong in VND and 120 dollars in USD', () => {
    expect(formatFromPrice('VND')).toBe('3.000.000đ');
    expect(formatFromPrice('USD')).toBe('$120.00');
  });

  it('falls back to the VND price for a currency without one', () => {
    expect(formatFromPrice('EUR')).toBe('3.000.000đ');
  });
});
