import { z } from 'zod';
import { ANSWER_MAX, ANSWER_MIN, QUESTION_COUNT } from '../../domain/kid-quiz/questions';
import { outcomeIds } from '../../domain/kid-quiz/outcomes';
import { e164Schema, phoneInputSchema } from './auth';
import { commonErrors, defineEndpoint, resourceEnvelope } from './endpoint';
import type { ErrorResponse } from './endpoint';
import { languageSchema } from './language';

/*
 * Kid-personality quiz: results records, discount codes and SMS (spec §4 "Quiz server actions");
 * the endpoints are `kidQuizEndpoints` below.
 *
 * No sign-in: the record id (a random UUID) is the capability, like a share link.
 * The server recomputes answerScores, categoryScores, levels and outcomeId from the answers with
 * src/domain/kid-quiz (never trusts the client for them), normalises phone numbers to E.164 with
 * src/domain/phone, and writes SMS texts in the request's `language`.
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
  .strictObject({ phoneNumber: phoneInputSchema })
  .meta({ id: 'KidQuizUpdateResultRecord' });

export const sendResultsSmsRequestSchema = z
  .strictObject({ phoneNumber: phoneInputSchema, language: languageSchema })
  .meta({ id: 'KidQuizSendResultsSms' });

export const createDiscountCodeRequestSchema = z
  .strictObject({
    recordId: resultRecordIdSchema,
    phoneNumber: phoneInputSchema.optional(),
  })
  .meta({
    id: 'KidQuizCreateDiscountCode',
    description: 'One code per results record: asking again for the same record returns its existing code (200) instead of a new one (201).',
  });

export const discountCodeParamsSchema = z.object({ code: discountCodeValueSchema });

export const sendDiscountCodeSmsRequestSchema = z
  .strictObject({ phoneNumber: phoneInputSchema, language: languageSchema })
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
    phoneNumber: e164Schema.nullable().meta({ description: 'E.164, set when the parent adds one' }),
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
    phoneNumber: e164Schema.meta({ description: 'E.164 number the message went to' }),
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

export const resultRecordResponseSchema = resourceEnvelope(resultRecordSchema, 'KidQuizResultRecordResponse');
export const discountCodeResponseSchema = resourceEnvelope(discountCodeSchema, 'KidQuizDiscountCodeResponse');
export const smsReceiptResponseSchema = resourceEnvelope(smsReceiptSchema, 'KidQuizSmsReceiptResponse');

// ---- endpoints ---------------------------------------------------------------------------

const recordNotFound: ErrorResponse = { description: 'No results record has this id', codes: ['not_found'] };
const smsRateLimited: ErrorResponse = {
  description: 'Too many messages to this number, from this client or from this address; Retry-After says when to try again',
  codes: ['rate_limited'],
};
const quizEndpoint = { api: 'portal', tags: ['kid-quiz'] } as const;

export const kidQuizEndpoints = {
  createResultRecord: defineEndpoint({
    ...quizEndpoint,
    method: 'post',
    path: '/kid-quiz/results/',
    summary: 'Store a completed quiz; the server scores the answers and picks the outcome',
    request: { body: createResultRecordRequestSchema },
    response: { statuses: { 201: 'The stored record' }, body: resultRecordResponseSchema },
    errors: { 400: commonErrors.invalidInput },
  }),
  retrieveResultRecord: defineEndpoint({
    ...quizEndpoint,
    method: 'get',
    path: '/kid-quiz/results/{id}/',
    summary: 'Read a results record (its id is the share link)',
    request: { params: resultRecordParamsSchema },
    response: { statuses: { 200: 'The record' }, body: resultRecordResponseSchema },
    errors: { 400: commonErrors.invalidInput, 404: recordNotFound },
  }),
  updateResultRecord: defineEndpoint({
    ...quizEndpoint,
    method: 'patch',
    path: '/kid-quiz/results/{id}/',
    summary: "Add or change the parent's phone number on a results record",
    request: { params: resultRecordParamsSchema, body: updateResultRecordRequestSchema },
    response: { statuses: { 200: 'The updated record' }, body: resultRecordResponseSchema },
    errors: { 400: commonErrors.invalidInput, 404: recordNotFound },
  }),
  sendResultsSms: defineEndpoint({
    ...quizEndpoint,
    method: 'post',
    path: '/kid-quiz/results/{id}/send-sms/',
    summary: 'Text a link to the results to a phone number (also stored on the record)',
    description: 'Counted per phone number, per address and, when the User-Client-Id header holds a UUID, per anonymous client.',
    request: { params: resultRecordParamsSchema, body: sendResultsSmsRequestSchema },
    response: { statuses: { 202: 'Handed to the SMS provider' }, body: smsReceiptResponseSchema },
    errors: { 400: commonErrors.invalidInput, 404: recordNotFound, 429: smsRateLimited },
  }),
  createDiscountCode: defineEndpoint({
    ...quizEndpoint,
    method: 'post',
    path: '/kid-quiz/discount-codes/',
    summary: "Get the results record's discount code, creating it on the first request",
    request: { body: createDiscountCodeRequestSchema },
    response: { statuses: { 201: 'A new code', 200: 'The code this record already had' }, body: discountCodeResponseSchema },
    errors: { 400: commonErrors.invalidInput, 404: recordNotFound },
  }),
  sendDiscountCodeSms: defineEndpoint({
    ...quizEndpoint,
    method: 'post',
    path: '/kid-quiz/discount-codes/{code}/send-sms/',
    summary: 'Text a discount code and its expiry date to a phone number',
    description: 'Counted like the results message.',
    request: { params: discountCodeParamsSchema, body: sendDiscountCodeSmsRequestSchema },
    response: { statuses: { 202: 'Handed to the SMS provider' }, body: smsReceiptResponseSchema },
    errors: {
      400: commonErrors.invalidInput,
      404: { description: 'No kid-quiz discount code has this value, or it has expired', codes: ['not_found'] },
      409: { description: 'The code has been used as often as it may be', codes: ['conflict'] },
      429: smsRateLimited,
    },
  }),
};
