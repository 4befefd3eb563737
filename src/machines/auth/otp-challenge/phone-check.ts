/**
 * The phone rule's verdict on a typed number, and a number as people read it: src/domain/phone.ts,
 * re-exported for the pages that show a number with the rules in their own first load (the
 * profile, an order, the phone change). The sign-in and the OTP challenge machine do not import
 * this: they load the rules with import() (src/domain/phone-rules.ts).
 */
export { checkPhone, displayPhone } from '../../../domain/phone';
export type { PhoneCheck } from '../../../domain/phone';
