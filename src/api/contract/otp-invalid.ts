import type { Language } from './language';

/**
 * The message of a 400 for a wrong one-time code, per language. The server sends exactly these
 * texts and the client groups a 400 carrying the text of its Content-Language under the error
 * code `otp_invalid` (spec section 8), so both import them from here.
 */
export const OTP_INVALID_TEXTS: Readonly<Record<Language, string>> = {
  en: 'Invalid OTP',
  vi: 'OTP không hợp lệ',
  zh: '一次性密码无效',
  th: 'OTP ไม่ถูกต้อง',
};
