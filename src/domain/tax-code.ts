/**
 * Vietnamese tax codes (mã số thuế) as a VAT invoice names the buyer (issue 23 §16): a company's
 * 10 digits, or a branch's 10 digits, a dash and 3 more. The first two digits are the province
 * the business was registered in, the next seven a sequence number (never 0000000), the tenth a
 * check digit over the first nine: with the weights 31, 29, 23, 19, 17, 13, 7, 5, 3, the check
 * digit is 10 − (sum mod 11), and a sum whose remainder is 0 (check 10) is never issued. A
 * branch's three digits run from 001. (The rule as python-stdnum's `stdnum.vn.mst` checks it.)
 *
 * Typed forms with spaces or dots between the groups, and a branch code without its dash, are
 * read too; the code is kept in its written form: 0100233488 or 0314409058-002.
 */

const WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

/** The check digit of the first nine digits; null when the sum leaves no digit (10). */
export function taxCodeCheckDigit(nineDigits: string): number | null {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(nineDigits[index]), 0);
  const check = 10 - (sum % 11);
  return check === 10 ? null : check;
}

/** The tax code in its written form (10 digits, or 10-3 for a branch), or null when it cannot be one. */
export function normalizeTaxCode(typed: string): string | null {
  const compact = typed.trim().replace(/[\s.]/g, '');
  const match = /^(\d{10})(?:-?(\d{3}))?$/.exec(compact);
  if (!match) return null;
  const [, main, branch] = match;
  if (main.slice(2, 9) === '0000000') return null;
  if (branch === '000') return null;
  if (taxCodeCheckDigit(main.slice(0, 9)) !== Number(main[9])) return null;
  return branch ? `${main}-${branch}` : main;
}

export function isVietnameseTaxCode(typed: string): boolean {
  return normalizeTaxCode(typed) !== null;
}
