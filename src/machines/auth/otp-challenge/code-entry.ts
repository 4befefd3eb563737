import { isOtpCode } from '../../../api/contract/otp-rules';

/**
 * The code as people type it and the one code rule (the contract's: 6 digits, isOtpCode, which otpCodeSchema checks too).
 * Spaces and dashes are dropped and full-width digits become ASCII, so "123 456" and "１２３４５６"
 * are the code 123456.
 */

export type CodeProblem = 'empty' | 'format';

export function cleanCode(code: string): string {
  return code.normalize('NFKC').replace(/[\s-]/g, '');
}

export function codeProblemOf(code: string): CodeProblem | null {
  const cleaned = cleanCode(code);
  if (cleaned === '') return 'empty';
  return isOtpCode(cleaned) ? null : 'format';
}
