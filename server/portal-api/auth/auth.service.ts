import { eq } from 'drizzle-orm';
import type { Services } from '../../app-services';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { Refusal } from '../../services/refusal';
import type { RequestFacts } from '../../http/request-facts';
import { destinationRefusal, mayReceiveCodes } from '../../services/otp/sms-destination';
import type { IssueOtpInput, OtpIssued, VerifyOtpInput } from '../../services/otp/otp-service';
import { chargedWork, enforceRateLimits } from '../../services/rate-limit/rate-limit';

/*
 * One-time codes as the sign-in and phone-change endpoints use them. The OTP service binds each
 * code to the caller's address and keeps the limits per number and per (number, address) in the
 * database; on top of them, every code sent and every check is charged to the caller's address
 * across all numbers (services.limiters.otpSendPerIp, otpVerifyPerIp).
 */

/**
 * The body field that names a number a code is asked for: a code for a number the caller typed
 * (sign-in, a new number) goes only where SMS_ALLOWED_COUNTRIES allows, to a mobile (issue 22
 * §11); the account's own number (account deletion) was verified before and is not asked again.
 */
const TYPED_NUMBER_FIELD: Partial<Record<IssueOtpInput['purpose'], string>> = { signin: 'otp_key', 'phone-update': 'phone_number' };

/** Sends a code in the request's language; a code that could not be sent gives the address its charge back. */
export function sendCode(services: Services, request: Pick<RequestFacts, 'language' | 'ip'>, input: Omit<IssueOtpInput, 'language' | 'ip'>): Promise<OtpIssued> {
  const field = TYPED_NUMBER_FIELD[input.purpose];
  const allowed = services.config.SMS_ALLOWED_COUNTRIES;
  if (field && !mayReceiveCodes(input.phone, allowed)) {
    // Before any charge or write: nothing is sent, stored or counted.
    return Promise.reject(new Refusal('invalid', 'validation_failed', { fields: { [field]: destinationRefusal(request.language, allowed) } }));
  }
  const { ip, language } = request;
  return chargedWork([{ limiter: services.limiters.otpSendPerIp, key: ip }], () => services.otp.issue({ ...input, language, ip }));
}

/** Checks a code; a right one runs `onVerified` in the transaction that consumes it. */
export async function checkCode<T>(services: Services, request: Pick<RequestFacts, 'ip'>, input: Omit<VerifyOtpInput, 'ip'>, onVerified: (tx: Db) => Promise<T>): Promise<T> {
  const { ip } = request;
  await enforceRateLimits([{ limiter: services.limiters.otpVerifyPerIp, key: ip }]);
  return services.otp.verify({ ...input, ip }, onVerified);
}

/** The account of a number, created on its first sign-in. */
export async function accountOf(tx: Db, phone: string): Promise<{ userId: string; isNewUser: boolean }> {
  const created = await tx.insert(users).values({ phoneNumber: phone }).onConflictDoNothing({ target: users.phoneNumber }).returning({ id: users.id });
  const [user] = created.length > 0 ? created : await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  return { userId: user.id, isNewUser: created.length > 0 };
}
