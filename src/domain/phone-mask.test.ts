import { describe, expect, it } from 'vitest';
import { maskPhone } from './phone';

/** The masked number of a results record (maskPhone in phone.ts): recognisable to its owner, useless to anyone else. */
describe('maskPhone', () => {
  it.each([
    ['+84912345678', '09•••••678'],
    ['+84387654321', '03•••••321'],
    ['+842838123456', '02••••••456'],
    ['+14155552671', '+1•••••••671'],
    ['+447911123456', '+44•••••••456'],
    ['+6621234567', '+66•••••567'],
  ])('masks %s as %s', (e164, masked) => {
    expect(maskPhone(e164)).toBe(masked);
  });

  it('keeps one bullet per hidden digit and always hides at least four', () => {
    for (const e164 of ['+84912345678', '+842838123456', '+14155552671', '+6621234567', '+8521234567']) {
      const masked = maskPhone(e164);
      const hidden = [...masked].filter((char) => char === '•').length;
      expect(hidden, e164).toBeGreaterThanOrEqual(4);
      // Only the prefix and the last digits show; none of the hidden ones.
      expect(masked.replace(/•+/, '').length + hidden, e164).toBe(masked.length);
    }
  });

  it('shows only bullets for a number it cannot read', () => {
    expect(maskPhone('+999123')).toBe('••••••');
    expect(maskPhone('garbage')).toBe('••••');
  });
});
