import type { Context } from 'hono';
import { tz } from '@date-fns/tz';
import { addDays, endOfDay } from 'date-fns';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { HEADERS } from '../../../src/api/contract/endpoint';
import type { DiscountCode, ResultRecord } from '../../../src/api/contract/kid-quiz';
import { CLINIC_TIME_ZONE } from '../../../src/domain/dates';
import type { OutcomeId } from '../../../src/domain/kid-quiz/outcomes';
import type { Services } from '../../composition-root';
import type { Db } from '../../db/client';
import { kidQuizResults } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { clientAddressOf } from '../../http/client-address';
import { HttpError } from '../../http/errors';
import { serverT } from '../../i18n/server-i18n';
import type { Language } from '../../i18n/server-i18n';
import type { DiscountCodeRow } from '../../services/discount-codes/discount-codes';
import { chargedWork } from '../../services/rate-limit/rate-limit';
import type { RateLimitCheck } from '../../services/rate-limit/rate-limit';
import type { SmsRecord, SmsRequest } from '../../services/sms/sms-service';

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

export function toResultRecord(row: ResultRow): ResultRecord {
  return {
    id: row.id,
    answers: row.answers,
    answerScores: row.answerScores,
    categoryScores: { iq: row.iqScore, eq: row.eqScore, temperament: row.temperamentScore },
    levels: { iq: row.iqLevel, eq: row.eqLevel, temperament: row.temperamentLevel },
    outcomeId: row.outcomeId,
    language: row.language,
    phoneNumber: row.phone,
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

export const recordNotFound = () => new HttpError(404, 'not_found', { messageKey: 'kid_quiz_result_not_found' });

export async function findRecord(db: Db, id: string): Promise<ResultRow> {
  const [row] = await db.select().from(kidQuizResults).where(eq(kidQuizResults.id, id));
  if (!row) throw recordNotFound();
  return row;
}

// ---- text messages ---------------------------------------------------------------------

/*
 * The kid quiz's text messages (server/i18n/locales/<language>/kid-quiz.json), in the request's
 * language:
 *   sms.results       {{job}} (jobs.<outcome id>: the job title the results screen shows), {{link}}
 *   sms.discountCode  {{code}}, {{percent}}, {{expiresOn}} (a date in Asia/Ho_Chi_Minh)
 */

/** Regional formats for each app language (en-GB writes '30 April 2026', not '4/30/2026'). */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', vi: 'vi-VN', th: 'th-TH', zh: 'zh-CN' };

/** A calendar date as people in Vietnam read it, whatever the server's own time zone. */
export function formatClinicDate(language: Language, instant: Date): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone: CLINIC_TIME_ZONE }).format(instant);
}

/**
 * Where the results screen reopens a stored record: the client's `/kid-quiz?scene=9&result=<id>`
 * (scene 9 is the results scene; see src/machines/kid-quiz/kid-quiz-url.ts).
 */
export function resultsLink(origin: string, recordId: string): string {
  const url = new URL('/kid-quiz', origin);
  url.searchParams.set('scene', '9');
  url.searchParams.set('result', recordId);
  return url.toString();
}

export function resultsSmsText(language: Language, outcomeId: OutcomeId, link: string): string {
  const t = serverT(language, 'kid-quiz');
  return t('sms.results', { job: t(`jobs.${outcomeId}`), link });
}

export function discountCodeSmsText(language: Language, code: { code: string; percentOff: number; expiresAt: Date }): string {
  return serverT(language, 'kid-quiz')('sms.discountCode', {
    code: code.code,
    percent: code.percentOff,
    expiresOn: formatClinicDate(language, code.expiresAt),
  });
}

const clientIdHeader = z.uuid();

/** Every counter one SMS is charged to: the phone, the address, and the anonymous client if it says who it is. */
function smsRateChecks(c: Context<AppEnv>, services: Services, phone: string): RateLimitCheck[] {
  const { kidQuizSmsPerPhone, kidQuizSmsPerIp, kidQuizSmsPerClient } = services.limiters;
  const checks: RateLimitCheck[] = [
    { limiter: kidQuizSmsPerPhone, key: phone },
    { limiter: kidQuizSmsPerIp, key: clientAddressOf(c) },
  ];
  const clientId = clientIdHeader.safeParse(c.req.header(HEADERS.userClientId));
  if (clientId.success) checks.push({ limiter: kidQuizSmsPerClient, key: clientId.data.toLowerCase() });
  return checks;
}

/**
 * Charges the SMS to its rate limits (429 when one is used up), then hands it to the provider.
 * A message the provider refuses gives the allowance back.
 */
export function sendLimitedSms(c: Context<AppEnv>, services: Services, request: SmsRequest): Promise<SmsRecord> {
  return chargedWork(smsRateChecks(c, services, request.to), () => services.sms.send(request), 'sms_rate_limited');
}
