import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import type { OtpPurpose } from '../../db/schema';
import { Refusal } from '../refusal';
import { clientKeyOf } from '../../http/client-address';
import type { Language } from '../../i18n/server-i18n';
import type { SmsService } from '../sms/sms-service';
import { rateLimitedError } from '../rate-limit/rate-limit';
import type { OtpMethod } from '../../../src/api/contract/auth';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_HOUR,
  OTP_MAX_PER_NUMBER_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
} from '../../../src/api/contract/auth';
import { otpMessage, otpSmsPurpose } from './otp-sms';

/*
 * One-time codes (spec §4 "Sign-in"; rules in src/api/contract/auth.ts; the threat model is in
 * server/portal-api/auth/README.md). Every rule is kept in the database so it holds across
 * requests and processes (several instances on one PostgreSQL share it):
 *  - a code is 6 digits from crypto.randomInt, stored as HMAC-SHA256 keyed by a per-code salt and
 *    compared with timingSafeEqual;
 *  - valid OTP_TTL_SECONDS, single use: consuming is one `UPDATE … WHERE consumed_at IS NULL`, so of
 *    two simultaneous right answers exactly one wins;
 *  - a sign-in code belongs to the address that asked for it (its slot: number, purpose, address
 *    key): only a check from that address can try it, and a new code from that address voids only
 *    that address's previous one. So a stranger elsewhere can neither guess at the owner's code nor
 *    void it. A phone-change code belongs to the account that asked for it, wherever it checks;
 *  - every try lands on the code through one conditional UPDATE that counts it (attempts + 1 while
 *    attempts < OTP_MAX_ATTEMPTS; a right one also marks the code used), so parallel guesses cannot
 *    get more tries than that; the last wrong try voids it, and it and every later try on that
 *    code answer otp_attempts_exceeded (not otp_expired, which would tell the user the code had
 *    timed out). Parallel right answers: one wins, the others hear otp_expired (used);
 *  - per number and address: one code per OTP_RESEND_SECONDS and OTP_MAX_PER_HOUR per rolling hour;
 *    per number, from all addresses together: OTP_MAX_PER_NUMBER_PER_HOUR per rolling hour (all 429
 *    with Retry-After), checked under a per-number advisory lock so two requests cannot both pass.
 * Limits per address across numbers are the HTTP layer's (server/services/rate-limit).
 */

const HOUR_MS = 60 * 60 * 1000;

export interface IssueOtpInput {
  /** E.164. */
  phone: string;
  purpose: OtpPurpose;
  method: OtpMethod;
  language: Language;
  /** The account changing its number ('phone-update'); omitted for sign-in. */
  userId?: string | null;
  /** The caller's address: the code's slot (otpAddressKey). None counts as one address, 'unknown'. */
  ip?: string | null;
}

export interface OtpIssued {
  expiresIn: number;
  resendIn: number;
}

export interface VerifyOtpInput {
  phone: string;
  purpose: OtpPurpose;
  code: string;
  userId?: string | null;
  /** The caller's address: only the code asked for from this address (otpAddressKey) is tried. */
  ip?: string | null;
}

export interface OtpService {
  /** Creates a code and sends it; throws the `limited` Refusal of the per-number limits (a 429). */
  issue(input: IssueOtpInput): Promise<OtpIssued>;
  /**
   * Checks a code. A right one is consumed inside a transaction that then runs `onVerified`
   * (create the user, change the number, …): if that throws, the code stays unused.
   * Throws the `invalid` Refusal `otp_invalid` (a 400) (a wrong guess, or no code requested),
   * `otp_attempts_exceeded` (the OTP_MAX_ATTEMPTS-th wrong guess, and any try on a code voided by
   * wrong guesses) or `otp_expired` (expired or already used).
   */
  verify<T>(input: VerifyOtpInput, onVerified: (tx: Db) => Promise<T>): Promise<T>;
}

export interface OtpServiceOptions {
  sms: SmsService;
  now?: () => Date;
  /** Code generator; tests of the service itself may fix it. Defaults to crypto.randomInt. */
  generateCode?: () => string;
}

export function generateOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** The address a code is bound to and its limits are counted for (clientKeyOf: an IPv6 caller as its /64). */
export const otpAddressKey = clientKeyOf;

export function hashOtpCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code, 'utf8').digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const invalid = () => new Refusal('invalid', 'otp_invalid');
const expired = () => new Refusal('invalid', 'otp_expired');
const attemptsExceeded = () => new Refusal('invalid', 'otp_attempts_exceeded');

