import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { TestContext } from '../../testing/test-context';
import { toCamelCase } from '../../../src/api/case';

/** Test helpers for the account routes: requests from a chosen address, codes read from the SMS outbox. */

export const PORTAL = '/portal/api/v1';

export interface CallInit extends RequestInit {
  json?: unknown;
  language?: string;
  /** Sends `Authorization: Token <token>`. */
  token?: string;
  /** The connecting address; a fresh random one per call unless given, so per-IP limits stay out of the way. */
  ip?: string;
}

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Calls the real app in-process, like ctx.request, with a socket address for the per-IP limits. */
export function call(ctx: TestContext, path: string, init: CallInit = {}): Promise<Response> {
  const { json, language, token, ip, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (language) headers.set('Accept-Language', language);
  if (token) headers.set('Authorization', `Token ${token}`);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const env = { incoming: { socket: { remoteAddress: ip ?? randomIp(), remotePort: 50000, remoteFamily: 'IPv4' } } };
  return Promise.resolve(ctx.app.request(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body }, env));
}

/** The JSON body with camelCase keys, as the browser client reads it. */
export async function bodyOf(response: Response): Promise<unknown> {
  return toCamelCase(await response.json());
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

export async function requestCode(ctx: TestContext, phone: string, init: CallInit = {}): Promise<Response> {
  return call(ctx, `${PORTAL}/mobile-auth/signin/`, { method: 'POST', json: { otp_key: phone, otp_method: 'sms' }, ...init });
}

export async function verifyCode(ctx: TestContext, phone: string, otp: string, init: CallInit = {}): Promise<Response> {
  return call(ctx, `${PORTAL}/mobile-auth/signin/otp-verify/`, { method: 'POST', json: { otp_key: phone, otp }, ...init });
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

/** A code that is certainly not `code`. */
export function otherCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}
