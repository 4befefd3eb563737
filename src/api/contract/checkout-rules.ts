/*
 * The checkout form's rules as plain values (no zod): the checkout page's first load takes them
 * from here (src/machines/checkout/delivery-form.ts), and checkout.ts builds its schemas from them
 * and re-exports `paymentMethods`; checkout-rules.test.ts checks that both agree
 * (docs/performance.md, "Bundle budget").
 */

export const paymentMethods = ['bank_transfer', 'cod'] as const;

/** The delivery name's and a VAT invoice company's longest (after trimming). */
export const DELIVERY_NAME_MAX = 120;
export const COMPANY_NAME_MAX = 200;
/** A street address's longest, the delivery's and the company's (after trimming). */
export const ADDRESS_MAX = 300;
/** An email address's longest (RFC 5321's path). */
export const EMAIL_MAX = 254;

/**
 * An email address as the contract's `z.email()` takes it: zod's own pattern (`z.regexes.email`),
 * copied (a dash last in a class written plain) so the form checks it without zod; the test fails
 * if zod's changes.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An email the contract takes: its pattern and at most EMAIL_MAX characters. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}