export function createOtpService(db: Db, options: OtpServiceOptions): OtpService {
  const now = options.now ?? (() => new Date());
  const generateCode = options.generateCode ?? generateOtpCode;

  /**
   * The slot of a code, the codes a check may try and a new code replaces: the number and purpose,
   * and who asked. A code asked for by an account (a phone change) belongs to that account, from
   * wherever it checks; a code asked for by nobody signed in (sign-in) belongs to the address.
   */
  const slotOf = (input: { phone: string; purpose: OtpPurpose; userId?: string | null }, address: string) =>
    and(
      eq(otpCodes.phone, input.phone),
      eq(otpCodes.purpose, input.purpose),
      input.userId ? eq(otpCodes.userId, input.userId) : and(isNull(otpCodes.userId), eq(otpCodes.requestIp, address)),
    );

  /** Seconds until `createdAt` leaves the rolling hour (at least 1). */
  const untilOutOfHour = (createdAt: Date, at: Date) => Math.max(1, Math.ceil((createdAt.getTime() + HOUR_MS - at.getTime()) / 1000));

  /**
   * Under the number's lock: enforce the send limits, void the slot's previous code, store the new
   * one and queue its SMS, all in one transaction: a code exists exactly when its message does.
   */
  async function storeCode(input: IssueOtpInput, code: string): Promise<void> {
    const address = otpAddressKey(input.ip);
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${input.phone}`}))`);
      const at = now();
      // Every code of the number in the rolling hour, all purposes and addresses, newest first.
      const recent = await tx
        .select({ createdAt: otpCodes.createdAt, requestIp: otpCodes.requestIp, purpose: otpCodes.purpose })
        .from(otpCodes)
        .where(and(eq(otpCodes.phone, input.phone), gt(otpCodes.createdAt, new Date(at.getTime() - HOUR_MS))))
        .orderBy(desc(otpCodes.createdAt));
      const fromHere = recent.filter((row) => row.requestIp === address);

      // The resend pause is per purpose: a sign-in code a moment ago does not hold back the code
      // that confirms deleting the account (the hourly caps count every purpose).
      const samePurpose = fromHere.filter((row) => row.purpose === input.purpose);
      const sinceLast = samePurpose.length > 0 ? at.getTime() - samePurpose[0].createdAt.getTime() : Infinity;
      if (sinceLast < OTP_RESEND_SECONDS * 1000) {
        throw rateLimitedError(Math.ceil((OTP_RESEND_SECONDS * 1000 - sinceLast) / 1000), 'otp_resend_cooldown');
      }
      // Room opens when the cap-th newest code leaves the rolling hour.
      if (fromHere.length >= OTP_MAX_PER_HOUR) {
        throw rateLimitedError(untilOutOfHour(fromHere[OTP_MAX_PER_HOUR - 1].createdAt, at), 'otp_hourly_limit');
      }
      if (recent.length >= OTP_MAX_PER_NUMBER_PER_HOUR) {
        throw rateLimitedError(untilOutOfHour(recent[OTP_MAX_PER_NUMBER_PER_HOUR - 1].createdAt, at), 'otp_hourly_limit');
      }

      await tx
        .update(otpCodes)
        .set({ voidedAt: at })
        .where(and(slotOf(input, address), isNull(otpCodes.consumedAt), isNull(otpCodes.voidedAt)));
      const salt = randomBytes(16).toString('hex');
      const expiresAt = new Date(at.getTime() + OTP_TTL_SECONDS * 1000);
      await tx.insert(otpCodes).values({
        phone: input.phone,
        purpose: input.purpose,
        userId: input.userId ?? null,
        method: input.method,
        codeHash: hashOtpCode(code, salt),
        salt,
        requestIp: address,
        createdAt: at,
        expiresAt,
      });
      // There is no Zalo provider in this service: a Zalo code goes through the SMS outbox with
      // purpose 'otp-zalo' (visible in the outbox). A Zalo ZNS provider would plug in here.
      await options.sms.enqueue(tx, {
        to: input.phone,
        body: otpMessage(input.language, input.purpose, code),
        language: input.language,
        purpose: otpSmsPurpose(input.method),
        // A message that cannot go out before the code expires is not worth sending.
        expiresAt,
      });
    });
  }

  /** Why a code cannot be tried any more, read from its current row (another request may just have changed it). */
  async function refusal(id: string, reader: Db = db): Promise<Refusal> {
    const [row] = await reader.select({ consumedAt: otpCodes.consumedAt, attempts: otpCodes.attempts }).from(otpCodes).where(eq(otpCodes.id, id));
    if (!row || row.consumedAt) return expired();
    return row.attempts >= OTP_MAX_ATTEMPTS ? attemptsExceeded() : expired();
  }

  return {
    async issue(input) {
      await storeCode(input, generateCode());
      return { expiresIn: OTP_TTL_SECONDS, resendIn: OTP_RESEND_SECONDS };
    },

    async verify(input, onVerified) {
      const at = now();
      // Only the newest code of the caller's slot (this address for sign-in, this account for a
      // phone change) can be tried: a guess from anyone else never reaches, counts against or voids it.
      const [latest] = await db
        .select()
        .from(otpCodes)
        .where(slotOf(input, otpAddressKey(input.ip)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      // No code asked for this number from here (or by this account).
      if (!latest) throw invalid();

      // A try may only land on a code that is live: not used, not voided, not expired, and with
      // tries left. The row's lock orders parallel tries; each one below is one conditional UPDATE
      // that counts the try, so however many arrive at once, 5 tries in all reach the code.
      const tryable = and(
        eq(otpCodes.id, latest.id),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.voidedAt),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        gt(otpCodes.expiresAt, at),
      );
      const countTry = { attempts: sql`${otpCodes.attempts} + 1` };

      if (!sameHash(hashOtpCode(input.code, latest.salt), latest.codeHash)) {
        const [claimed] = await db.update(otpCodes).set(countTry).where(tryable).returning({ attempts: otpCodes.attempts });
        if (!claimed) throw await refusal(latest.id);
        if (claimed.attempts < OTP_MAX_ATTEMPTS) throw invalid();
        await db
          .update(otpCodes)
          .set({ voidedAt: at })
          .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.voidedAt), isNull(otpCodes.consumedAt)));
        throw attemptsExceeded();
      }

      // The right digits: the try and the use are one UPDATE, in the transaction of the work that
      // follows (if that fails, neither happened). Of parallel right answers one wins; the others
      // find the code used (otp_expired), never "too many wrong codes".
      return db.transaction(async (tx) => {
        const [consumed] = await tx
          .update(otpCodes)
          .set({ ...countTry, consumedAt: at })
          .where(tryable)
          .returning({ id: otpCodes.id });
        if (!consumed) throw await refusal(latest.id, tx);
        return onVerified(tx);
      });
    },
  };
}
