import { createRoute } from '@hono/zod-openapi';
import { errorBodySchema } from '../../src/api/contract/error';
import { sendTestSmsSchema, smsMessageSchema, smsOutboxQuerySchema, smsOutboxSchema } from '../../src/api/contract/sms-outbox';

export const smsOutboxRoute = createRoute({
  method: 'get',
  path: '/api/dev/sms-outbox',
  tags: ['dev'],
  summary: 'Messages stored by the outbox SMS provider, newest first (only while it is active)',
  request: { query: smsOutboxQuerySchema },
  responses: {
    200: { description: 'Stored messages', content: { 'application/json': { schema: smsOutboxSchema } } },
    400: { description: 'Invalid filter', content: { 'application/json': { schema: errorBodySchema } } },
    404: { description: 'The outbox provider is not active', content: { 'application/json': { schema: errorBodySchema } } },
  },
});

export const sendTestSmsRoute = createRoute({
  method: 'post',
  path: '/api/dev/sms-outbox',
  tags: ['dev'],
  summary: 'Write a test message into the outbox (only while the outbox provider is active)',
  request: { body: { required: true, content: { 'application/json': { schema: sendTestSmsSchema } } } },
  responses: {
    201: { description: 'Stored', content: { 'application/json': { schema: smsMessageSchema } } },
    400: { description: 'Invalid input', content: { 'application/json': { schema: errorBodySchema } } },
    404: { description: 'The outbox provider is not active', content: { 'application/json': { schema: errorBodySchema } } },
  },
});
