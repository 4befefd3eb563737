import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import { tz } from '@date-fns/tz';
import { addDays, endOfDay } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { DiscountCode, ResultRecord } from '../../../src/api/contract/kid-quiz';
import { CLINIC_TIME_ZONE } from '../../../src/domain/dates';
import { evaluateAnswers } from '../../../src/domain/kid-quiz/outcomes';
import { normalizePhone } from '../../../src/domain/phone';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { kidQuizResults } from '../../db/schema';
import { clientAddressOf } from '../../http/client-address';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { findCode, issueDiscountCode, usabilityProblem } from '../../services/discount-codes/discount-codes';
import type { DiscountCodeRow } from '../../services/discount-codes/discount-codes';
import { createRateLimiter, enforceRateLimits } from '../../services/rate-limit/rate-limit';
import type { RateLimit, RateLimitCheck } from '../../services/rate-limit/rate-limit';
import type { SmsRequest } from '../../services/sms/sms-service';
import { discountCodeSmsText, resultsLink, resultsSmsText } from './kid-quiz-sms';
import type {
  createDiscountCodeRoute,
  createResultRecordRoute,
  retrieveResultRecordRoute,
  sendDiscountCodeSmsRoute,
  sendResultsSmsRoute,
  updateResultRecordRoute,
} from './kid-quiz.routes';

/** Kid-quiz codes are marked with this source in the shop's general discount_codes table. */
export const KID_QUIZ_SOURCE = 'kid-quiz';

export interface KidQuizSettings {
  /** SMS to one phone number: stops the form from being used to spam someone. */
  smsPerPhone: RateLimit;
  /** SMS per anonymous client (the User-Client-Id header, when it is a UUID). */
  smsPerClient: RateLimit;
  /**
   * SMS per connecting IP address, higher than per client because mobile carriers put many
   * phones behind one address (CGNAT). Behind a reverse proxy set TRUST_PROXY=true, or every
   * request counts against the proxy's address (server/http/client-address.ts).
   */
  smsPerIp: RateLimit;
  discountCode: { prefix: string; percentOff: number; usageLimit: number; validForDays: number };
}

const TEN_MINUTES = 10 * 60;

export const defaultKidQuizSettings: KidQuizSettings = {
  smsPerPhone: { points: 3, durationSeconds: TEN_MINUTES },
  smsPerClient: { points: 10, durationSeconds: TEN_MINUTES },
  smsPerIp: { points: 30, durationSeconds: TEN_MINUTES },
  discountCode: { prefix: 'KID-', percentOff: 10, usageLimit: 1, validForDays: 30 },
};

/** Per-app state of the kid-quiz routes (one set of counters per app, so tests never share them). */
export interface KidQuizKit {
  settings: KidQuizSettings;
  limiters: { perPhone: RateLimiterAbstract; perClient: RateLimiterAbstract; perIp: RateLimiterAbstract };
}

export function createKidQuizKit(settings: KidQuizSettings = defaultKidQuizSettings): KidQuizKit {
  return {
    settings,
    limiters: {
      perPhone: createRateLimiter('kid-quiz-sms-phone', settings.smsPerPhone),
      perClient: createRateLimiter('kid-quiz-sms-client', settings.smsPerClient),
      perIp: createRateLimiter('kid-quiz-sms-ip', settings.smsPerIp),
    },
  };
}

// ---- helpers ---------------------------------------------------------------------------

type ResultRow = typeof kidQuizResults.$inferSelect;

