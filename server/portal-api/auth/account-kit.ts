import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppDeps } from '../../app-deps';
import { createAuthTokenService } from '../../services/auth-tokens/auth-token-service';
import type { AuthTokenService } from '../../services/auth-tokens/auth-token-service';
import { createOtpService } from '../../services/otp/otp-service';
import type { OtpService } from '../../services/otp/otp-service';
import { createRateLimiter } from '../../services/rate-limit/rate-limit';
import type { RateLimit } from '../../services/rate-limit/rate-limit';
import { createSessionMiddleware } from './session';
import type { SessionMiddleware } from './session';

/**
 * Limits the database rules do not already cover (those are per number: see the OTP service).
 * Per IP they stop one machine from spraying codes over many numbers or guessing across them.
 */
export const accountRateLimits = {
  /** Codes requested (sign-in and phone change) from one address. */
  otpSendPerIp: { points: 30, durationSeconds: 60 * 60 },
  /** Code checks from one address. */
  otpVerifyPerIp: { points: 30, durationSeconds: 15 * 60 },
  /** Gene-test information tokens tried from one address. */
  geneTokenPerIp: { points: 30, durationSeconds: 15 * 60 },
  /**
   * Phone-change requests by one account, charged before the number is looked up, so the
   * "already used by another account" answer cannot be used to list who has an account.
   */
  phoneChangePerUser: { points: 10, durationSeconds: 60 * 60 },
  /** Customer verifications (kit code + date of birth) tried by one account. */
  customerVerifyPerUser: { points: 10, durationSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

export type AccountRateLimits = typeof accountRateLimits;

export interface AccountSettings {
  now?: () => Date;
  limits?: Partial<Record<keyof AccountRateLimits, RateLimit>>;
}

/** The services every account route shares; one per app, so test apps never share counters. */
export interface AccountKit {
  now: () => Date;
  tokens: AuthTokenService;
  otp: OtpService;
  requireSession: SessionMiddleware;
  limiters: Record<keyof AccountRateLimits, RateLimiterAbstract>;
}

export function createAccountKit(deps: AppDeps, settings: AccountSettings = {}): AccountKit {
  const now = settings.now ?? (() => new Date());
  const db = deps.database.db;
  const tokens = createAuthTokenService(db, { now });
  const limits = { ...accountRateLimits, ...settings.limits };
  const limiters = Object.fromEntries(
    (Object.keys(limits) as Array<keyof AccountRateLimits>).map((name) => [name, createRateLimiter(`account-${name}`, limits[name])]),
  ) as Record<keyof AccountRateLimits, RateLimiterAbstract>;
  return {
    now,
    tokens,
    otp: createOtpService(db, { sms: deps.sms, now }),
    requireSession: createSessionMiddleware(tokens),
    limiters,
  };
}
