import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, inArray, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import type { OtpPurpose } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Language } from '../../i18n/server-i18n';
import type { SmsService } from '../sms/sms-service';
import { rateLimitedError } from '../rate-limit/rate-limit';
import type { OtpMethod } from '../../../src/api/contract/auth';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_MAX_PER_HOUR, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '../../../src/api/contract/auth';
import { deliverOtp } from './otp-sms';

/*
 * One-time codes (spec §4 "Sign-in"; rules in src/api/contract/auth.ts). Every rule is kept in the
 * database so it holds across requests and processes:
 *  - a code is 6 digits from crypto.randomInt, stored as HMAC-SHA256 keyed by a per-code salt and
 *    compared with timingSafeEqual;
 *  - valid OTP_TTL_SECONDS, single use: consuming is one `UPDATE … WHERE consumed_at IS NULL`, so of
 *    two simultaneous right answers exactly one wins;
 *  - every try first claims one of OTP_MAX_ATTEMPTS attempts with a conditional UPDATE and only then
 *    compares, so parallel guesses cannot get more tries than that; the last wrong try voids it,
 *    and it and every later try on that code answer otp_attempts_exceeded (not otp_expired, which
 *    would tell the user the code had timed out);
 *  - per number: one code per OTP_RESEND_SECONDS and OTP_MAX_PER_HOUR per rolling hour (both 429
 *    with Retry-After), checked under a per-number advisory lock so two requests cannot both pass;
 *  - a new code for a number and purpose voids the previous one.
 * Limits per IP address are the HTTP layer's (server/services/rate-limit).
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
}

export interface OtpService {
  /** Creates a code and sends it; throws the 429 HttpError of the per-number limits. */
  issue(input: IssueOtpInput): Promise<OtpIssued>;
  /**
   * Checks a code. A right one is consumed inside a transaction that then runs `onVerified`
   * (create the user, change the number, …): if that throws, the code stays unused.
   * Throws HttpError 400 `otp_invalid` (a wrong guess, or no code requested),
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

export function hashOtpCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code, 'utf8').digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const invalid = () => new HttpError(400, 'otp_invalid');
const expired = () => new HttpError(400, 'otp_expired');
const attemptsExceeded = () => new HttpError(400, 'otp_attempts_exceeded');

export function createOtpService(db: Db, options: OtpServiceOptions): OtpService {
  const now = options.now ?? (() => new Date());
  const generateCode = options.generateCode ?? generateOtpCode;

  /** Under the number's lock: enforce the send limits, void the previous code, store the new one. */
  async function storeCode(input: IssueOtpInput, code: string): Promise<{ id: string; voidedIds: string[] }> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${input.phone}`}))`);
      const at = now();
      const recent = await tx
        .select({ createdAt: otpCodes.createdAt })
        .from(otpCodes)
        .where(and(eq(otpCodes.phone, input.phone), gt(otpCodes.createdAt, new Date(at.getTime() - HOUR_MS))))
        .orderBy(desc(otpCodes.createdAt));

      const sinceLast = recent.length > 0 ? at.getTime() - recent[0].createdAt.getTime() : Infinity;
      if (sinceLast < OTP_RESEND_SECONDS * 1000) {
        throw rateLimitedError(Math.ceil((OTP_RESEND_SECONDS * 1000 - sinceLast) / 1000), 'otp_resend_cooldown');
      }
      if (recent.length >= OTP_MAX_PER_HOUR) {
        // Room opens when the OTP_MAX_PER_HOUR-th newest code leaves the rolling hour.
        const freesAt = recent[OTP_MAX_PER_HOUR - 1].createdAt.getTime() + HOUR_MS;
        throw rateLimitedError(Math.max(1, Math.ceil((freesAt - at.getTime()) / 1000)), 'otp_hourly_limit');
      }

      const voided = await tx
        .update(otpCodes)
        .set({ voidedAt: at })
        .where(and(eq(otpCodes.phone, input.phone), eq(otpCodes.purpose, input.purpose), isNull(otpCodes.consumedAt), isNull(otpCodes.voidedAt)))
        .returning({ id: otpCodes.id });
      const salt = randomBytes(16).toString('hex');
      const [row] = await tx
        .insert(otpCodes)
        .values({
          phone: input.phone,
          purpose: input.purpose,
          userId: input.userId ?? null,
          method: input.method,
          codeHash: hashOtpCode(code, salt),
          salt,
          requestIp: input.ip ?? null,
          createdAt: at,
          expiresAt: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
        })
        .returning({ id: otpCodes.id });
      return { id: row.id, voidedIds: voided.map((v) => v.id) };
    });
  }

  /** Why a code cannot be tried any more, read from its current row (another request may just have changed it). */
  async function refusal(id: string, reader: Db = db): Promise<HttpError> {
    const [row] = await reader.select({ consumedAt: otpCodes.consumedAt, attempts: otpCodes.attempts }).from(otpCodes).where(eq(otpCodes.id, id));
    if (!row || row.consumedAt) return expired();
    return row.attempts >= OTP_MAX_ATTEMPTS ? attemptsExceeded() : expired();
  }

  return {
    async issue(input) {
      const code = generateCode();
      const { id, voidedIds } = await storeCode(input, code);
      try {
        await deliverOtp(options.sms, { phone: input.phone, method: input.method, purpose: input.purpose, language: input.language, code });
      } catch (error) {
        // Not delivered: forget the new code, so it neither works nor counts against the limits,
        // and give back the code the person already holds.
        await db.transaction(async (tx) => {
          await tx.delete(otpCodes).where(eq(otpCodes.id, id));
          if (voidedIds.length > 0) await tx.update(otpCodes).set({ voidedAt: null }).where(inArray(otpCodes.id, voidedIds));
        });
        throw error;
      }
      return { expiresIn: OTP_TTL_SECONDS, resendIn: OTP_RESEND_SECONDS };
    },

    async verify(input, onVerified) {
      const at = now();
      const [latest] = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.phone, input.phone), eq(otpCodes.purpose, input.purpose)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      // No code for this number (or the pending one was asked for by another account).
      if (!latest || (latest.userId ?? null) !== (input.userId ?? null)) throw invalid();

      const [claimed] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(
          and(
            eq(otpCodes.id, latest.id),
            isNull(otpCodes.consumedAt),
            isNull(otpCodes.voidedAt),
            lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
            gt(otpCodes.expiresAt, at),
          ),
        )
        .returning({ attempts: otpCodes.attempts });
      if (!claimed) throw await refusal(latest.id);

      if (!sameHash(hashOtpCode(input.code, latest.salt), latest.codeHash)) {
        if (claimed.attempts < OTP_MAX_ATTEMPTS) throw invalid();
        await db
          .update(otpCodes)
          .set({ voidedAt: at })
          .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.voidedAt), isNull(otpCodes.consumedAt)));
        throw attemptsExceeded();
      }

      return db.transaction(async (tx) => {
        const [consumed] = await tx
          .update(otpCodes)
          .set({ consumedAt: at })
          .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt), isNull(otpCodes.voidedAt)))
          .returning({ id: otpCodes.id });
        if (!consumed) throw await refusal(latest.id, tx);
        return onVerified(tx);
      });
    },
  };
}
