/**
 * Price rules (spec section 9, "Effective price" and "Discount percent"; section 5 for vouchers).
 */
import { roundTotal } from './money';

export interface PriceFields {
  price?: number | null;
  promotionalPrice?: number | null;
  promotionCodePrice?: number | null;
}

function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && value > 0;
}

/**
 * The price the customer pays: a promotion-code price above 0 wins, then a promotional price
 * above 0, else the list price (returned as is, even when 0; undefined when missing).
 */
export function effectivePrice({ price, promotionalPrice, promotionCodePrice }: PriceFields): number | undefined {
  if (isPositive(promotionCodePrice)) return promotionCodePrice;
  if (isPositive(promotionalPrice)) return promotionalPrice;
  return price ?? undefined;
}

/** Shown when the ratio cannot be computed or is zero (spec section 9). */
export const DISCOUNT_PERCENT_FALLBACK = 100;

/**
 * |trunc((original - reduced) / original * 100)|, e.g. 1.000.000 -> 750.000 is 25.
 *
 * Decisions on the spec's wording ("between two integers, falling back to 100 when the ratio is
 * zero or invalid"):
 * - "invalid" means the ratio is not a finite number: original 0 (division by zero gives
 *   Infinity or NaN), or either input NaN/Infinity. These give 100.
 * - "zero" means the ratio itself is 0, i.e. both prices are equal; that also gives 100, as the
 *   spec says (callers show a badge only when a reduced price exists).
 * - A non-zero ratio whose truncated percentage is 0 (1.000.000 -> 999.999) gives 0, not 100:
 *   the fallback is about the ratio, and turning a 0.0001% reduction into "-100%" would lie.
 * - Non-integer but finite inputs are accepted and computed the same way: VND prices are
 *   integers, but USD prices carry cents, and truncation already yields an integer percent.
 * - A reduced price above the original gives the absolute value (a mark-up of 50% shows 50).
 */
export function discountPercent(original: number, reduced: number): number {
  // Multiply before dividing: (1e6 - 710000) / 1e6 * 100 is 28.999999999999996 in floats and
  // would truncate to 28, while (1e6 - 710000) * 100 / 1e6 is exactly 29.
  const percent = ((original - reduced) * 100) / original;
  if (!Number.isFinite(percent) || percent === 0) return DISCOUNT_PERCENT_FALLBACK;
  return Math.abs(Math.trunc(percent));
}

/**
 * Price after a voucher, never below 0 and rounded to 2 decimals. A negative or non-finite
 * voucher amount reduces nothing (a voucher never raises a price). A non-finite price stays NaN
 * so that it formats as '' instead of showing a made-up amount.
 */
export function priceAfterVoucher(price: number, voucherAmount: number | null | undefined): number {
  if (!Number.isFinite(price)) return Number.NaN;
  const voucher = typeof voucherAmount === 'number' && Number.isFinite(voucherAmount) && voucherAmount > 0 ? voucherAmount : 0;
  return Math.max(0, roundTotal(price - voucher));
}