function toWireRecord(row: ResultRow): ResultRecord {
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

function toWireCode(row: DiscountCodeRow): DiscountCode {
  return {
    code: row.code,
    recordId: row.sourceRecordId,
    percentOff: row.percentOff,
    expiresAt: row.expiresAt.toISOString(),
    usageLimit: row.usageLimit,
  };
}

const recordNotFound = () => new HttpError(404, 'not_found', { messageKey: 'kid_quiz_result_not_found' });

async function findRecord(db: Db, id: string): Promise<ResultRow> {
  const [row] = await db.select().from(kidQuizResults).where(eq(kidQuizResults.id, id));
  if (!row) throw recordNotFound();
  return row;
}

/** E.164 of a number the contract already validated (so normalising cannot fail here). */
function e164(phoneNumber: string): string {
  const result = normalizePhone(phoneNumber);
  if (!result.ok) throw new Error('phone number passed validation but does not normalise');
  return result.e164;
}

/** The connecting address; app.request() in tests has no socket, so it counts as 'unknown'. */
const clientIdHeader = z.uuid();

/** Every counter one SMS is charged to: the phone, the IP, and the anonymous client if it says who it is. */
function smsRateChecks(c: Context<AppEnv>, kit: KidQuizKit, phone: string): RateLimitCheck[] {
  const checks: RateLimitCheck[] = [
    { limiter: kit.limiters.perPhone, key: phone },
    { limiter: kit.limiters.perIp, key: clientAddressOf(c) },
  ];
  const clientId = clientIdHeader.safeParse(c.req.header('User-Client-Id'));
  if (clientId.success) checks.push({ limiter: kit.limiters.perClient, key: clientId.data.toLowerCase() });
  return checks;
}

/**
 * Charges the SMS to its rate limits (429 when one is used up), then hands it to the provider.
 * A message the provider refuses gives the allowance back.
 */
async function sendLimitedSms(c: Context<AppEnv>, deps: AppDeps, kit: KidQuizKit, request: SmsRequest) {
  const pass = await enforceRateLimits(smsRateChecks(c, kit, request.to), 'sms_rate_limited');
  try {
    return await deps.sms.send(request);
  } catch (error) {
    await pass.refund();
    throw error;
  }
}

// ---- handlers --------------------------------------------------------------------------

export function createResultRecordHandler(deps: AppDeps): RouteHandler<typeof createResultRecordRoute, AppEnv> {
  return async (c) => {
    const body = c.req.valid('json');
    // The server's own scoring: the client's idea of the outcome is never trusted.
    const evaluation = evaluateAnswers(body.answers);
    const [row] = await deps.database.db
      .insert(kidQuizResults)
      .values({
        answers: body.answers,
        answerScores: evaluation.answerScores,
        iqScore: evaluation.categoryScores.iq,
        eqScore: evaluation.categoryScores.eq,
        temperamentScore: evaluation.categoryScores.temperament,
        iqLevel: evaluation.levels.iq,
        eqLevel: evaluation.levels.eq,
        temperamentLevel: evaluation.levels.temperament,
        outcomeId: evaluation.outcomeId,
        language: body.language,
        clientId: body.clientId ?? null,
      })
      .returning();
    return c.json(toWireRecord(row), 201);
  };
}

export function retrieveResultRecordHandler(deps: AppDeps): RouteHandler<typeof retrieveResultRecordRoute, AppEnv> {
  return async (c) => {
    const { id } = c.req.valid('param');
    return c.json(toWireRecord(await findRecord(deps.database.db, id)), 200);
  };
}

export function updateResultRecordHandler(deps: AppDeps): RouteHandler<typeof updateResultRecordRoute, AppEnv> {
  return async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const [row] = await deps.database.db
      .update(kidQuizResults)
      .set({ phone: e164(body.phoneNumber) })
      .where(eq(kidQuizResults.id, id))
      .returning();
    if (!row) throw recordNotFound();
    return c.json(toWireRecord(row), 200);
  };
}

export function sendResultsSmsHandler(deps: AppDeps, kit: KidQuizKit): RouteHandler<typeof sendResultsSmsRoute, AppEnv> {
  return async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db } = deps.database;
    const record = await findRecord(db, id);
    const phone = e164(body.phoneNumber);
    const text = resultsSmsText(body.language, record.outcomeId, resultsLink(deps.config.PUBLIC_ORIGIN, record.id));
    const sms = await sendLimitedSms(c, deps, kit, { to: phone, body: text, language: body.language, purpose: 'kid-quiz-results' });
    // Stored only once the message is on its way: a refused request leaves the record as it was.
    await db.update(kidQuizResults).set({ phone }).where(eq(kidQuizResults.id, id));
    return c.json({ phoneNumber: phone, sentAt: sms.createdAt.toISOString() }, 202);
  };
}

export function createDiscountCodeHandler(deps: AppDeps, kit: KidQuizKit): RouteHandler<typeof createDiscountCodeRoute, AppEnv> {
  return async (c) => {
    const body = c.req.valid('json');
    const { db } = deps.database;
    const record = await findRecord(db, body.recordId);
    const { prefix, percentOff, usageLimit, validForDays } = kit.settings.discountCode;
    // Valid to the end of a Vietnamese calendar day, so the date in the SMS is the whole truth.
    const expiresAt = endOfDay(addDays(new Date(), validForDays), { in: tz(CLINIC_TIME_ZONE) });
    const { discountCode, created } = await issueDiscountCode(db, {
      source: KID_QUIZ_SOURCE,
      sourceRecordId: record.id,
      prefix,
      percentOff,
      usageLimit,
      expiresAt,
      phone: body.phoneNumber === undefined ? null : e164(body.phoneNumber),
    });
    if (created) return c.json(toWireCode(discountCode), 201);
    return c.json(toWireCode(discountCode), 200);
  };
}

export function sendDiscountCodeSmsHandler(deps: AppDeps, kit: KidQuizKit): RouteHandler<typeof sendDiscountCodeSmsRoute, AppEnv> {
  return async (c) => {
    const { code } = c.req.valid('param');
    const body = c.req.valid('json');
    const found = await findCode(deps.database.db, code);
    // Codes of other sources are not this route's business: here they do not exist.
    const row = found?.source === KID_QUIZ_SOURCE ? found : null;
    const problem = usabilityProblem(row);
    if (!row || problem === 'expired') throw new HttpError(404, 'not_found', { messageKey: 'discount_code_not_found' });
    if (problem === 'used_up') throw new HttpError(409, 'conflict', { messageKey: 'discount_code_used_up' });
    const phone = e164(body.phoneNumber);
    const text = discountCodeSmsText(body.language, row);
    const sms = await sendLimitedSms(c, deps, kit, { to: phone, body: text, language: body.language, purpose: 'kid-quiz-code' });
    return c.json({ phoneNumber: phone, sentAt: sms.createdAt.toISOString() }, 202);
  };
}
