import { isZaloEligible, normalizePhone } from '../../domain/phone';
import type { PhoneCheck } from './code-entry';

/**
 * The phone rule applied to a typed number (src/domain/phone.ts), as the sign-in and
 * phone-update machines take it with every `phone.change`.
 */
export function checkPhone(phone: string): PhoneCheck {
  const result = normalizePhone(phone);
  return result.ok
    ? { e164: result.e164, problem: null, zaloEligible: isZaloEligible(result.e164) }
    : { e164: null, problem: result.reason, zaloEligible: false };
}
