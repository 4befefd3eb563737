import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HEADERS } from '../../../src/api/contract/endpoint';
import type { DietRecordAccess, DietReport, DietResultRecord, DietResultSummary } from '../../../src/api/contract/diet-quiz';
import { calculateDietResult } from '../../../src/domain/nutrition/calculate';
import type { DietInput } from '../../../src/domain/nutrition/input';
import { maskPhone } from '../../../src/domain/phone';
import type { Services } from '../../app-services';
import type { RequestFacts } from '../../http/request-facts';
import type { Db } from '../../db/client';
import { dietQuizResults } from '../../db/schema';
import { Refusal } from '../../services/refusal';
import { serverT } from '../../i18n/server-i18n';
import type { Language } from '../../i18n/server-i18n';
import type { AuthSession } from '../../services/auth-tokens/auth-token-service';
import { hashSecret, tokenFromAuthorization } from '../../services/auth-tokens/auth-token-service';
import { chargedWork } from '../../services/rate-limit/rate-limit';
import type { RateLimitCheck } from '../../services/rate-limit/rate-limit';
import { intlLocaleOf } from '../../../src/domain/locale-format';
import { smsDate, smsText } from '../../services/sms/sms-text';

/** The campaign (redeem-code pattern, server/seed/commerce.ts) whose personal codes the diet quiz issues. */
export const DIET_QUIZ_PATTERN = 'DIETQUIZ';

export type DietResultRow = typeof dietQuizResults.$inferSelect;
export type DietResultInsert = typeof dietQuizResults.$inferInsert;

