import { eq } from 'drizzle-orm';
import { HEADERS } from '../../../src/api/contract/endpoint';
import type { DietRecordAccess, DietReport, DietResultRecord, DietResultSummary } from '../../../src/api/contract/diet-quiz';
import { calculateDietResult } from '../../../src/domain/nutrition/calculate';
import type { DietInput } from '../../../src/domain/nutrition/input';
import type { Services } from '../../app-services';
import type { RequestFacts } from '../../http/request-facts';
import type { Db } from '../../db/client';
import { dietQuizResults } from '../../db/schema';
import { Refusal } from '../../services/refusal';
import { serverT } from '../../i18n/server-i18n';
import type { Language } from '../../i18n/server-i18n';
import { ownedRecord, recordAccessFields, recordCallerOf } from '../../services/quiz-records/record-owner';
import { queueLimitedQuizSms, quizResultsLink } from '../../services/quiz-records/quiz-sms';
import type { RecordCaller, RecordOwnership } from '../../services/quiz-records/record-owner';
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
    ...recordAccessFields(row, access),
  };
}

// ---- who owns a record -----------------------------------------------------------------------

/** The caller: the Diet-Quiz-Secret header, and its session (services/quiz-records/record-owner.ts: the kid quiz's rule of who owns a record). */
export function dietCallerOf(request: Pick<RequestFacts, 'authorization'>, services: Services, headers: { [HEADERS.dietQuizSecret]?: string } | undefined): RecordCaller {
  return recordCallerOf(request, services.tokens, headers?.[HEADERS.dietQuizSecret]);
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
export async function findOwnDietRecord(db: Db, id: string, caller: RecordCaller): Promise<{ row: DietResultRow; ownership: Exclude<RecordOwnership, null> }> {
  return ownedRecord(await findDietRecord(db, id), caller, dietRecordNotFound);
}

// ---- rate limits -----------------------------------------------------------------------------

/** Queues a diet-quiz SMS, charged to the diet quiz's limits (services/quiz-records/quiz-sms.ts). */
export function queueLimitedDietSms<T>(request: Pick<RequestFacts, 'ip' | 'clientId'>, services: Services, to: string, write: (tx: Db) => Promise<T>): Promise<T> {
  const { dietQuizSmsPerPhone: perPhone, dietQuizSmsPerIp: perIp, dietQuizSmsPerClient: perClient } = services.limiters;
  return queueLimitedQuizSms({ perPhone, perIp, perClient }, request, services.database.db, to, write);
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

/** Where the results screen reopens a stored record: `/diet-quiz?scene=33&result=<id>` (scene 33, the final results), the secret in the fragment (quiz-sms.ts). */
export function dietResultsLink(origin: string, recordId: string, secret: string | null = null): string {
  return quizResultsLink(origin, '/diet-quiz', '33', recordId, secret);
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
