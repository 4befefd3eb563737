import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { Refusal } from '../refusal';
import { memoryRateLimitStore } from './rate-limit-store';
import type { RateLimitStore } from './rate-limit-store';

/*
 * Rate limits on `rate-limiter-flexible`. Where the counters live is the store's business
 * (rate-limit-store.ts): Redis when REDIS_URL is set, the app's PostgreSQL when DATABASE_URL is,
 * process memory on embedded PGlite. Every store gives the same RateLimiterAbstract used below.
 *
 * Limiters are made per app (createRateLimiters, called by the composition root), never at module
 * level, so that two apps in one process (tests) on memory stores do not share counters; on a
 * shared store, apps (instances) share them, which is the point.
 */

export interface RateLimit {
  /** Requests allowed per window. */
  points: number;
  /** Window length; the counter of a key resets this long after its first request. */
  durationSeconds: number;
}

/** A limiter with counters in memory (a store of its own). */
export function createRateLimiter(name: string, limit: RateLimit): RateLimiterAbstract {
  return memoryRateLimitStore().limiter(name, limit);
}

const HOUR = 60 * 60;
const TEN_MINUTES = 10 * 60;

/**
 * Every limit the HTTP layer applies. The limits per phone number and per (number, address) on
 * one-time codes are the OTP service's own, kept in the database (server/services/otp).
 */
