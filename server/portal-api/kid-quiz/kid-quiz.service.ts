import { randomBytes, timingSafeEqual } from 'node:crypto';
import { tz } from '@date-fns/tz';
import { addDays, endOfDay } from 'date-fns';
import { eq } from 'drizzle-orm';
import { HEADERS } from '../../../src/api/contract/endpoint';
import type { DiscountCode, RecordAccess, ResultRecord } from '../../../src/api/contract/kid-quiz';
import { CLINIC_TIME_ZONE } from '../../../src/domain/dates';
import type { OutcomeId } from '../../../src/domain/kid-quiz/outcomes';
import { maskPhone } from '../../../src/domain/phone';
import type { Services } from '../../app-services';
import type { RequestFacts } from '../../http/request-facts';
import type { Db } from '../../db/client';
import { kidQuizResults } from '../../db/schema';
import { Refusal } from '../../services/refusal';
import { smsDate, smsText } from '../../services/sms/sms-text';
import { serverT } from '../../i18n/server-i18n';
import type { AuthSession } from '../../services/auth-tokens/auth-token-service';
import { hashSecret, tokenFromAuthorization } from '../../services/auth-tokens/auth-token-service';
import type { Language } from '../../i18n/server-i18n';
import type { DiscountCodeRow } from '../../services/discount-codes/discount-codes';
import { chargedWork } from '../../services/rate-limit/rate-limit';
import type { RateLimitCheck } from '../../services/rate-limit/rate-limit';

/** Kid-quiz codes are marked with this source in the shop's general discount_codes table. */
export const KID_QUIZ_SOURCE = 'kid-quiz';

/** The terms of a kid-quiz discount code. */
export const kidQuizDiscountTerms = { prefix: 'KID-', percentOff: 10, usageLimit: 1, validForDays: 30 };

/** Valid to the end of a Vietnamese calendar day, so the date in the SMS is the whole truth. */
export function discountCodeExpiry(from: Date = new Date()): Date {
  return endOfDay(addDays(from, kidQuizDiscountTerms.validForDays), { in: tz(CLINIC_TIME_ZONE) });
}

// ---- records ---------------------------------------------------------------------------

export type ResultRow = typeof kidQuizResults.$inferSelect;

/*
 * Who owns a record (README "Who may do what"): while it belongs to no account, whoever holds
 * its secret; once it belongs to one (merged at sign-in, or created signed in), only that
 * account's session. A secret is 32 random bytes in base64url, like a sign-in token; the table
 * keeps its SHA-256 only, compared in constant time.
 */

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new record's secret and the hash to store. */
export function newRecordSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

/** What the caller brings: the record secret of the Kid-Quiz-Secret header, and its session if signed in. */
export interface Caller {
  secret: string | null;
  session: () => Promise<AuthSession | null>;
}

/**
 * The caller of a kid-quiz route. The session is optional here: an unknown or expired token is
 * simply no session (never a 401), and it is looked up only when a record belongs to an account.
 */
export function callerOf(request: Pick<RequestFacts, 'authorization'>, services: Services, headers: { [HEADERS.kidQuizSecret]?: string } | undefined): Caller {
  let session: Promise<AuthSession | null> | null = null;
  return {
    secret: headers?.[HEADERS.kidQuizSecret] ?? null,
    session: () => {
      const key = tokenFromAuthorization(request.authorization);
      session ??= key ? services.tokens.authenticate(key) : Promise.resolve(null);
      return session;
    },
  };
}

/** How the caller owns the record: by its secret, by the account it belongs to, or not at all. */
export type Ownership = 'secret' | 'account' | null;

function holdsSecret(row: ResultRow, secret: string | null): boolean {
  if (secret === null || row.secretHash === null || !SECRET_PATTERN.test(secret)) return false;
  return timingSafeEqual(Buffer.from(hashSecret(secret), 'hex'), Buffer.from(row.secretHash, 'hex'));
}

export async function ownershipOf(row: ResultRow, caller: Caller): Promise<Ownership> {
  if (row.userId === null) return holdsSecret(row, caller.secret) ? 'secret' : null;
  const session = await caller.session();
  return session !== null && session.userId === row.userId ? 'account' : null;
}

