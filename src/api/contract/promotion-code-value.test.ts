import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { normalizePromotionCode } from './promotion-code-value';
import { promotionCodeValueSchema } from './promotion-codes';

/** The cart machine's check (no zod) and the contract's schema (the server's) are one rule. */
describe('normalizePromotionCode', () => {
  it('trims, upper-cases and checks the form', () => {
    expect(normalizePromotionCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizePromotionCode('kid-ab12')).toBe('KID-AB12');
    expect(normalizePromotionCode('ab')).toBeNull();
    expect(normalizePromotionCode('a'.repeat(33))).toBeNull();
    expect(normalizePromotionCode('WEL COME')).toBeNull();
    expect(normalizePromotionCode('')).toBeNull();
  });

  const typed = fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^\s{0,2}[a-zA-Z0-9_ -]{0,34}\s{0,2}$/));
  test.prop([typed])('answers what the contract schema answers', (text) => {
    const parsed = promotionCodeValueSchema.safeParse(text);
    expect(normalizePromotionCode(text)).toBe(parsed.success ? parsed.data : null);
  });
});
