import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { HEADERS } from '../../../src/api/contract/endpoint';
import type { kidQuizEndpoints } from '../../../src/api/contract/kid-quiz';
import { evaluateAnswers } from '../../../src/domain/kid-quiz/outcomes';
import { toE164 } from '../../../src/domain/phone';
import type { Services } from '../../composition-root';
import { kidQuizResults } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError } from '../../http/errors';
import { findCode, issueDiscountCode, usabilityProblem } from '../../services/discount-codes/discount-codes';
import {
  KID_QUIZ_SOURCE,
  callerOf,
  discountCodeExpiry,
  discountCodeSmsText,
  findOwnRecord,
  findRecord,
  kidQuizDiscountTerms,
  newRecordSecret,
  ownershipOf,
  recordById,
  resultsLink,
  resultsSmsText,
  queueLimitedSms,
  toDiscountCode,
  toResultRecord,
} from './kid-quiz.service';

const codeNotFound = () => new HttpError(404, 'not_found', { messageKey: 'discount_code_not_found' });
const recordIdOfCode = z.uuid();

export function kidQuizHandlers(services: Services): EndpointHandlers<typeof kidQuizEndpoints> {
  const { db } = services.database;
  return {
    async createResultRecord(c, { body }) {
      // The server's own scoring: the client's idea of the outcome is never trusted.
      const evaluation = evaluateAnswers(body.answers);
      // Signed in, the record is the account's from the start (only that account may reach it).
      const session = await callerOf(c, services, undefined).session();
      const { secret, hash } = newRecordSecret();
      // The client id is one the server issued (services/merge/client-id.ts): the one sent when its
      // signature holds, else a new one, answered in User-Client-Id for the browser to keep.
      const client = body.clientId === undefined ? null : await services.clientIds.claim(body.clientId);
      if (client) c.header(HEADERS.userClientId, client.signed);
      const [row] = await db
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
          clientId: client?.id ?? null,
          userId: session?.userId ?? null,
          secretHash: hash,
        })
        .returning();
      return { status: 201, body: { data: { ...toResultRecord(row, 'owner'), secret } } };
    },

    async retrieveResultRecord(c, { params, headers }) {
      const row = await findRecord(db, params.id);
      const ownership = await ownershipOf(row, callerOf(c, services, headers));
      return { status: 200, body: { data: toResultRecord(row, ownership ? 'owner' : 'public') } };
    },

    async updateResultRecord(c, { params, headers, body }) {
      await findOwnRecord(db, params.id, callerOf(c, services, headers));
      const [row] = await db.update(kidQuizResults).set({ phone: toE164(body.phoneNumber) }).where(eq(kidQuizResults.id, params.id)).returning();
      return { status: 200, body: { data: toResultRecord(row, 'owner') } };
    },

    async sendResultsSms(c, { params, headers, body }) {
      const caller = callerOf(c, services, headers);
      const { row: record, ownership } = await findOwnRecord(db, params.id, caller);
      const phone = toE164(body.phoneNumber);
      // The secret goes into the link only when it is what made the caller the owner: a record
      // of an account opens in full for that account's session alone.
      const link = resultsLink(services.config.PUBLIC_ORIGIN, record.id, ownership === 'secret' ? caller.secret : null);
      const text = resultsSmsText(body.language, record.outcomeId, link);
      // The number and the message in one transaction: a refused request (429) leaves the record as it was.
      const sms = await queueLimitedSms(c, services, phone, async (tx) => {
        await tx.update(kidQuizResults).set({ phone }).where(eq(kidQuizResults.id, params.id));
        return services.sms.enqueue(tx, { to: phone, body: text, language: body.language, purpose: 'kid-quiz-results' });
      });
      return { status: 202, body: { data: { phoneNumber: phone, sentAt: sms.createdAt.toISOString() } } };
    },

    async createDiscountCode(c, { headers, body }) {
      const { row: record } = await findOwnRecord(db, body.recordId, callerOf(c, services, headers));
      const { prefix, percentOff, usageLimit } = kidQuizDiscountTerms;
      const { discountCode, created } = await issueDiscountCode(db, {
        source: KID_QUIZ_SOURCE,
        sourceRecordId: record.id,
        prefix,
        percentOff,
        usageLimit,
        expiresAt: discountCodeExpiry(),
        phone: body.phoneNumber === undefined ? null : toE164(body.phoneNumber),
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
      if (!row || !record || (await ownershipOf(record, callerOf(c, services, headers))) === null) throw codeNotFound();
      const problem = usabilityProblem(row);
      if (problem === 'expired') throw codeNotFound();
      if (problem === 'used_up') throw new HttpError(409, 'conflict', { messageKey: 'discount_code_used_up' });
      const phone = toE164(body.phoneNumber);
      const sms = await queueLimitedSms(c, services, phone, (tx) =>
        services.sms.enqueue(tx, { to: phone, body: discountCodeSmsText(body.language, row), language: body.language, purpose: 'kid-quiz-code' }),
      );
      return { status: 202, body: { data: { phoneNumber: phone, sentAt: sms.createdAt.toISOString() } } };
    },
  };
}
