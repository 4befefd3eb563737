import { eq } from 'drizzle-orm';
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
  discountCodeExpiry,
  discountCodeSmsText,
  findRecord,
  kidQuizDiscountTerms,
  recordNotFound,
  resultsLink,
  resultsSmsText,
  sendLimitedSms,
  toDiscountCode,
  toResultRecord,
} from './kid-quiz.service';

export function kidQuizHandlers(services: Services): EndpointHandlers<typeof kidQuizEndpoints> {
  const { db } = services.database;
  return {
    async createResultRecord(_c, { body }) {
      // The server's own scoring: the client's idea of the outcome is never trusted.
      const evaluation = evaluateAnswers(body.answers);
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
          clientId: body.clientId ?? null,
        })
        .returning();
      return { status: 201, body: { data: toResultRecord(row) } };
    },

    async retrieveResultRecord(_c, { params }) {
      return { status: 200, body: { data: toResultRecord(await findRecord(db, params.id)) } };
    },

    async updateResultRecord(_c, { params, body }) {
      const [row] = await db.update(kidQuizResults).set({ phone: toE164(body.phoneNumber) }).where(eq(kidQuizResults.id, params.id)).returning();
      if (!row) throw recordNotFound();
      return { status: 200, body: { data: toResultRecord(row) } };
    },

    async sendResultsSms(c, { params, body }) {
      const record = await findRecord(db, params.id);
      const phone = toE164(body.phoneNumber);
      const text = resultsSmsText(body.language, record.outcomeId, resultsLink(services.config.PUBLIC_ORIGIN, record.id));
      const sms = await sendLimitedSms(c, services, { to: phone, body: text, language: body.language, purpose: 'kid-quiz-results' });
      // Stored only once the message is on its way: a refused request leaves the record as it was.
      await db.update(kidQuizResults).set({ phone }).where(eq(kidQuizResults.id, params.id));
      return { status: 202, body: { data: { phoneNumber: phone, sentAt: sms.createdAt.toISOString() } } };
    },

    async createDiscountCode(_c, { body }) {
      const record = await findRecord(db, body.recordId);
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

    async sendDiscountCodeSms(c, { params, body }) {
      const found = await findCode(db, params.code);
      // Codes of other sources are not this route's business: here they do not exist.
      const row = found?.source === KID_QUIZ_SOURCE ? found : null;
      const problem = usabilityProblem(row);
      if (!row || problem === 'expired') throw new HttpError(404, 'not_found', { messageKey: 'discount_code_not_found' });
      if (problem === 'used_up') throw new HttpError(409, 'conflict', { messageKey: 'discount_code_used_up' });
      const phone = toE164(body.phoneNumber);
      const sms = await sendLimitedSms(c, services, { to: phone, body: discountCodeSmsText(body.language, row), language: body.language, purpose: 'kid-quiz-code' });
      return { status: 202, body: { data: { phoneNumber: phone, sentAt: sms.createdAt.toISOString() } } };
    },
  };
}