// ---- the result ------------------------------------------------------------------------------

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The columns of the result the server computes from the input and report with the nutrition
 * engine (never the client's). The input has passed the contract, which ran the engine's own
 * validation, so calculateDietResult does not throw here.
 */
export function computedColumns(input: DietInput, report: DietReport) {
  const result = calculateDietResult(input, report);
  const { recommendedDailyCalorieIntake: intake, nutritionalRequirements: needs, body } = result;
  return {
    userGroupId: result.userGroupId,
    hasReport: result.hasReport,
    caloriesTotal: Math.round(intake.total),
    caloriesBreastfeeding: Math.round(intake.breastfeeding),
    caloriesFood: Math.round(intake.food),
    dietPlanId: needs.optimalDietPlanId,
    carbohydratePercent: needs.macronutrientRatios.carbohydrate,
    fatPercent: needs.macronutrientRatios.fat,
    proteinPercent: needs.macronutrientRatios.protein,
    bodyKind: body.kind,
    bmi: oneDecimal(body.bmi),
    weightStatusId: body.weightStatusId,
    heightStatusId: body.kind === 'kid' ? body.heightStatusId : null,
    completedMonths: body.kind === 'kid' ? body.completedMonths : null,
  } satisfies Partial<DietResultInsert>;
}

function summaryOf(row: DietResultRow): DietResultSummary {
  return {
    userGroupId: row.userGroupId,
    hasReport: row.hasReport,
    recommendedDailyCalorieIntake: { total: row.caloriesTotal, breastfeeding: row.caloriesBreastfeeding, food: row.caloriesFood },
    nutritionalRequirements: {
      optimalDietPlanId: row.dietPlanId,
      macronutrientRatios: { carbohydrate: row.carbohydratePercent, fat: row.fatPercent, protein: row.proteinPercent },
    },
    body: {
      kind: row.bodyKind,
      bmi: row.bmi,
      weightStatusId: row.weightStatusId as 1 | 2 | 3 | 4,
      heightStatusId: row.heightStatusId as 1 | 2 | 3 | null,
      completedMonths: row.completedMonths,
    },
  };
}

/** The record as the caller may see it: the owner in full, anyone else with the number masked. */
export function toDietResultRecord(row: DietResultRow, access: DietRecordAccess): DietResultRecord {
  return {
    id: row.id,
    input: row.input,
    report: row.report ?? null,
    result: summaryOf(row),
    language: row.language,
    access,
    phoneNumber: access === 'owner' ? row.phone : null,
    maskedPhoneNumber: row.phone === null ? null : maskPhone(row.phone),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ---- who owns a record -----------------------------------------------------------------------

/*
 * The kid quiz's rule (its README, "Who may do what"): while a record belongs to no account,
 * whoever holds its secret; once it belongs to one, only that account's session. The secret is
 * 32 random bytes in base64url; the table keeps its SHA-256 only, compared in constant time.
 */

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newRecordSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export interface DietCaller {
  secret: string | null;
  session: () => Promise<AuthSession | null>;
}

/** The caller: the Diet-Quiz-Secret header, and the session, looked up once and only when needed (an unknown token is no session, never a 401). */
export function dietCallerOf(request: Pick<RequestFacts, 'authorization'>, services: Services, headers: { [HEADERS.dietQuizSecret]?: string } | undefined): DietCaller {
  let session: Promise<AuthSession | null> | null = null;
  return {
    secret: headers?.[HEADERS.dietQuizSecret] ?? null,
    session: () => {
      const key = tokenFromAuthorization(request.authorization);
      session ??= key ? services.tokens.authenticate(key) : Promise.resolve(null);
      return session;
    },
  };
}

export type DietOwnership = 'secret' | 'account' | null;

function holdsSecret(row: DietResultRow, secret: string | null): boolean {
  if (secret === null || !SECRET_PATTERN.test(secret)) return false;
  return timingSafeEqual(Buffer.from(hashSecret(secret), 'hex'), Buffer.from(row.secretHash, 'hex'));
}

export async function dietOwnershipOf(row: DietResultRow, caller: DietCaller): Promise<DietOwnership> {
  if (row.userId === null) return holdsSecret(row, caller.secret) ? 'secret' : null;
  const session = await caller.session();
  return session !== null && session.userId === row.userId ? 'account' : null;
}

export const dietRecordNotFound = () => new Refusal('not_found', 'not_found', { messageKey: 'diet_quiz_result_not_found' });

export async function dietRecordById(db: Db, id: string): Promise<DietResultRow | null> {
  const [row] = await db.select().from(dietQuizResults).where(eq(dietQuizResults.id, id));
  return row ?? null;
}

export async function findDietRecord(db: Db, id: string): Promise<DietResultRow> {
  const row = await dietRecordById(db, id);
  if (!row) throw dietRecordNotFound();
  return row;
}

/** The record, when the caller owns it; otherwise the very 404 of an unknown id. */
export async function findOwnDietRecord(db: Db, id: string, caller: DietCaller): Promise<{ row: DietResultRow; ownership: Exclude<DietOwnership, null> }> {
  const row = await findDietRecord(db, id);
  const ownership = await dietOwnershipOf(row, caller);
  if (ownership === null) throw dietRecordNotFound();
  return { row, ownership };
}

// ---- rate limits -----------------------------------------------------------------------------

function smsRateChecks(request: Pick<RequestFacts, 'ip' | 'clientId'>, services: Services, phone: string): RateLimitCheck[] {
  const { dietQuizSmsPerPhone, dietQuizSmsPerIp, dietQuizSmsPerClient } = services.limiters;
  const checks: RateLimitCheck[] = [
    { limiter: dietQuizSmsPerPhone, key: phone },
    { limiter: dietQuizSmsPerIp, key: request.ip },
  ];
  const client = request.clientId;
  if (client !== null) checks.push({ limiter: dietQuizSmsPerClient, key: client });
  return checks;
}

/**
 * Charges the SMS to its rate limits (429 when one is used up), then runs `write`, which queues
 * the message in the transaction of whatever it stores with it (the durable outbox,
 * services/sms): if that transaction fails, nothing is queued and the allowance is given back.
 */
export function queueLimitedDietSms<T>(request: Pick<RequestFacts, 'ip' | 'clientId'>, services: Services, to: string, write: (tx: Db) => Promise<T>): Promise<T> {
  return chargedWork(smsRateChecks(request, services, to), () => services.database.db.transaction(write), 'sms_rate_limited');
}

// ---- text messages ---------------------------------------------------------------------------

/*
 * server/i18n/locales/<language>/diet-quiz.json, in the request's language:
 *   sms.results       {{kcal}}, {{carbohydrate}}, {{fat}}, {{protein}} (percent), {{link}}
 *   sms.discountCode  {{code}}, {{percent}}, {{expiresOn}} (a day in digits, in Vietnam)
 * Written as services/sms/sms-text.ts says (en and vi GSM-7, without Vietnamese marks; th and zh
 * UCS-2); services/sms/sms-templates.test.ts counts segments.
 */

/** The day a code runs to, as text messages write a day (services/sms/sms-text.ts). */
export const dietSmsDate = smsDate;

/**
 * Where the results screen reopens a stored record: `/diet-quiz?scene=33&result=<id>` (scene 33,
 * the final results), with the record's secret in the fragment (`#k=<secret>`) when there is one
 * to give: a fragment is never sent to a server, so it stays out of access logs and Referer
 * headers; the page keeps it in the tab's sessionStorage and takes it out of the address bar.
 */
export function dietResultsLink(origin: string, recordId: string, secret: string | null = null): string {
  const url = new URL('/diet-quiz', origin);
  url.searchParams.set('scene', '33');
  url.searchParams.set('result', recordId);
  if (secret !== null) url.hash = new URLSearchParams({ k: secret }).toString();
  return url.toString();
}

export function dietResultsSmsText(language: Language, row: Pick<DietResultRow, 'caloriesTotal' | 'carbohydratePercent' | 'fatPercent' | 'proteinPercent'>, link: string): string {
  const t = serverT(language, 'diet-quiz');
  const kcal = new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 0 }).format(row.caloriesTotal);
  return smsText(language, t('sms.results', { kcal, carbohydrate: row.carbohydratePercent, fat: row.fatPercent, protein: row.proteinPercent, link }));
}

export function dietDiscountCodeSmsText(language: Language, code: { code: string; percentOff: number; expiresAt: Date }): string {
  const t = serverT(language, 'diet-quiz');
  return smsText(language, t('sms.discountCode', { code: code.code, percent: code.percentOff, expiresOn: dietSmsDate(language, code.expiresAt) }));
}
