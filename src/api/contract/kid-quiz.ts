import { z } from 'zod';
import { ANSWER_MAX, ANSWER_MIN, QUESTION_COUNT } from '../../domain/kid-quiz/questions';
import { outcomeIds } from '../../domain/kid-quiz/outcomes';
import { clientIdSchema, phoneInputSchema } from './auth';
import { e164Schema } from './e164';
import { HEADERS, commonErrors, defineEndpoint, resourceEnvelope } from './endpoint';
import type { ErrorResponse } from './endpoint';
import { languageSchema } from './language';

/*
 * Kid-personality quiz: results records, discount codes and SMS (spec §4 "Quiz server actions");
 * the endpoints are `kidQuizEndpoints` below.
 *
 * Who may do what with a results record (server/portal-api/kid-quiz/README.md):
 * - anyone with its id reads the result (answers, scores, outcome) and the phone number masked;
 * - its owner also sees the full number, changes it, has the results or the discount code sent
 *   by SMS and gets the discount code. The owner is whoever holds the record's secret (given only
 *   in the create response, sent back in the Kid-Quiz-Secret header) while the record belongs to
 *   no account, and once it does (merged at sign-in, or created signed in) only that account
 *   (Authorization: Token …).
 * Anyone else asking for an owner's part gets exactly the 404 of an unknown record or code.
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

export const resultRecordSecretSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/)
  .meta({ description: "The record's secret: 32 random bytes, base64url. Given once, in the create response; the server keeps only its SHA-256", example: 'q3ZkV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E' });

/** Kid-Quiz-Secret on every results and discount-code call: what makes the caller the record's owner while it belongs to no account. */
export const resultRecordSecretHeadersSchema = z.object({
  [HEADERS.kidQuizSecret]: z.string().optional().meta({
    description:
      "Kid-Quiz-Secret: the record's secret from the create response. Needed, unless the caller is signed in to the account the record belongs to, to see the full phone number, change it, send SMS and get the discount code; a wrong or missing one answers as if the record did not exist",
    example: 'q3ZkV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E',
  }),
});

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
    clientId: clientIdSchema.optional().meta({
      description: 'The anonymous client id kept in the browser. The record takes it if the server issued it; otherwise a new one. Either way the answer carries the id to keep in its User-Client-Id header.',
    }),
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

export const recordAccessSchema = z.enum(['owner', 'public']).meta({
  description: "owner: the caller holds the record's secret, or the record belongs to the caller's account; public: anyone else",
});

const resultRecordShape = {
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
  access: recordAccessSchema,
  phoneNumber: e164Schema.nullable().meta({ description: "E.164, set when the parent adds one; given only to the owner (null for anyone else, who get masked_phone_number)" }),
  maskedPhoneNumber: z
    .string()
    .nullable()
    .meta({ description: 'The number with all but a recognisable prefix and the last 3 digits hidden (src/domain/phone.ts maskPhone); null when there is none', example: '09•••••678' }),
  createdAt: isoInstant,
  updatedAt: isoInstant,
};

export const resultRecordSchema = z.object(resultRecordShape).meta({ id: 'KidQuizResultRecord' });

export const createdResultRecordSchema = z
  .object({ ...resultRecordShape, secret: resultRecordSecretSchema })
  .meta({ id: 'KidQuizCreatedResultRecord', description: 'The new record, its owner view, and its secret: this is the only answer that carries it' });

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
export type CreatedResultRecord = z.infer<typeof createdResultRecordSchema>;
export type RecordAccess = z.infer<typeof recordAccessSchema>;
export type DiscountCode = z.infer<typeof discountCodeSchema>;
export type SmsReceipt = z.infer<typeof smsReceiptSchema>;

export const resultRecordResponseSchema = resourceEnvelope(resultRecordSchema, 'KidQuizResultRecordResponse');
export const createdResultRecordResponseSchema = resourceEnvelope(createdResultRecordSchema, 'KidQuizCreatedResultRecordResponse');
export const discountCodeResponseSchema = resourceEnvelope(discountCodeSchema, 'KidQuizDiscountCodeResponse');
export const smsReceiptResponseSchema = resourceEnvelope(smsReceiptSchema, 'KidQuizSmsReceiptResponse');

// ---- endpoints ---------------------------------------------------------------------------

