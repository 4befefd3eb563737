import { z } from 'zod';
import { clientIdSchema, phoneInputSchema } from './auth';
import { e164Schema } from './e164';
import { endpoint, failure } from './endpoint';
import type { EnvelopeSchema } from './endpoint';
import { languageSchema } from './language';
import { RECORD_SECRET_PATTERN } from './quiz-record-rules';

/*
 * What the kid quiz (kid-quiz.ts) and the diet quiz (diet-quiz.ts) share: a results record that
 * anyone with its id reads and only its owner (the holder of its secret, or its account) changes,
 * has texted and gets a discount code for. The rules are one; each quiz gives its own schemas
 * (ids, examples) and texts, and `quizRecordEndpoints` writes its six endpoints.
 */

/** The record's secret: what makes its creator the owner while it belongs to no account. */
export const recordSecretSchemaWith = (example: string) =>
  z
    .string()
    .regex(RECORD_SECRET_PATTERN)
    .meta({ description: "The record's secret: 32 random bytes, base64url. Given once, in the create response; the server keeps only its SHA-256", example });

/** A discount code's value: upper-case letters, digits and dashes. */
export const discountCodeValueSchemaWith = (meta: { description: string; example: string }) =>
  z
    .string()
    .regex(/^[A-Z0-9-]{6,32}$/)
    .meta(meta);

/** The anonymous client id a create request may carry. */
export const recordClientIdSchema = clientIdSchema.optional().meta({
  description: 'The anonymous client id kept in the browser. The record takes it if the server issued it; otherwise a new one. Either way the answer carries the id to keep in its User-Client-Id header.',
});

/** A request to text something to a number, in a language (the results link, the discount code). */
export const smsRequestSchemaWith = (id: string) => z.strictObject({ phoneNumber: phoneInputSchema, language: languageSchema }).meta({ id });

export const quizRecordAccessSchema = z.enum(['owner', 'public']).meta({
  description: "owner: the caller holds the record's secret, or the record belongs to the caller's account; public: anyone else",
});

/** The end of a record's shape: its language, who is asking, the phone number (in full for the owner only) and its times. */
export const quizRecordTailShape = <I extends z.ZodType>(who: 'parent' | 'person', instant: I) => ({
  language: languageSchema,
  access: quizRecordAccessSchema,
  phoneNumber: e164Schema.nullable().meta({ description: `E.164, set when the ${who} adds one; given only to the owner (null for anyone else, who get masked_phone_number)` }),
  maskedPhoneNumber: z
    .string()
    .nullable()
    .meta({ description: 'The number with all but a recognisable prefix and the last 3 digits hidden (src/domain/phone.ts maskPhone); null when there is none', example: '09•••••678' }),
  createdAt: instant,
  updatedAt: instant,
});

/** The record with its secret: the create answer only. */
export const createdRecordSchemaWith = <S extends z.core.$ZodLooseShape, T extends z.ZodType>(shape: S, secret: T, id: string) =>
  z
    .object({ ...shape, secret })
    .meta({ id, description: 'The new record, its owner view, and its secret: this is the only answer that carries it' });

/** A discount code issued for a results record: its value and record, the discount, its expiry and how often it may be used. */
export const discountCodeSchemaWith = <C extends z.ZodType, R extends z.ZodType, I extends z.ZodType>(code: C, recordId: R, instant: I, id: string) =>
  z
    .object({
      code,
      recordId,
      percentOff: z.number().int().min(1).max(100).meta({ description: 'Discount in percent of the order', example: 10 }),
      expiresAt: instant,
      usageLimit: z.number().int().min(1).meta({ description: 'How many orders may use the code', example: 1 }),
    })
    .meta({ id });

export const smsReceiptSchemaWith = <I extends z.ZodType>(instant: I, id: string) =>
  z
    .object({
      phoneNumber: e164Schema.meta({ description: 'E.164 number the message went to' }),
      sentAt: instant,
    })
    .meta({ id });

/** A quiz's schemas its endpoints read and answer. */
interface QuizRecordSchemas {
  recordParams: z.ZodObject;
  secretHeaders: z.ZodObject;
  discountCodeParams: z.ZodObject;
  createRecord: z.ZodType;
  updateRecord: z.ZodType;
  sendResultsSms: z.ZodType;
  createDiscountCode: z.ZodType;
  sendDiscountCodeSms: z.ZodType;
  createdRecordResponse: EnvelopeSchema;
  recordResponse: EnvelopeSchema;
  discountCodeResponse: EnvelopeSchema;
  smsReceiptResponse: EnvelopeSchema;
}

