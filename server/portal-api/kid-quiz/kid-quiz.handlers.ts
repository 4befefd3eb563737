import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { kidQuizEndpoints } from '../../../src/api/contract/kid-quiz';
import { evaluateAnswers } from '../../../src/domain/kid-quiz/outcomes';
import { toE164 } from '../../../src/domain/phone';
import type { Services } from '../../app-services';
import { requestOf } from '../../http/request-facts';
import type { Db } from '../../db/client';
import { discountCodes, kidQuizResults } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError } from '../../http/errors';
import { createRecord, recordRead, sendResultsSms, smsQueued } from '../quiz-record-owner';
import { recordOwnershipOf } from '../../services/quiz-records/record-owner';
import { findCode, findCodeForRecord, issueDiscountCode, usabilityProblem } from '../../services/discount-codes/discount-codes';
import {
  KID_QUIZ_SOURCE,
  callerOf,
  discountCodeExpiry,
  discountCodeSmsText,
  findOwnRecord,
  findRecord,
  kidQuizDiscountTerms,
  recordById,
  resultsLink,
  resultsSmsText,
  queueLimitedSms,
  toDiscountCode,
  toResultRecord,
} from './kid-quiz.service';

const codeNotFound = () => new HttpError(404, 'not_found', { messageKey: 'discount_code_not_found' });
const codeTaken = () => new HttpError(409, 'conflict', { messageKey: 'kid_quiz_code_taken' });

/** Serialises the issuing of codes to one number (a transaction-scoped advisory lock, on PGlite and PostgreSQL alike). */
async function lockCodeNumber(tx: Db, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kid-quiz-code:${phone}`}))`);
}

/** Runs `work` in a transaction holding the number's lock (no lock without a number). */
function withCodeNumberLock<T>(db: Db, phone: string | null, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (phone !== null) await lockCodeNumber(tx, phone);
    return work(tx);
  });
}

/** The kid-quiz code a number holds (other than the code of the record `except`), if any. */
async function kidQuizCodeOfNumber(tx: Db, phone: string, except?: string): Promise<{ code: string } | null> {
  const [row] = await tx
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(and(eq(discountCodes.source, KID_QUIZ_SOURCE), eq(discountCodes.phone, phone), except === undefined ? undefined : ne(discountCodes.sourceRecordId, except)))
    .limit(1);
  return row ?? null;
}
const recordIdOfCode = z.uuid();

export function kidQuizHandlers(services: Services): EndpointHandlers<typeof kidQuizEndpoints> {
  const { db } = services.database;
  const records = {
    table: kidQuizResults,
    limits: { perIp: services.limiters.kidQuizRecordPerIp, perClient: services.limiters.kidQuizRecordPerClient },
    view: toResultRecord,
    callerOf,
    findOwn: findOwnRecord,
    resultsLink,
    queueSms: queueLimitedSms,
    resultsPurpose: 'kid-quiz-results',
  };
  return {
    async createResultRecord(c, { body }) {
      // The server's own scoring: the client's idea of the outcome is never trusted.
      const evaluation = evaluateAnswers(body.answers);
      return createRecord(c, services, records, body.clientId, () => ({
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
      }));
    },

    async retrieveResultRecord(c, { params, headers }) {
      return recordRead(await findRecord(db, params.id), callerOf(requestOf(c), services, headers), toResultRecord);
    },

    async updateResultRecord(c, { params, headers, body }) {
      await findOwnRecord(db, params.id, callerOf(requestOf(c), services, headers));
      const [row] = await db.update(kidQuizResults).set({ phone: toE164(body.phoneNumber) }).where(eq(kidQuizResults.id, params.id)).returning();
      return { status: 200, body: { data: toResultRecord(row, 'owner') } };
    },

    async sendResultsSms(c, { params, headers, body }) {
      return sendResultsSms(c, services, records, { id: params.id, headers, phoneNumber: body.phoneNumber, language: body.language }, (record, link) => resultsSmsText(body.language, record.outcomeId, link));
    },

    async createDiscountCode(c, { headers, body }) {
      const { row: record } = await findOwnRecord(db, body.recordId, callerOf(requestOf(c), services, headers));
      // One code per record: asking again answers the record's code, whatever number is sent.
      const existing = await findCodeForRecord(db, KID_QUIZ_SOURCE, record.id);
      if (existing) return { status: 200, body: { data: toDiscountCode(existing) } };
      const { prefix, percentOff, usageLimit } = kidQuizDiscountTerms;
      const phone = body.phoneNumber === undefined ? record.phone : toE164(body.phoneNumber);
      // One code per number (issue 22 item 9): under the number's lock, a number that has the kid
      // quiz's code of another record gets none, and never learns that code.
      const { discountCode, created } = await withCodeNumberLock(db, phone, async (tx) => {
        if (phone !== null && (await kidQuizCodeOfNumber(tx, phone, record.id))) throw codeTaken();
        return issueDiscountCode(tx, { source: KID_QUIZ_SOURCE, sourceRecordId: record.id, prefix, percentOff, usageLimit, expiresAt: discountCodeExpiry(), phone });
      });
      return { status: created ? 201 : 200, body: { data: toDiscountCode(discountCode) } };
    },

    async sendDiscountCodeSms(c, { params, headers, body }) {
      const found = await findCode(db, params.code);
      // Codes of other sources are not this route's business: here they do not exist. Nor does
      // a code for anyone but the owner of its record, whatever its state (no 409 to a stranger).
      const row = found?.source === KID_QUIZ_SOURCE ? found : null;
      const recordId = recordIdOfCode.safeParse(row?.sourceRecordId);
      const record = recordId.success ? await recordById(db, recordId.data) : null;
      if (!row || !record || (await recordOwnershipOf(record, callerOf(requestOf(c), services, headers))) === null) throw codeNotFound();
      const problem = usabilityProblem(row);
      if (problem === 'expired') throw codeNotFound();
      if (problem === 'used_up') throw new HttpError(409, 'conflict', { messageKey: 'discount_code_used_up' });
      const phone = toE164(body.phoneNumber);
      // A number holds one kid-quiz code: the first it is issued for or sent to (issue 22 item 9).
      const sms = await queueLimitedSms(requestOf(c), services, phone, async (tx) => {
        await lockCodeNumber(tx, phone);
        const held = await kidQuizCodeOfNumber(tx, phone);
        if (held && held.code !== row.code) throw codeTaken();
        await tx.update(discountCodes).set({ phone }).where(and(eq(discountCodes.code, row.code), isNull(discountCodes.phone)));
        return services.sms.enqueue(tx, { to: phone, body: discountCodeSmsText(body.language, row), language: body.language, purpose: 'kid-quiz-code' });
      });
      return smsQueued(phone, sms);
    },
  };
}
