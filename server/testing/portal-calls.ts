import { createHash, randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { z } from 'zod';
import { authEndpoints } from '../../src/api/contract/auth';
import { urlOf } from '../../src/api/contract/endpoint';
import { wireCodec } from '../../src/api/contract/wire';
import { isValidPhone, toE164 } from '../../src/domain/phone';
import { users } from '../db/schema';
import { requestApp } from './test-context';
import type { RequestOptions, TestContext } from './test-context';

/** Portal API calls for the account tests: requests from a chosen address, codes read from the SMS outbox. */

export type CallInit = RequestOptions;

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Calls the real app in-process, like ctx.request, from a fresh random address unless `ip` is given (so per-IP limits stay out of the way). */
export function call(ctx: TestContext, path: string, init: CallInit = {}): Promise<Response> {
  return requestApp(ctx.app, path, { ...init, ip: init.ip ?? randomIp() });
}

/** The JSON body decoded by its contract schema, as the browser client reads it. */
export async function bodyOf<T extends z.ZodType>(response: Response, schema: T): Promise<z.output<T>> {
  return wireCodec(schema).parse(await response.json());
}

/** The `error` of a failure's body. */
export async function errorOf(response: Response): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  return ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

/** The newest message to `phone` in the SMS outbox. */
export async function lastMessage(ctx: TestContext, phone: string) {
  const [message] = await ctx.sms.list({ phone, limit: 1 });
  expect(message, `no SMS to ${phone}`).toBeDefined();
  return message;
}

/** The code in the newest message to `phone`. */
export async function lastCode(ctx: TestContext, phone: string): Promise<string> {
  const { body } = await lastMessage(ctx, phone);
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  expect(code, `no code in "${body}"`).toBeDefined();
  return code ?? '';
}

/**
 * The address a person with this number calls from unless a test says otherwise: one per number,
 * so a code is checked from the address that asked for it (codes are bound to it) and per-IP
 * limits stay out of the way of tests that use fresh numbers.
 */
export function addressOfPhone(phone: string): string {
  const key = isValidPhone(phone) ? toE164(phone) : phone;
  const [a, b, c] = createHash('sha256').update(key).digest();
  return `10.${a}.${b}.${(c % 254) + 1}`;
}

export async function requestCode(ctx: TestContext, phone: string, init: CallInit = {}): Promise<Response> {
  return call(ctx, urlOf(authEndpoints.signin), { method: 'POST', json: { otp_key: phone, otp_method: 'sms' }, ...init, ip: init.ip ?? addressOfPhone(phone) });
}

export async function verifyCode(ctx: TestContext, phone: string, otp: string, init: CallInit = {}): Promise<Response> {
  return call(ctx, urlOf(authEndpoints.otpVerify), { method: 'POST', json: { otp_key: phone, otp }, ...init, ip: init.ip ?? addressOfPhone(phone) });
}

/** A new number with a sign-in code requested for it: the number, and the code as the outbox has it. */
export async function codeForNewNumber(ctx: TestContext): Promise<{ phone: string; code: string }> {
  const phone = randomPhone();
  await requestCode(ctx, phone);
  return { phone, code: await lastCode(ctx, phone) };
}

/** Signs in through the real routes (code from the outbox) and answers the token. */
export async function signIn(ctx: TestContext, phone: string): Promise<string> {
  const sent = await requestCode(ctx, phone);
  expect(sent.status).toBe(200);
  const verified = await verifyCode(ctx, phone, await lastCode(ctx, phone));
  expect(verified.status).toBe(200);
  const body = (await verified.json()) as { data: { key: string } };
  return body.data.key;
}

/** A fresh, valid Vietnamese mobile number (+84 9x xxx xxxx). */
export function randomPhone(): string {
  return `+8498${String(randomInt(10_000_000)).padStart(7, '0')}`;
}

/** `count` accounts, each with a token of its own, made directly by the token service, as a sign-in would (signing in is the auth tests' business). */
export async function accountsWithTokens(ctx: TestContext, count: number): Promise<Array<{ userId: string; token: string }>> {
  const made = await ctx.database.db
    .insert(users)
    .values(Array.from({ length: count }, () => ({ phoneNumber: randomPhone() })))
    .returning({ id: users.id });
  return Promise.all(made.map(async ({ id }) => ({ userId: id, token: (await ctx.services.tokens.issue(ctx.database.db, { userId: id })).key })));
}

/** A code that is certainly not `code`. */
export function otherCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}
