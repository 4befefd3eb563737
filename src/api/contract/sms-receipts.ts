import { z } from 'zod';
import { endpoint, failure, resourceEnvelope } from './endpoint';

/*
 * Delivery receipts: the SMS provider tells us whether a message it took reached the phone. The
 * provider authenticates with `Authorization: Bearer <SMS_RECEIPT_TOKEN>`; without that setting,
 * or with another token, the route does not exist (404), so a stranger learns nothing.
 */

export const smsReceiptSchema = z
  .strictObject({
    id: z.string().min(1).max(200).meta({ description: "The provider's message id, as it answered when it took the message", example: 'msg-81f3' }),
    status: z.enum(['delivered', 'undelivered']).meta({ description: 'Whether the message reached the phone' }),
  })
  .meta({ id: 'SmsReceipt' });

export type SmsReceipt = z.infer<typeof smsReceiptSchema>;

export const smsReceiptResponseSchema = resourceEnvelope(smsReceiptSchema, 'SmsReceiptResponse');

export const smsReceiptEndpoints = {
  record: endpoint({ api: 'site', tags: ['system'] }, {
    method: 'post', path: '/api/sms/receipts', request: { body: smsReceiptSchema },
    summary: "Record an SMS provider's delivery receipt (provider only: Authorization: Bearer <SMS_RECEIPT_TOKEN>)",
    response: { statuses: { 200: 'Recorded on the message' }, body: smsReceiptResponseSchema }, errors: { 404: failure('not_found', 'Receipts are off (no SMS_RECEIPT_TOKEN), the token is wrong, or no message has that provider id') },
  }),
};
