import { expect } from 'vitest';
import type { z } from 'zod';
import type { Endpoint } from './contract/endpoint';
import { urlOf } from './contract/endpoint';
import type { ReceivedRequest, TestHandler, TestReply } from './http-test-server';

/* What the kid and diet quiz calls' tests (kid-quiz.test.ts, diet-quiz.test.ts) share: the server's answers to the text-message and discount-code calls, its 429, and the check that a record's secret travels in its header only. */

/** The discount-code call answers the new code (201); a text message call its receipt (202, to +84912345678 at `sentAt`). */
export const smsAndCodeServer =
  (code: Record<string, unknown>, sentAt: string): TestHandler =>
  (request) =>
    request.url.endsWith('/discount-codes/') ? { status: 201, json: { data: code } } : { status: 202, json: { data: { phone_number: '+84912345678', sent_at: sentAt } } };

/** Too many messages: wait 30 seconds (Vietnamese). */
export const rateLimitedReply: TestReply = {
  status: 429,
  headers: { 'Retry-After': '30', 'Content-Language': 'vi' },
  json: { error: { code: 'rate_limited', message: 'Quá nhiều yêu cầu.' } },
};

export const unknownRecordReply: TestReply = { status: 404, json: { error: { code: 'not_found', message: 'No such record' } } };

/** Every request carried the record's secret in `header` and none in its URL. */
export function expectSecretInHeaderOnly(received: readonly ReceivedRequest[], header: string, secret: string): void {
  for (const request of received) {
    expect(request.headers[header]).toBe(secret);
    expect(request.url).not.toContain(secret);
  }
}

/** The end of a record as the server writes it to its owner: language vi, no phone number yet, created and updated at `at`. */
export const wireOwnerRecordTail = (at: string) => ({ language: 'vi', access: 'owner', phone_number: null, masked_phone_number: null, created_at: at, updated_at: at });

/** The record as anyone but its owner reads it: the number masked. */
export const publicView = { wire: { access: 'public', masked_phone_number: '09•••••678' }, read: { access: 'public', phoneNumber: null, maskedPhoneNumber: '09•••••678' } } as const;

/** The quiz's calls about a record and its code, in their order: the results SMS of record `id`, the code, the code's SMS; each with the record's secret in `header`. */
export function expectSmsAndCodeRequests(
  received: readonly ReceivedRequest[],
  entries: Record<'sendResultsSms' | 'createDiscountCode' | 'sendDiscountCodeSms', Endpoint>,
  sent: { id: string; code: string; header: string; secret: string },
): void {
  expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
    `POST ${urlOf(entries.sendResultsSms, { id: sent.id })}`,
    `POST ${urlOf(entries.createDiscountCode)}`,
    `POST ${urlOf(entries.sendDiscountCodeSms, { code: sent.code })}`,
  ]);
  expect(received.map((request) => request.headers[sent.header])).toEqual([sent.secret, sent.secret, sent.secret]);
}

/** A quiz's path parameters: a record's UUID `id` and a discount code `code` are taken; the id '42' and `badCode` are not. */
export function expectQuizPathParams(schemas: { recordParams: z.ZodType; discountCodeParams: z.ZodType }, taken: { id: string; code: string }, badCode: string): void {
  expect(schemas.recordParams.safeParse({ id: taken.id }).success).toBe(true);
  expect(schemas.recordParams.safeParse({ id: '42' }).success).toBe(false);
  expect(schemas.discountCodeParams.safeParse({ code: taken.code }).success).toBe(true);
  expect(schemas.discountCodeParams.safeParse({ code: badCode }).success).toBe(false);
}
