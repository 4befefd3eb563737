import type { OtpMethod, OtpSent } from '../../../api/contract/auth';

/** Numbers and answers for the tests of everything that proves a number with a code. */

/** A Vietnamese mobile number (Zalo can carry the code), as typed and in E.164. */
export const MOBILE = '0912 345 678';
export const MOBILE_E164 = '+84912345678';
/** Another mobile number. */
export const OTHER_MOBILE = '0987 654 321';
export const OTHER_MOBILE_E164 = '+84987654321';
/** A Ho Chi Minh City landline: valid, SMS only. */
export const LANDLINE = '028 3812 3456';
export const LANDLINE_E164 = '+842838123456';
export const INVALID_PHONE = '12345';

export const WELL_FORMED_CODE = '123 456';
export const MALFORMED_CODE = '12';

/** What the request-code calls answer: the code went to `otpKey`; another may be asked for after `resendIn` s. */
export function otpSent(otpKey: string, otpMethod: OtpMethod, resendIn = 60): OtpSent {
  return { otpKey, otpMethod, expiresIn: 300, resendIn };
}
