import { z } from 'zod';
import { ANSWER_MAX, ANSWER_MIN, QUESTION_COUNT } from '../../domain/kid-quiz/questions';
import { outcomeIds } from '../../domain/kid-quiz/outcomes';
import { isValidPhone } from '../../domain/phone';
import { languageSchema } from './language';

/*
 * Kid-personality quiz: results records, discount codes and SMS (spec §4 "Quiz server actions").
 * Portal API, under /portal/api/v1 (paths below are relative to it):
 *
 *   POST  /kid-quiz/results/                         createResultRecordRequest -> 201 resultRecord
 *   GET   /kid-quiz/results/{id}/                    -> 200 resultRecord | 404
 *   PATCH /kid-quiz/results/{id}/                    updateResultRecordRequest -> 200 resultRecord | 404
 *   POST  /kid-quiz/results/{id}/send-sms/           sendResultsSmsRequest -> 202 smsReceipt | 404 | 429
 *   POST  /kid-quiz/discount-codes/                  createDiscountCodeRequest -> 201 discountCode | 404
 *   POST  /kid-quiz/discount-codes/{code}/send-sms/  sendDiscountCodeSmsRequest -> 202 smsReceipt | 404 | 429
 *
 * No sign-in: the record id (a random UUID) is the capability, like a share link.
 * The server recomputes answerScores, categoryScores, levels and outcomeId from the answers with
 * src/domain/kid-quiz (never trusts the client for them), normalises phone numbers to E.164 with
 * src/domain/phone, and writes SMS texts in the request's `language` from the kid-quiz locale
 * namespace (keys sms.results and sms.discountCode).
 *
 * Request schemas describe the camelCase object the browser passes to the API client (which
 * sends it as snake_case: phone_number, record_id, client_id); response schemas describe the
 * camelCase object the client reads back (the server writes created_at, answer_scores, …).
 */

export const answerSchema = z
  .number()
  .int()
  .min(ANSWER_MIN)
  .max(ANSWER_MAX)
  .meta({ description: `A parent's answer on the range ${ANSWER_MIN} to ${ANSWER_MAX}`, example: 7 });

export const answersSchema = z
  .array(answerSchema)
  .length(QUESTION_COUNT)
  .meta({ description: 'One answer per question, in question order (puzzles, curiosity, empathy, calming-down, new-group, recharge)', example: [7, 8, 6, 5, 9, 3] });

/** The phone rule of spec §5 (a leading 0 becomes +84, then it must parse as a valid number). */
export const phoneNumberSchema = z
  .string()
  .max(32)
  .refine(isValidPhone, { message: 'invalid_phone', params: { i18nKey: 'field.invalid_phone' } })
  .meta({ description: 'Phone number; a leading 0 means +84', example: '0912345678' });

export const resultRecordIdSchema = z.uuid().meta({ description: 'Results record id', example: '6f1c2f0e-8a4b-4d57-9a57-6c1b5d0f3e21' });

export const discountCodeValueSchema = z
  .string()
  .regex(/^[A-Z0-9-]{6,32}$/)
  .meta({ description: 'Discount code, upper-case letters, digits and dashes', example: 'KID-7Q4M9X2T' });

const isoInstant = z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 instant', example: '2025-03-01T08:30:00.000Z' });

const abilityLevelSchema = z.enum(['high', 'low']);
const temperamentLevelSchema = z.enum(['introverted', 'extroverted']);

// ---- requests --------------------------------------------------------------------------

export const createResultRecordRequestSchema = z
  .strictObject({
    answers: answersSchema,
    language: languageSchema,
    clientId: z.uuid().optional().meta({ description: 'The anonymous client id kept in the browser' }),
  })
  .meta({ id: 'KidQuizCreateResultRecord' });

export const resultRecordParamsSchema = z.object({ id: resultRecordIdSchema });

