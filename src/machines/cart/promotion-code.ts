import { promotionCodeValueSchema } from '../../api/contract/promotion-code-value';

/** A code as typed -> as the server compares it (upper case, spaces trimmed); null when it cannot be a code at all. */
export function normalizePromotionCode(typed: string): string | null {
  const parsed = promotionCodeValueSchema.safeParse(typed);
  return parsed.success ? parsed.data : null;
}