export const defaultRateLimits = {
  /** One-time codes requested (sign-in and phone change) from one address: stops one machine spraying codes over many numbers. */
  otpSendPerIp: { points: 30, durationSeconds: HOUR },
  /** One-time code checks from one address: stops guessing across numbers. */
  otpVerifyPerIp: { points: 30, durationSeconds: 15 * 60 },
  /** Gene-test information tokens tried from one address. */
  geneTokenPerIp: { points: 30, durationSeconds: 15 * 60 },
  /**
   * Phone-change requests by one account, charged before the number is looked up, so the
   * "already used by another account" answer cannot be used to list who has an account.
   */
  phoneChangePerUser: { points: 10, durationSeconds: HOUR },
  /** Customer verifications (kit code + date of birth) tried by one account. */
  customerVerifyPerUser: { points: 10, durationSeconds: HOUR },
  /** Kid-quiz text messages to one phone number: stops the form from being used to spam someone. */
  kidQuizSmsPerPhone: { points: 3, durationSeconds: TEN_MINUTES },
  /** Kid-quiz text messages per anonymous client (the User-Client-Id header, when it is a UUID). */
  kidQuizSmsPerClient: { points: 10, durationSeconds: TEN_MINUTES },
  /**
   * Kid-quiz text messages per connecting address, higher than per client because mobile carriers
   * put many phones behind one address (CGNAT). Behind a reverse proxy set TRUST_PROXY=true, or
   * every request counts against the proxy's address (server/http/client-address.ts).
   */
  kidQuizSmsPerIp: { points: 30, durationSeconds: TEN_MINUTES },
  /**
   * Kid-quiz results records from one address and from one anonymous client (the client id the
   * server issued, else the User-Client-Id header): stops one machine filling the table and
   * collecting discount codes (issue 22 item 9). A family retaking the quiz a few times stays far
   * below; the address's limit is higher for carriers' shared addresses (CGNAT).
   */
  kidQuizRecordPerIp: { points: 30, durationSeconds: TEN_MINUTES },
  kidQuizRecordPerClient: { points: 10, durationSeconds: TEN_MINUTES },
  /**
   * Diet-quiz results records from one address and from one anonymous client (the client id the
   * server issued): stops one machine filling the table and collecting codes (issue 22 item 9).
   * As for the text messages, the address's limit is higher for carriers' shared addresses.
   */
  dietQuizRecordPerIp: { points: 30, durationSeconds: TEN_MINUTES },
  dietQuizRecordPerClient: { points: 10, durationSeconds: TEN_MINUTES },
  /** Diet-quiz text messages, counted as the kid quiz's: per phone number, per client, per address. */
  dietQuizSmsPerPhone: { points: 3, durationSeconds: TEN_MINUTES },
  dietQuizSmsPerClient: { points: 10, durationSeconds: TEN_MINUTES },
  dietQuizSmsPerIp: { points: 30, durationSeconds: TEN_MINUTES },
  /** Promotion codes tried from one address (checked alone or applied to a cart): stops guessing codes. */
  promotionCodeCheckPerIp: { points: 60, durationSeconds: TEN_MINUTES },
  /** Campaign claims and generated codes from one address. */
  codeClaimPerIp: { points: 20, durationSeconds: TEN_MINUTES },
  /** Checkouts from one address (a retry with the same Idempotency-Key counts too). */
  checkoutPerIp: { points: 30, durationSeconds: TEN_MINUTES },
  /** Test messages written into the SMS outbox (developer tools) from one address. */
  outboxSendPerIp: { points: 20, durationSeconds: TEN_MINUTES },
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof defaultRateLimits;
export type RateLimiters = Record<RateLimitName, RateLimiterAbstract>;

/** One limiter per limit, counting in `store` (by default fresh counters in memory). */
export function createRateLimiters(overrides: Partial<Record<RateLimitName, RateLimit>> = {}, store: RateLimitStore = memoryRateLimitStore()): RateLimiters {
  const limits: Record<RateLimitName, RateLimit> = { ...defaultRateLimits, ...overrides };
  const names = Object.keys(limits) as RateLimitName[];
  return Object.fromEntries(names.map((name) => [name, store.limiter(name, limits[name])])) as RateLimiters;
}

/** One counter to charge: a limiter and the key (phone number, IP, client id, …) it counts. */
export interface RateLimitCheck {
  limiter: RateLimiterAbstract;
  key: string;
}

/** Proof that every check passed; `refund` gives the points back when the work then failed. */
export interface RateLimitPass {
  refund: () => Promise<void>;
}

/** A refused request: how long until the exhausted counter allows it again. */
export class RateLimitExceeded extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Rate limit exceeded; retry after ${retryAfterSeconds} s`);
    this.name = 'RateLimitExceeded';
  }
}

/** Seconds until a refused request may be retried: whole seconds, at least 1. */
function secondsUntil(result: RateLimiterRes): number {
  return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
}

async function refundAll(charged: readonly RateLimitCheck[]): Promise<void> {
  await Promise.all(charged.map(({ limiter, key }) => limiter.reward(key, 1)));
}

/**
 * Charges one point on every check, in order. If one counter is exhausted, every point this call
 * took (that one's included) is given back and RateLimitExceeded is thrown: a refused request
 * uses up no allowance, so being refused by one limit never eats into another.
 */
export async function consumeAll(checks: readonly RateLimitCheck[]): Promise<RateLimitPass> {
  const charged: RateLimitCheck[] = [];
  for (const check of checks) {
    charged.push(check);
    try {
      await check.limiter.consume(check.key, 1);
    } catch (error) {
      await refundAll(charged);
      // The limiter rejects with a RateLimiterRes when the limit is reached, with an Error when its store fails.
      if (error instanceof RateLimiterRes) throw new RateLimitExceeded(secondsUntil(error));
      throw error;
    }
  }
  return { refund: () => refundAll(charged) };
}

/** The 429 every rate limit answers with: Retry-After in seconds and a localised message. */
export function rateLimitedError(seconds: number, messageKey = 'rate_limited'): Refusal {
  return new Refusal('limited', 'rate_limited', {
    messageKey,
    params: { seconds, minutes: Math.ceil(seconds / 60) },
    retryAfterSeconds: seconds,
  });
}

/** consumeAll for a request handler: a refusal becomes the `limited` Refusal (a 429 with Retry-After). */
export async function enforceRateLimits(checks: readonly RateLimitCheck[], messageKey?: string): Promise<RateLimitPass> {
  try {
    return await consumeAll(checks);
  } catch (error) {
    if (error instanceof RateLimitExceeded) throw rateLimitedError(error.retryAfterSeconds, messageKey);
    throw error;
  }
}

/** Charges every check (429 when one is used up), then does the work; a failed work gets its charge back. */
export async function chargedWork<T>(checks: readonly RateLimitCheck[], work: () => Promise<T>, messageKey?: string): Promise<T> {
  const pass = await enforceRateLimits(checks, messageKey);
  try {
    return await work();
  } catch (error) {
    await pass.refund();
    throw error;
  }
}