export const updateResultRecordRequestSchema = z
  .strictObject({ phoneNumber: phoneNumberSchema })
  .meta({ id: 'KidQuizUpdateResultRecord' });

export const sendResultsSmsRequestSchema = z
  .strictObject({ phoneNumber: phoneNumberSchema, language: languageSchema })
  .meta({ id: 'KidQuizSendResultsSms' });

export const createDiscountCodeRequestSchema = z
  .strictObject({
    recordId: resultRecordIdSchema,
    phoneNumber: phoneNumberSchema.optional(),
  })
  .meta({
    id: 'KidQuizCreateDiscountCode',
    description: 'One code per results record: asking again for the same record returns its existing code (200) instead of a new one (201).',
  });

export const discountCodeParamsSchema = z.object({ code: discountCodeValueSchema });

export const sendDiscountCodeSmsRequestSchema = z
  .strictObject({ phoneNumber: phoneNumberSchema, language: languageSchema })
  .meta({ id: 'KidQuizSendDiscountCodeSms' });

// ---- responses -------------------------------------------------------------------------

export const resultRecordSchema = z
  .object({
    id: resultRecordIdSchema,
    answers: answersSchema,
    answerScores: z.array(answerSchema).length(QUESTION_COUNT).meta({ description: 'Per question; reversed questions score 11 - answer' }),
    categoryScores: z
      .object({ iq: z.number().int().min(2).max(20), eq: z.number().int().min(2).max(20), temperament: z.number().int().min(2).max(20) })
      .meta({ description: 'Sum of the two answer scores of each category, 2 to 20' }),
    levels: z
      .object({ iq: abilityLevelSchema, eq: abilityLevelSchema, temperament: temperamentLevelSchema })
      .meta({ description: 'high / extroverted when the category score is 11 or more' }),
    outcomeId: z.enum(outcomeIds),
    language: languageSchema,
    phoneNumber: z.string().nullable().meta({ description: 'E.164, set when the parent adds one', example: '+84912345678' }),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  })
  .meta({ id: 'KidQuizResultRecord' });

export const discountCodeSchema = z
  .object({
    code: discountCodeValueSchema,
    recordId: resultRecordIdSchema,
    percentOff: z.number().int().min(1).max(100).meta({ description: 'Discount in percent of the order', example: 10 }),
    expiresAt: isoInstant,
    usageLimit: z.number().int().min(1).meta({ description: 'How many orders may use the code', example: 1 }),
  })
  .meta({ id: 'KidQuizDiscountCode' });

export const smsReceiptSchema = z
  .object({
    phoneNumber: z.string().meta({ description: 'E.164 number the message went to', example: '+84912345678' }),
    sentAt: isoInstant,
  })
  .meta({ id: 'KidQuizSmsReceipt' });

export type CreateResultRecordRequest = z.infer<typeof createResultRecordRequestSchema>;
export type UpdateResultRecordRequest = z.infer<typeof updateResultRecordRequestSchema>;
export type SendResultsSmsRequest = z.infer<typeof sendResultsSmsRequestSchema>;
export type CreateDiscountCodeRequest = z.infer<typeof createDiscountCodeRequestSchema>;
export type SendDiscountCodeSmsRequest = z.infer<typeof sendDiscountCodeSmsRequestSchema>;
export type ResultRecord = z.infer<typeof resultRecordSchema>;
export type DiscountCode = z.infer<typeof discountCodeSchema>;
export type SmsReceipt = z.infer<typeof smsReceiptSchema>;

export const KID_QUIZ_PATHS = {
  results: '/kid-quiz/results/',
  result: (id: string) => `/kid-quiz/results/${encodeURIComponent(id)}/`,
  resultSms: (id: string) => `/kid-quiz/results/${encodeURIComponent(id)}/send-sms/`,
  discountCodes: '/kid-quiz/discount-codes/',
  discountCodeSms: (code: string) => `/kid-quiz/discount-codes/${encodeURIComponent(code)}/send-sms/`,
} as const;