const recordNotFound: ErrorResponse = { description: 'No results record has this id', codes: ['not_found'] };
const ownRecordNotFound: ErrorResponse = {
  description: "No results record has this id, or the caller is not its owner (no or a wrong Kid-Quiz-Secret, or the record belongs to another account): the same answer either way",
  codes: ['not_found'],
};
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
    description: "The answer carries the record's secret, once. Signed in, the record belongs to the account at once.",
    request: { body: createResultRecordRequestSchema },
    response: { statuses: { 201: 'The stored record, with its secret' }, body: createdResultRecordResponseSchema },
    errors: {
      400: commonErrors.invalidInput,
      429: { description: 'Too many records from this address or, when it names one, from this anonymous client; Retry-After says when to try again', codes: ['rate_limited'] },
    },
  }),
  retrieveResultRecord: defineEndpoint({
    ...quizEndpoint,
    method: 'get',
    path: '/kid-quiz/results/{id}/',
    summary: 'Read a results record (its id is the share link)',
    description: 'Anyone with the id gets the result and the phone number masked; the owner also the full number.',
    request: { params: resultRecordParamsSchema, headers: resultRecordSecretHeadersSchema },
    response: { statuses: { 200: 'The record' }, body: resultRecordResponseSchema },
    errors: { 400: commonErrors.invalidInput, 404: recordNotFound },
  }),
  updateResultRecord: defineEndpoint({
    ...quizEndpoint,
    method: 'patch',
    path: '/kid-quiz/results/{id}/',
    summary: "Add or change the parent's phone number on a results record (its owner only)",
    request: { params: resultRecordParamsSchema, headers: resultRecordSecretHeadersSchema, body: updateResultRecordRequestSchema },
    response: { statuses: { 200: 'The updated record' }, body: resultRecordResponseSchema },
    errors: { 400: commonErrors.invalidInput, 404: ownRecordNotFound },
  }),
  sendResultsSms: defineEndpoint({
    ...quizEndpoint,
    method: 'post',
    path: '/kid-quiz/results/{id}/send-sms/',
    summary: 'Text a link to the results to a phone number (also stored on the record; its owner only)',
    description:
      "Counted per phone number, per address and, when the User-Client-Id header holds a UUID, per anonymous client. The link carries the secret in its fragment (#k=…, never sent to a server) when the caller proved ownership with it; a record that belongs to an account is linked without it.",
    request: { params: resultRecordParamsSchema, headers: resultRecordSecretHeadersSchema, body: sendResultsSmsRequestSchema },
    response: { statuses: { 202: 'Handed to the SMS provider' }, body: smsReceiptResponseSchema },
    errors: { 400: commonErrors.invalidInput, 404: ownRecordNotFound, 429: smsRateLimited },
  }),
  createDiscountCode: defineEndpoint({
    ...quizEndpoint,
    method: 'post',
    path: '/kid-quiz/discount-codes/',
    summary: "Get the results record's discount code, creating it on the first request (the record's owner only; one code per phone number)",
    request: { headers: resultRecordSecretHeadersSchema, body: createDiscountCodeRequestSchema },
    response: { statuses: { 201: 'A new code', 200: 'The code this record already had' }, body: discountCodeResponseSchema },
    errors: {
      400: commonErrors.invalidInput,
      404: ownRecordNotFound,
      409: { description: "The number (phone_number, else the record's) already holds the kid quiz's code of another record: one code per number", codes: ['conflict'] },
    },
  }),
  sendDiscountCodeSms: defineEndpoint({
    ...quizEndpoint,
    method: 'post',
    path: '/kid-quiz/discount-codes/{code}/send-sms/',
    summary: 'Text a discount code and its expiry date to a phone number (the owner of the record it was issued for only)',
    description: 'Counted like the results message. Kid-Quiz-Secret is the secret of the record the code was issued for.',
    request: { params: discountCodeParamsSchema, headers: resultRecordSecretHeadersSchema, body: sendDiscountCodeSmsRequestSchema },
    response: { statuses: { 202: 'Handed to the SMS provider' }, body: smsReceiptResponseSchema },
    errors: {
      400: commonErrors.invalidInput,
      404: {
        description: "No kid-quiz discount code has this value, it has expired, or the caller is not the owner of its record: the same answer each time",
        codes: ['not_found'],
      },
      409: { description: 'The code has been used as often as it may be, or the number already holds another kid-quiz code (one per number)', codes: ['conflict'] },
      429: smsRateLimited,
    },
  }),
};
