import { z } from 'zod';
import { ANSWER_MAX, ANSWER_MIN, QUESTION_COUNT } from '../../domain/kid-quiz/questions';
import { outcomeIds } from '../../domain/kid-quiz/outcomes';
import { phoneInputSchema } from './auth';
import { HEADERS, resourceEnvelope } from './endpoint';
import { languageSchema } from './language';
import {
  createdRecordSchemaWith,
  discountCodeSchemaWith,
  discountCodeValueSchemaWith,
  quizRecordAccessSchema,
  quizRecordEndpoints,
  quizRecordTailShape,
  recordClientIdSchema,
  recordSecretSchemaWith,
  smsReceiptSchemaWith,
  smsRequestSchemaWith,
} from './quiz-record';

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
 * src/domain/phone, and writes SMS texts in the request's `language`. What the diet quiz shares
 * (the record's owner, its discount code and text messages) is written once in quiz-record.ts.
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

export const resultRecordSecretSchema = recordSecretSchemaWith('q3ZkV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E');

/** Kid-Quiz-Secret on every results and discount-code call: what makes the caller the record's owner while it belongs to no account. */
export const resultRecordSecretHeadersSchema = z.object({
  [HEADERS.kidQuizSecret]: z.string().optional().meta({
    description:
      "Kid-Quiz-Secret: the record's secret from the create response. Needed, unless the caller is signed in to the account the record belongs to, to see the full phone number, change it, send SMS and get the discount code; a wrong or missing one answers as if the record did not exist",
    example: 'q3ZkV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E',
  }),
});

export const discountCodeValueSchema = discountCodeValueSchemaWith({ description: 'Discount code, upper-case letters, digits and dashes', example: 'KID-7Q4M9X2T' });

const isoInstant = z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 instant', example: '2025-03-01T08:30:00.000Z' });

const abilityLevelSchema = z.enum(['high', 'low']);
const temperamentLevelSchema = z.enum(['introverted', 'extroverted']);

// ---- requests --------------------------------------------------------------------------

export const createResultRecordRequestSchema = z
  .strictObject({
    answers: answersSchema,
    language: languageSchema,
    clientId: recordClientIdSchema,
  })
  .meta({ id: 'KidQuizCreateResultRecord' });

export const resultRecordParamsSchema = z.object({ id: resultRecordIdSchema });

export const updateResultRecordRequestSchema = z
  .strictObject({ phoneNumber: phoneInputSchema })
  .meta({ id: 'KidQuizUpdateResultRecord' });

export const sendResultsSmsRequestSchema = smsRequestSchemaWith('KidQuizSendResultsSms');

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

export const sendDiscountCodeSmsRequestSchema = smsRequestSchemaWith('KidQuizSendDiscountCodeSms');

// ---- responses -------------------------------------------------------------------------

export const recordAccessSchema = quizRecordAccessSchema;

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
  ...quizRecordTailShape('parent', isoInstant),
};

export const resultRecordSchema = z.object(resultRecordShape).meta({ id: 'KidQuizResultRecord' });

export const createdResultRecordSchema = createdRecordSchemaWith(resultRecordShape, resultRecordSecretSchema, 'KidQuizCreatedResultRecord');

export const discountCodeSchema = discountCodeSchemaWith(discountCodeValueSchema, resultRecordIdSchema, isoInstant, 'KidQuizDiscountCode');

export const smsReceiptSchema = smsReceiptSchemaWith(isoInstant, 'KidQuizSmsReceipt');

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

export const kidQuizEndpoints = quizRecordEndpoints(
  'kid-quiz',
  {
    recordParams: resultRecordParamsSchema,
    secretHeaders: resultRecordSecretHeadersSchema,
    discountCodeParams: discountCodeParamsSchema,
    createRecord: createResultRecordRequestSchema,
    updateRecord: updateResultRecordRequestSchema,
    sendResultsSms: sendResultsSmsRequestSchema,
    createDiscountCode: createDiscountCodeRequestSchema,
    sendDiscountCodeSms: sendDiscountCodeSmsRequestSchema,
    createdRecordResponse: createdResultRecordResponseSchema,
    recordResponse: resultRecordResponseSchema,
    discountCodeResponse: discountCodeResponseSchema,
    smsReceiptResponse: smsReceiptResponseSchema,
  },
  {
    create: {
      summary: 'Store a completed quiz; the server scores the answers and picks the outcome',
      description: "The answer carries the record's secret, once. Signed in, the record belongs to the account at once.",
      tooMany: 'Too many records from this address or, when it names one, from this anonymous client; Retry-After says when to try again',
    },
    retrieve: {
      summary: 'Read a results record (its id is the share link)',
      description: 'Anyone with the id gets the result and the phone number masked; the owner also the full number.',
      notFound: 'No results record has this id',
    },
    update: { summary: "Add or change the parent's phone number on a results record (its owner only)" },
    sendResultsSms: {
      description:
        "Counted per phone number, per address and, when the User-Client-Id header holds a UUID, per anonymous client. The link carries the secret in its fragment (#k=…, never sent to a server) when the caller proved ownership with it; a record that belongs to an account is linked without it.",
    },
    createDiscountCode: {
      summary: "Get the results record's discount code, creating it on the first request (the record's owner only; one code per phone number)",
      conflict: "The number (phone_number, else the record's) already holds the kid quiz's code of another record: one code per number",
    },
    sendDiscountCodeSms: {
      summary: 'Text a discount code and its expiry date to a phone number (the owner of the record it was issued for only)',
      description: 'Counted like the results message. Kid-Quiz-Secret is the secret of the record the code was issued for.',
      notFound: "No kid-quiz discount code has this value, it has expired, or the caller is not the owner of its record: the same answer each time",
      conflict: 'The code has been used as often as it may be, or the number already holds another kid-quiz code (one per number)',
    },
    ownRecordNotFound:
      "No results record has this id, or the caller is not its owner (no or a wrong Kid-Quiz-Secret, or the record belongs to another account): the same answer either way",
    smsSent: 'Handed to the SMS provider',
  },
);