/** A quiz's words: each endpoint's summary and description, and the failures that name the quiz. */
interface QuizRecordTexts {
  create: { summary: string; description: string; tooMany: string };
  retrieve: { summary: string; description: string; notFound: string };
  update: { summary: string };
  sendResultsSms: { description: string };
  createDiscountCode: { summary: string; conflict: string };
  sendDiscountCodeSms: { summary: string; description: string; notFound: string; conflict: string };
  /** The 404 of an owner's call: no such record, or not the caller's. */
  ownRecordNotFound: string;
  /** What a 202 of a text message says. */
  smsSent: string;
}

const smsRateLimited = failure('rate_limited', 'Too many messages to this number, from this client or from this address; Retry-After says when to try again');

/** The six endpoints of a quiz's results records and discount codes (`/<quiz>/results/…`, `/<quiz>/discount-codes/…`). */
export function quizRecordEndpoints<const Q extends 'kid-quiz' | 'diet-quiz', S extends QuizRecordSchemas>(quiz: Q, schemas: S, texts: QuizRecordTexts) {
  // `schemas.x` would be typed by the constraint (a bare ZodType); S[K] keeps the quiz's own schema, which its handlers and calls are typed by.
  const s = <K extends keyof S>(key: K): S[K] => schemas[key];
  const quizEndpoint = { api: 'portal', tags: [quiz] } as const;
  const ownRecordNotFound = failure('not_found', texts.ownRecordNotFound);
  return {
    createResultRecord: endpoint(quizEndpoint, {
      method: 'post', path: `/${quiz}/results/`, request: { body: s('createRecord') },
      summary: texts.create.summary,
      description: texts.create.description,
      response: { statuses: { 201: 'The stored record, with its secret' }, body: s('createdRecordResponse') }, errors: { 429: failure('rate_limited', texts.create.tooMany) },
    }),
    retrieveResultRecord: endpoint(quizEndpoint, {
      method: 'get', path: `/${quiz}/results/{id}/`, request: { params: s('recordParams'), headers: s('secretHeaders') },
      summary: texts.retrieve.summary,
      description: texts.retrieve.description,
      response: { statuses: { 200: 'The record' }, body: s('recordResponse') }, errors: { 404: failure('not_found', texts.retrieve.notFound) },
    }),
    updateResultRecord: endpoint(quizEndpoint, {
      method: 'patch', path: `/${quiz}/results/{id}/`, request: { params: s('recordParams'), headers: s('secretHeaders'), body: s('updateRecord') },
      summary: texts.update.summary,
      response: { statuses: { 200: 'The updated record' }, body: s('recordResponse') }, errors: { 404: ownRecordNotFound },
    }),
    sendResultsSms: endpoint(quizEndpoint, {
      method: 'post', path: `/${quiz}/results/{id}/send-sms/`, request: { params: s('recordParams'), headers: s('secretHeaders'), body: s('sendResultsSms') },
      summary: 'Text a link to the results to a phone number (also stored on the record; its owner only)',
      description: texts.sendResultsSms.description,
      response: { statuses: { 202: texts.smsSent }, body: s('smsReceiptResponse') }, errors: { 404: ownRecordNotFound, 429: smsRateLimited },
    }),
    createDiscountCode: endpoint(quizEndpoint, {
      method: 'post', path: `/${quiz}/discount-codes/`, request: { headers: s('secretHeaders'), body: s('createDiscountCode') },
      summary: texts.createDiscountCode.summary,
      response: { statuses: { 201: 'A new code', 200: 'The code this record already had' }, body: s('discountCodeResponse') }, errors: { 404: ownRecordNotFound, 409: failure('conflict', texts.createDiscountCode.conflict) },
    }),
    sendDiscountCodeSms: endpoint(quizEndpoint, {
      method: 'post', path: `/${quiz}/discount-codes/{code}/send-sms/`, request: { params: s('discountCodeParams'), headers: s('secretHeaders'), body: s('sendDiscountCodeSms') },
      summary: texts.sendDiscountCodeSms.summary,
      description: texts.sendDiscountCodeSms.description,
      response: { statuses: { 202: texts.smsSent }, body: s('smsReceiptResponse') },
      errors: {
        404: failure('not_found', texts.sendDiscountCodeSms.notFound),
        409: failure('conflict', texts.sendDiscountCodeSms.conflict),
        429: smsRateLimited,
      },
    }),
  };
}
