import { and, eq, isNull } from 'drizzle-orm';
import type { DietDiscountCode, dietQuizEndpoints } from '../../../src/api/contract/diet-quiz';
import { toE164 } from '../../../src/domain/phone';
import type { Services } from '../../app-services';
import { requestOf } from '../../http/request-facts';
import type { Db } from '../../db/client';
import { codeClaims, dietQuizResults, redeemCodePatterns } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError } from '../../http/errors';
import { issueCode } from '../../main-api/checkout/promotion-codes.handlers';
import { isUniqueViolation } from '../../db/errors';
import type { PatternRow } from '../../main-api/checkout/promotion-codes.handlers';
import { codeProblem, findCodeTerms, normalizeCode } from '../../main-api/checkout/promotion-codes.service';
import type { CodeTerms } from '../../main-api/checkout/promotion-codes.service';
import { createRecord, recordRead, sendResultsSms, smsQueued } from '../quiz-record-owner';
import { recordOwnershipOf } from '../../services/quiz-records/record-owner';
import {
  DIET_QUIZ_PATTERN,
  computedColumns,
  dietCallerOf,
  dietDiscountCodeSmsText,
  dietRecordById,
  dietResultsLink,
  dietResultsSmsText,
  findDietRecord,
  findOwnDietRecord,
  queueLimitedDietSms,
  toDietResultRecord,
} from './diet-quiz.service';

const codeNotFound = () => new HttpError(404, 'not_found', { messageKey: 'discount_code_not_found' });
const codeTaken = () => new HttpError(409, 'conflict', { messageKey: 'diet_quiz_code_taken' });
const campaignNotRunning = () => new HttpError(409, 'conflict', { messageKey: 'diet_quiz_campaign_not_running' });

/** Thrown inside the issuing transaction when a concurrent request gave the record its code first. */
class RecordHasCode extends Error {}

function toDietDiscountCode(terms: CodeTerms, recordId: string): DietDiscountCode {
  return {
    code: terms.code,
    recordId,
    percentOff: terms.percentOff ?? 0,
    // Issued codes always have an end (the pattern's validity, at most the campaign's end).
    expiresAt: (terms.validUntil ?? new Date(0)).toISOString(),
    usageLimit: terms.usageLimit,
  };
}

async function codeOfRecord(db: Db, code: string, recordId: string): Promise<DietDiscountCode> {
  const terms = await findCodeTerms(db, code);
  if (!terms) throw new Error(`diet-quiz record ${recordId} names a code that does not exist`);
  return toDietDiscountCode(terms, recordId);
}

async function runningPattern(db: Db, now: Date): Promise<PatternRow> {
  const [pattern] = await db.select().from(redeemCodePatterns).where(eq(redeemCodePatterns.code, DIET_QUIZ_PATTERN));
  const started = pattern && (!pattern.validFrom || pattern.validFrom.getTime() <= now.getTime());
  if (!pattern || !started || (pattern.validUntil && pattern.validUntil.getTime() <= now.getTime())) throw campaignNotRunning();
  return pattern;
}