/** The record as the caller may see it: the owner in full, anyone else with the number masked. */
export function toResultRecord(row: ResultRow, access: RecordAccess): ResultRecord {
  return {
    id: row.id,
    answers: row.answers,
    answerScores: row.answerScores,
    categoryScores: { iq: row.iqScore, eq: row.eqScore, temperament: row.temperamentScore },
    levels: { iq: row.iqLevel, eq: row.eqLevel, temperament: row.temperamentLevel },
    outcomeId: row.outcomeId,
    language: row.language,
    access,
    phoneNumber: access === 'owner' ? row.phone : null,
    maskedPhoneNumber: row.phone === null ? null : maskPhone(row.phone),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDiscountCode(row: DiscountCodeRow): DiscountCode {
  return {
    code: row.code,
    recordId: row.sourceRecordId,
    percentOff: row.percentOff,
    expiresAt: row.expiresAt.toISOString(),
    usageLimit: row.usageLimit,
  };
}

export const recordNotFound = () => new Refusal('not_found', 'not_found', { messageKey: 'kid_quiz_result_not_found' });

export async function findRecord(db: Db, id: string): Promise<ResultRow> {
  const row = await recordById(db, id);
  if (!row) throw recordNotFound();
  return row;
}

export async function recordById(db: Db, id: string): Promise<ResultRow | null> {
  const [row] = await db.select().from(kidQuizResults).where(eq(kidQuizResults.id, id));
  return row ?? null;
}

/** The record, when the caller owns it; otherwise the very 404 of an unknown id, so a stranger learns nothing. */
export async function findOwnRecord(db: Db, id: string, caller: Caller): Promise<{ row: ResultRow; ownership: Exclude<Ownership, null> }> {
  const row = await findRecord(db, id);
  const ownership = await ownershipOf(row, caller);
  if (ownership === null) throw recordNotFound();
  return { row, ownership };
}

// ---- text messages ---------------------------------------------------------------------

/*
 * The kid quiz's text messages (server/i18n/locales/<language>/kid-quiz.json), in the request's
 * language:
 *   sms.results       {{job}} (jobs.<outcome id>: the job title the results screen shows), {{link}}
 *   sms.discountCode  {{code}}, {{percent}}, {{expiresOn}} (a day in digits, in Asia/Ho_Chi_Minh)
 * Written as services/sms/sms-text.ts says: en and vi GSM-7 (Vietnamese without its marks, the
 * job title included), th and zh UCS-2; services/sms/sms-templates.test.ts counts segments.
 */

/**
 * Where the results screen reopens a stored record: the client's `/kid-quiz?scene=9&result=<id>`
 * (scene 9 is the results scene; see src/machines/kid-quiz/kid-quiz-url.ts), with the record's
 * secret in the fragment (`#k=<secret>`) when there is one to give: a fragment is never sent to a
 * server, so it stays out of access logs and Referer headers; the page takes it from the address
 * bar into the tab's sessionStorage and removes it.
 */
export function resultsLink(origin: string, recordId: string, secret: string | null = null): string {
  const url = new URL('/kid-quiz', origin);
  url.searchParams.set('scene', '9');
  url.searchParams.set('result', recordId);
  if (secret !== null) url.hash = new URLSearchParams({ k: secret }).toString();
  return url.toString();
}

export function resultsSmsText(language: Language, outcomeId: OutcomeId, link: string): string {
  const t = serverT(language, 'kid-quiz');
  return smsText(language, t('sms.results', { job: t(`jobs.${outcomeId}`), link }));
}

export function discountCodeSmsText(language: Language, code: { code: string; percentOff: number; expiresAt: Date }): string {
  return smsText(language, serverT(language, 'kid-quiz')('sms.discountCode', { code: code.code, percent: code.percentOff, expiresOn: smsDate(language, code.expiresAt) }));
}

/** Every counter one SMS is charged to: the phone, the address, and the anonymous client if it says who it is. */
function smsRateChecks(request: Pick<RequestFacts, 'ip' | 'clientId'>, services: Services, phone: string): RateLimitCheck[] {
  const { kidQuizSmsPerPhone, kidQuizSmsPerIp, kidQuizSmsPerClient } = services.limiters;
  const checks: RateLimitCheck[] = [
    { limiter: kidQuizSmsPerPhone, key: phone },
    { limiter: kidQuizSmsPerIp, key: request.ip },
  ];
  const client = request.clientId;
  if (client !== null) checks.push({ limiter: kidQuizSmsPerClient, key: client });
  return checks;
}

/**
 * Charges the SMS to its rate limits (429 when one is used up), then runs `write`, which queues the
 * message in the transaction of whatever it stores with it. If that transaction fails, nothing is
 * queued and the allowance is given back; once queued, the outbox delivers it (services/sms).
 */
export function queueLimitedSms<T>(request: Pick<RequestFacts, 'ip' | 'clientId'>, services: Services, to: string, write: (tx: Db) => Promise<T>): Promise<T> {
  return chargedWork(smsRateChecks(request, services, to), () => services.database.db.transaction(write), 'sms_rate_limited');
}
