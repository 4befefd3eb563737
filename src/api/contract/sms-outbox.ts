import { z } from 'zod';
import { languageSchema } from './language';

export const smsOutboxQuerySchema = z.object({
  phone: z.string().min(1).max(32).optional().meta({ description: 'Only messages to this number (any form the phone rule accepts)' }),
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
    createdAt: z.string().meta({ description: 'ISO 8601 instant' }),
  })
  .meta({ id: 'SmsMessage' });

export const smsOutboxSchema = z.object({ data: z.array(smsMessageSchema) }).meta({ id: 'SmsOutbox' });

export type SmsMessage = z.infer<typeof smsMessageSchema>;

/** POST /api/dev/sms-outbox: a tester writes a message into the outbox (outbox provider only). */
export const sendTestSmsSchema = z
  .strictObject({
    phone: z.string().min(1).max(32).meta({ example: '0912345678' }),
    message: z.string().min(1).max(640),
    language: languageSchema.default('en'),
  })
  .meta({ id: 'SendTestSms' });

export type SendTestSms = z.infer<typeof sendTestSmsSchema>;
