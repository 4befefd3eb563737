import { serverT } from '../../i18n/server-i18n';
import { smsText } from '../sms/sms-text';
import type { Language } from '../../i18n/server-i18n';
import type { OtpMethod } from '../../../src/api/contract/auth';
import { OTP_TTL_SECONDS } from '../../../src/api/contract/auth';
import type { OtpPurpose } from '../../db/schema';

/** The text of each purpose's code message (server/i18n/locales/<language>/otp.json). */
const MESSAGE_KEYS: Record<OtpPurpose, string> = {
  signin: 'sms.signin',
  'phone-update': 'sms.phone_update',
  'account-deletion': 'sms.account_deletion',
};

/** The message text of a code, in the requester's language. */
export function otpMessage(language: Language, purpose: OtpPurpose, code: string): string {
  const t = serverT(language, 'otp');
  return smsText(language, t(MESSAGE_KEYS[purpose], { code, minutes: OTP_TTL_SECONDS / 60 }));
}

/** The outbox purpose of a code message: it shows which channel the user asked for. */
export function otpSmsPurpose(method: OtpMethod): string {
  return method === 'zalo' ? 'otp-zalo' : 'otp';
}
