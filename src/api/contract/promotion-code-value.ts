/*
 * A promotion code's form (promotion-codes.ts explains codes), without zod: the cart machine, on
 * every page with the header's cart link, checks a typed code with `normalizePromotionCode`, and
 * the contract's `promotionCodeValueSchema` (promotion-codes.ts) is built from the same rule
 * (promotion-code-value.test.ts checks that both agree).
 */

/** A code as the server compares it: letters, digits and dashes, 3 to 32 of them. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;

/** A code as typed -> as the server compares it (upper case, spaces trimmed); null when it cannot be a code at all. */
export function normalizePromotionCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return PROMOTION_CODE_PATTERN.test(code) ? code : null;
}
