import { z } from 'zod';
import { phoneInputSchema } from './auth';
import { endpoint, failure, listEnvelope, resourceEnvelope } from './endpoint';
import { languageSchema } from './language';

/*
 * The SMS outbox (developer tools): every message the outbox provider "sent". Both endpoints
 * answer 404 unless the outbox provider is active and DEV_TOOLS is on, and to anyone but a
 * caller on the server's own machine (a loopback address, not relayed by a proxy).
 */

export const smsOutboxQuerySchema = z.object({
  phone: phoneInputSchema.optional().meta({ description: 'Only messages to this number (any form the phone rule accepts)' }),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const smsMessageSchema = z
  .object({
    id: z.string(),
    phone: z.string().meta({ example: '+84912345678' }),
    body: z.string(),
    language: z.string(),
    purpose: z.string().meta({ example: 'kid-quiz-results' }),
    provider: z.string(),
    status: z.enum(['queued', 'sent', 'failed']).meta({ description: 'queued until the worker hands it to the provider (sent) or gives up (failed)' }),
    createdAt: z.string().meta({ description: 'ISO 8601 instant' }),
  })
  .meta({ id: 'SmsMessage' });

export type SmsMessage = z.infer<typeof smsMessageSchema>;

export const smsOutboxSchema = listEnvelope(smsMessageSchema, 'SmsOutbox', 'Newest first');
export const smsMessageResponseSchema = resourceEnvelope(smsMessageSchema, 'SmsMessageResponse');

/** POST /api/dev/sms-outbox: a tester writes a message into the outbox (outbox provider only). */
export const sendTestSmsSchema = z
  .strictObject({
    phone: phoneInputSchema.meta({ example: '0912345678' }),
    message: z.string().min(1).max(640),
    language: languageSchema.default('en'),
  })
  .meta({ id: 'SendTestSms' });

export type SendTestSms = z.infer<typeof sendTestSmsSchema>;

const outboxOff = failure('not_found', 'The outbox provider is not active, developer tools are off, or the caller is not on the server itself (loopback)');

/** Both entries: the one developer-tools path on the site. */
const outbox = { api: 'site', path: '/api/dev/sms-outbox', tags: ['dev'] } as const;

export const smsOutboxEndpoints = {
  list: endpoint(outbox, {
    method: 'get', request: { query: smsOutboxQuerySchema },
    summary: 'Messages stored by the outbox SMS provider, newest first (only while it is active)',
    response: { statuses: { 200: 'Stored messages' }, body: smsOutboxSchema }, errors: { 400: failure('validation_failed', 'Invalid filter'), 404: outboxOff },
  }),
  send: endpoint(outbox, {
    method: 'post', request: { body: sendTestSmsSchema },
    summary: 'Write a test message into the outbox (only while the outbox provider is active)',
    response: { statuses: { 201: 'Stored' }, body: smsMessageResponseSchema },
    errors: {
      404: outboxOff,
      429: failure('rate_limited', 'Too many test messages from this address; Retry-After gives the seconds to wait'),
    },
  }),
};
