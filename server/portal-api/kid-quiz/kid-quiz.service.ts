import { tz } from '@date-fns/tz';
import { addDays, endOfDay } from 'date-fns';
import { eq } from 'drizzle-orm';
import { HEADERS } from '../../../src/api/contract/endpoint';
import type { DiscountCode, RecordAccess, ResultRecord } from '../../../src/api/contract/kid-quiz';
import { CLINIC_TIME_ZONE } from '../../../src/domain/dates';
import type { OutcomeId } from '../../../src/domain/kid-quiz/outcomes';
import type { Services } from '../../app-services';
import type { RequestFacts } from '../../http/request-facts';
import type { Db } from '../../db/client';
import { kidQuizResults } from '../../db/schema';
import { Refusal } from '../../services/refusal';
import { smsDate, smsText } from '../../services/sms/sms-text';
import { serverT } from '../../i18n/server-i18n';
import { ownedRecord, recordAccessFields, recordCallerOf } from '../../services/quiz-records/record-owner';
import { queueLimitedQuizSms, quizResultsLink } from '../../services/quiz-records/quiz-sms';
import type { RecordCaller, RecordOwnership } from '../../services/quiz-records/record-owner';
import type { Language } from '../../i18n/server-i18n';
import type { DiscountCodeRow } from '../../services/discount-codes/discount-codes';

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

/** The caller of a kid-quiz route: the Kid-Quiz-Secret header, and its session (services/quiz-records/record-owner.ts says who owns a record). */
export function callerOf(request: Pick<RequestFacts, 'authorization'>, services: Services, headers: { [HEADERS.kidQuizSecret]?: string } | undefined): RecordCaller {
  return recordCallerOf(request, services.tokens, headers?.[HEADERS.kidQuizSecret]);
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
    ...recordAccessFields(row, access),
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
export async function findOwnRecord(db: Db, id: string, caller: RecordCaller): Promise<{ row: ResultRow; ownership: Exclude<RecordOwnership, null> }> {
  return ownedRecord(await findRecord(db, id), caller, recordNotFound);
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
 * (scene 9 is the results scene; see src/machines/kid-quiz/kid-quiz-url.ts), the secret in the
 * fragment (services/quiz-records/quiz-sms.ts).
 */
export function resultsLink(origin: string, recordId: string, secret: string | null = null): string {
  return quizResultsLink(origin, '/kid-quiz', '9', recordId, secret);
}

export function resultsSmsText(language: Language, outcomeId: OutcomeId, link: string): string {
  const t = serverT(language, 'kid-quiz');
  return smsText(language, t('sms.results', { job: t(`jobs.${outcomeId}`), link }));
}

export function discountCodeSmsText(language: Language, code: { code: string; percentOff: number; expiresAt: Date }): string {
  return smsText(language, serverT(language, 'kid-quiz')('sms.discountCode', { code: code.code, percent: code.percentOff, expiresOn: smsDate(language, code.expiresAt) }));
}

/** Queues a kid-quiz SMS, charged to the kid quiz's limits (services/quiz-records/quiz-sms.ts). */
export function queueLimitedSms<T>(request: Pick<RequestFacts, 'ip' | 'clientId'>, services: Services, to: string, write: (tx: Db) => Promise<T>): Promise<T> {
  const { kidQuizSmsPerPhone: perPhone, kidQuizSmsPerIp: perIp, kidQuizSmsPerClient: perClient } = services.limiters;
  return queueLimitedQuizSms({ perPhone, perIp, perClient }, request, services.database.db, to, write);
}
