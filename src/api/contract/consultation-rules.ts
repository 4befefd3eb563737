/*
 * The booking wizard's rules as plain values (no zod): the wizard's first load takes them from
 * here, and consultations.ts builds its schemas from them and re-exports them
 * (docs/performance.md, "Bundle budget"; as otp-rules.ts is for the sign-in form).
 */

/** The most reports one consultation takes. */
export const MAX_REPORTS_PER_CONSULTATION = 8;
/** The most family members one appointment names. */
export const MAX_FAMILY_MEMBERS = 5;

/** bank_transfer: VietQR transfer before the consultation; at_consultation: paid at the consultation. */
export const paymentTypes = ['bank_transfer', 'at_consultation'] as const;
export type PaymentType = (typeof paymentTypes)[number];
