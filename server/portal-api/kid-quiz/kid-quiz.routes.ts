import { createRoute } from '@hono/zod-openapi';
import { errorBodySchema } from '../../../src/api/contract/error';
import {
  createDiscountCodeRequestSchema,
  createResultRecordRequestSchema,
  discountCodeParamsSchema,
  discountCodeSchema,
  resultRecordParamsSchema,
  resultRecordSchema,
  sendDiscountCodeSmsRequestSchema,
  sendResultsSmsRequestSchema,
  smsReceiptSchema,
  updateResultRecordRequestSchema,
} from '../../../src/api/contract/kid-quiz';

// Paths as in src/api/contract/kid-quiz.ts (KID_QUIZ_PATHS), relative to /portal/api/v1.

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(errorBodySchema) });
const body = <T>(schema: T) => ({ body: { required: true, content: json(schema) } });

const invalid = error('Malformed input: `fields` names each failing field');
const recordNotFound = error('No results record has this id');
const smsRateLimited = error('Too many messages to this number or from this client; Retry-After says when to try again');

export const createResultRecordRoute = createRoute({
  method: 'post',
  path: '/kid-quiz/results/',
  tags: ['kid-quiz'],
  summary: 'Store a completed quiz; the server scores the answers and picks the outcome',
  request: body(createResultRecordRequestSchema),
  responses: {
    201: { description: 'The stored record', content: json(resultRecordSchema) },
    400: invalid,
  },
});

export const retrieveResultRecordRoute = createRoute({
  method: 'get',
  path: '/kid-quiz/results/{id}/',
  tags: ['kid-quiz'],
  summary: 'Read a results record (its id is the share link)',
  request: { params: resultRecordParamsSchema },
  responses: {
    200: { description: 'The record', content: json(resultRecordSchema) },
    400: invalid,
    404: recordNotFound,
  },
});

export const updateResultRecordRoute = createRoute({
  method: 'patch',
  path: '/kid-quiz/results/{id}/',
  tags: ['kid-quiz'],
  summary: "Add or change the parent's phone number on a results record",
  request: { params: resultRecordParamsSchema, ...body(updateResultRecordRequestSchema) },
  responses: {
    200: { description: 'The updated record', content: json(resultRecordSchema) },
    400: invalid,
    404: recordNotFound,
  },
});

export const sendResultsSmsRoute = createRoute({
  method: 'post',
  path: '/kid-quiz/results/{id}/send-sms/',
  tags: ['kid-quiz'],
  summary: 'Text a link to the results to a phone number (also stored on the record)',
  request: { params: resultRecordParamsSchema, ...body(sendResultsSmsRequestSchema) },
  responses: {
    202: { description: 'Handed to the SMS provider', content: json(smsReceiptSchema) },
    400: invalid,
    404: recordNotFound,
    429: smsRateLimited,
  },
});

export const createDiscountCodeRoute = createRoute({
  method: 'post',
  path: '/kid-quiz/discount-codes/',
  tags: ['kid-quiz'],
  summary: "Get the results record's discount code, creating it on the first request",
  request: body(createDiscountCodeRequestSchema),
  responses: {
    200: { description: 'The code this record already had', content: json(discountCodeSchema) },
    201: { description: 'A new code', content: json(discountCodeSchema) },
    400: invalid,
    404: recordNotFound,
  },
});

export const sendDiscountCodeSmsRoute = createRoute({
  method: 'post',
  path: '/kid-quiz/discount-codes/{code}/send-sms/',
  tags: ['kid-quiz'],
  summary: 'Text a discount code and its expiry date to a phone number',
  request: { params: discountCodeParamsSchema, ...body(sendDiscountCodeSmsRequestSchema) },
  responses: {
    202: { description: 'Handed to the SMS provider', content: json(smsReceiptSchema) },
    400: invalid,
    404: error('No kid-quiz discount code has this value, or it has expired'),
    409: error('The code has been used as often as it may be'),
    429: smsRateLimited,
  },
});
