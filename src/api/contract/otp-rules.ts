/*
 * The one-time code's rules as plain values (no zod): the sign-in form's first load takes them
 * from here, and auth.ts builds its schemas from them and re-exports them (docs/performance.md,
 * "Bundle budget").
 */

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_SECONDS = 60;
/** Codes per number per rolling hour asked for from one address (the owner's own allowance). */
export const OTP_MAX_PER_HOUR = 5;
/**
 * Codes per number per rolling hour from all addresses together: six addresses' worth, so a
 * stranger at a handful of addresses cannot use up the owner's allowance (threat model:
 * server/portal-api/auth/README.md).
 */
export const OTP_MAX_PER_NUMBER_PER_HOUR = 30;
export const OTP_MAX_ATTEMPTS = 5;
export const AUTH_TOKEN_TTL_DAYS = 30;
/** The Authorization scheme: `Authorization: Token <key>` (spec §6). */
export const AUTH_TOKEN_TYPE = 'Token' as const;

export const otpMethods = ['sms', 'zalo'] as const;

/** A one-time code as the server takes it (after the form's cleaning: code-entry.ts): 6 digits. */
export function isOtpCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}
