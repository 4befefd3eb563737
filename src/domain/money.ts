/**
 * Money formatting and totals (spec section 5 and 9).
 *
 * Decisions written down here:
 * - VND is shown as whole dong with vi-VN grouping and the 'đ' suffix glued to the number, with
 *   no space: 1.250.000đ. VND has no minor unit, so fractions are rounded away.
 * - USD is shown as '$' + en-US grouping + exactly 2 decimals: $1,234.50.
 * - Any other currency code falls back to Intl's own currency format (en-US), and a code Intl does
 *   not know falls back to the grouped number followed by the code.
 * - A value that is not a finite number, or is below 0, formats as '' (the spec's "empty string").
 *   -0 is not below 0 and formats as zero.
 */

const vndFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
const usdFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(value: number | undefined | null, currencyCode: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return '';
  const amount = Object.is(value, -0) ? 0 : value;
  const code = currencyCode.trim().toUpperCase();
  if (code === 'VND') return `${vndFormat.format(amount)}đ`;
  if (code === 'USD') return `$${usdFormat.format(amount)}`;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount);
  } catch {
    // Not an ISO 4217 code Intl knows (or empty): show the number and the raw code.
    const number = usdFormat.format(amount);
    return code ? `${number} ${code}` : number;
  }
}

/**
 * Rounds to 2 decimals, half away from zero, without float noise: 1.005 is stored as
 * 1.00499999999999989…, so a plain Math.round(n * 100) gives 1.00. Scaling by (1 + EPSILON) is
 * the relative form of the usual `n + Number.EPSILON` trick, so it also holds for large totals
 * (where adding a bare EPSILON is lost below the number's precision). Non-finite input is
 * returned as is.
 */
export function roundTotal(n: number): number {
  if (!Number.isFinite(n)) return n;
  const rounded = Math.round(Math.abs(n) * 100 * (1 + Number.EPSILON)) / 100;
  // `|| 0` turns a -0 result (e.g. -0.001) into 0.
  return Math.sign(n) * rounded || 0;
}

/**
 * Sum of line amounts, rounded to 2 decimals. Missing amounts (null/undefined) count as 0; a NaN
 * amount makes the whole total NaN, which formatMoney shows as '' rather than a wrong total.
 */
export function sumTotal(values: ReadonlyArray<number | null | undefined>): number {
  let total = 0;
  for (const value of values) {
    if (value === null || value === undefined) continue;
    total += value;
  }
  return roundTotal(total);
}