export function dietQuizHandlers(services: Services): EndpointHandlers<typeof dietQuizEndpoints> {
  const { db } = services.database;
  const records = {
    table: dietQuizResults,
    limits: { perIp: services.limiters.dietQuizRecordPerIp, perClient: services.limiters.dietQuizRecordPerClient },
    view: toDietResultRecord,
    callerOf: dietCallerOf,
    findOwn: findOwnDietRecord,
    resultsLink: dietResultsLink,
    queueSms: queueLimitedDietSms,
    resultsPurpose: 'diet-quiz-results',
  };
  return {
    async createResultRecord(c, { body }) {
      // The server's own result: the client's idea of it is never asked for.
      return createRecord(c, services, records, body.clientId, () => ({ input: body.input, report: body.report, ...computedColumns(body.input, body.report), language: body.language }));
    },

    async retrieveResultRecord(c, { params, headers }) {
      return recordRead(await findDietRecord(db, params.id), dietCallerOf(requestOf(c), services, headers), toDietResultRecord);
    },

    async updateResultRecord(c, { params, headers, body }) {
      await findOwnDietRecord(db, params.id, dietCallerOf(requestOf(c), services, headers));
      const answers = body.input === undefined || body.report === undefined ? {} : { input: body.input, report: body.report, ...computedColumns(body.input, body.report) };
      const phone = body.phoneNumber === undefined ? {} : { phone: toE164(body.phoneNumber) };
      const [row] = await db
        .update(dietQuizResults)
        .set({ ...answers, ...phone })
        .where(eq(dietQuizResults.id, params.id))
        .returning();
      return { status: 200, body: { data: toDietResultRecord(row, 'owner') } };
    },

    async sendResultsSms(c, { params, headers, body }) {
      return sendResultsSms(c, services, records, { id: params.id, headers, phoneNumber: body.phoneNumber, language: body.language }, (record, link) => dietResultsSmsText(body.language, record, link));
    },

    async createDiscountCode(c, { headers, body }) {
      const { row: record } = await findOwnDietRecord(db, body.recordId, dietCallerOf(requestOf(c), services, headers));
      // One code per record: asking again answers the record's code, whatever number is sent.
      if (record.promotionCode !== null) return { status: 200, body: { data: await codeOfRecord(db, record.promotionCode, record.id) } };
      const now = services.now();
      const pattern = await runningPattern(db, now);
      const phone = toE164(body.phoneNumber);
      // One code per number: a number that has the campaign's code (for another record, or claimed
      // on the Main API) gets none, and never learns that code.
      const [claimed] = await db
        .select({ id: codeClaims.id })
        .from(codeClaims)
        .where(and(eq(codeClaims.patternCode, pattern.code), eq(codeClaims.phone, phone)));
      if (claimed) throw codeTaken();
      try {
        const code = await db.transaction(async (tx) => {
          const issued = await issueCode(tx, pattern, now);
          await tx.insert(codeClaims).values({ patternCode: pattern.code, phone, promotionCode: issued, createdAt: now });
          const given = await tx
            .update(dietQuizResults)
            .set({ promotionCode: issued })
            .where(and(eq(dietQuizResults.id, record.id), isNull(dietQuizResults.promotionCode)))
            .returning({ id: dietQuizResults.id });
          if (given.length === 0) throw new RecordHasCode();
          return issued;
        });
        return { status: 201, body: { data: await codeOfRecord(db, code, record.id) } };
      } catch (error) {
        if (!(error instanceof RecordHasCode) && !isUniqueViolation(error)) throw error;
        // A concurrent request won: for this record (its code), or for this number (another record's).
        const now = await dietRecordById(db, record.id);
        if (now?.promotionCode) return { status: 200, body: { data: await codeOfRecord(db, now.promotionCode, record.id) } };
        throw codeTaken();
      }
    },

    async sendDiscountCodeSms(c, { params, headers, body }) {
      const code = normalizeCode(params.code);
      const [record] = await db.select().from(dietQuizResults).where(eq(dietQuizResults.promotionCode, code));
      // A code of no diet-quiz record, or for anyone but its record's owner, does not exist here
      // (never a 409 to a stranger).
      if (!record || (await recordOwnershipOf(record, dietCallerOf(requestOf(c), services, headers))) === null) throw codeNotFound();
      const terms = await findCodeTerms(db, code);
      const problem = codeProblem(terms, services.now());
      if (!terms || (problem !== null && problem !== 'used_up')) throw codeNotFound();
      if (problem === 'used_up') throw new HttpError(409, 'conflict', { messageKey: 'discount_code_used_up' });
      const phone = toE164(body.phoneNumber);
      const text = dietDiscountCodeSmsText(body.language, { code: terms.code, percentOff: terms.percentOff ?? 0, expiresAt: terms.validUntil ?? services.now() });
      const sms = await queueLimitedDietSms(requestOf(c), services, phone, (tx) => services.sms.enqueue(tx, { to: phone, body: text, language: body.language, purpose: 'diet-quiz-code' }));
      return smsQueued(phone, sms);
    },
  };
}
