import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fullPathOf, urlOf } from '../../src/api/contract/endpoint';
import { smsOutboxEndpoints } from '../../src/api/contract/sms-outbox';
import { userProfileEndpoints } from '../../src/api/contract/user-profile';
import { endpointRoutes } from '../composition-root';
import { users } from '../db/schema';
import { call, errorOf, lastCode, randomIp, randomPhone, requestCode, verifyCode } from '../testing/portal-calls';
import type { TestContext } from '../testing/test-context';
import { databaseKinds, useTestContext } from '../testing/test-context';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from './request-input';

/*
 * What any request must survive before its endpoint's schemas see it: bodies too large or nested
 * too deeply, and text with control characters. Each is refused with a 4xx that changes nothing,
 * on every route that takes a JSON body, and the depth limit before the session check.
 */

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** A deep value where the endpoint expects a string field: the depth is the body's, not the root's. */
const deepField = (depth: number) => `{"name":${nestedArrays(depth - 1)}}`;

/** Signs in through the real routes, both steps from one address. */
async function signIn(ctx: TestContext, phone: string): Promise<string> {
  const ip = randomIp();
  expect((await requestCode(ctx, phone, { ip })).status).toBe(200);
  const verified = await verifyCode(ctx, phone, await lastCode(ctx, phone), { ip });
  expect(verified.status).toBe(200);
  return ((await verified.json()) as { data: { key: string } }).data.key;
}

const OUTBOX = urlOf(smsOutboxEndpoints.list);
const PROFILE = urlOf(userProfileEndpoints.update);

describe.each(databaseKinds)('request input on %s', (kind) => {
  const ctx = useTestContext(kind);
  const jsonRoutes = () =>
    endpointRoutes(ctx.services)
      .map(({ entry }) => entry)
      .filter((entry) => entry.request.body !== undefined);
  /** A concrete path for a route: a well-formed UUID fills each path parameter. */
  const pathOf = (path: string) => path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');

  describe('depth limit', () => {
    it('covers a route of each JSON kind', () => {
      expect(jsonRoutes().map((entry) => `${entry.method} ${fullPathOf(entry)}`)).toEqual(
        expect.arrayContaining(['post /portal/api/v1/mobile-auth/signin/', 'patch /portal/api/v1/user-profile/', 'post /api/dev/sms-outbox']),
      );
    });

    it.each([
      ['arrays', nestedArrays(4000)],
      ['objects', nestedObjects(4000)],
      ['a field', deepField(4000)],
    ])('refuses a body of 4,000 nested %s on every JSON route, before sign-in, in the caller’s language', async (_shape, body) => {
      for (const entry of jsonRoutes()) {
        const response = await call(ctx, pathOf(fullPathOf(entry)), {
          method: entry.method.toUpperCase(),
          headers: { 'Content-Type': 'application/json' },
          body,
          language: 'vi',
        });
        expect(response.status, `${entry.method} ${entry.path}`).toBe(400);
        expect(response.headers.get('content-language')).toBe('vi');
        expect(await errorOf(response)).toEqual({ code: 'invalid_body', message: `Nội dung yêu cầu lồng nhau quá sâu (quá ${MAX_JSON_DEPTH} cấp).` });
      }
    });

    it('lets a body at the limit through to the endpoint’s own checks', async () => {
      const atLimit = await ctx.request(OUTBOX, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: nestedArrays(MAX_JSON_DEPTH) });
      expect(atLimit.status).toBe(400);
      expect((await errorOf(atLimit)).code).toBe('validation_failed');
      const over = await ctx.request(OUTBOX, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: nestedArrays(MAX_JSON_DEPTH + 1) });
      expect((await errorOf(over)).code).toBe('invalid_body');
    });

    it('counts brackets inside strings as text', async () => {
      const message = '['.repeat(200) + '{'.repeat(200);
      const response = await ctx.request(OUTBOX, { method: 'POST', json: { phone: '0912345678', message: message.slice(0, 640) } });
      expect(response.status).toBe(201);
      const quoted = await ctx.request(OUTBOX, { method: 'POST', json: { phone: '0912345678', message: '\\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' } });
      expect(quoted.status).toBe(201);
    });
  });

  describe('size limit', () => {
    it('refuses a body over the limit with 413, before sign-in, and stores nothing', async () => {
      const before = await ctx.sms.list({ limit: 500 });
      const big = JSON.stringify({ phone: '0912345678', message: 'x'.repeat(MAX_BODY_BYTES) });
      for (const path of [OUTBOX, PROFILE]) {
        const response = await call(ctx, path, { method: path === PROFILE ? 'PATCH' : 'POST', headers: { 'Content-Type': 'application/json' }, body: big, language: 'en' });
        expect(response.status).toBe(413);
        // The unread rest of the body leaves the connection unusable: the client is told to close it.
        expect(response.headers.get('connection')).toBe('close');
        expect(await errorOf(response)).toEqual({ code: 'payload_too_large', message: 'The request body is too large.' });
      }
      expect(await ctx.sms.list({ limit: 500 })).toHaveLength(before.length);
    });
  });

  describe('control characters', () => {
    it.each([
      ['NUL', 'An\u0000'],
      ['a C0 control', 'An\u0007'],
      ['escape', '\u001b[31mAn'],
      ['DEL', 'An\u007f'],
      ['a C1 control', 'An\u0085'],
      ['an unpaired surrogate', 'An\ud800'],
    ])('refuses %s in the profile name, naming the field, and stores nothing', async (_what, name) => {
      const phone = randomPhone();
      const token = await signIn(ctx, phone);
      expect((await call(ctx, PROFILE, { method: 'PATCH', token, json: { name: 'Trần Bình' } })).status).toBe(200);
      const response = await call(ctx, PROFILE, { method: 'PATCH', token, json: { name, email: 'an@example.com' }, language: 'en' });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({
        code: 'validation_failed',
        message: 'Some fields are invalid.',
        fields: { name: 'Contains characters that are not allowed (such as control characters).' },
      });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.phoneNumber, phone));
      expect(row).toMatchObject({ name: 'Trần Bình', email: null });
    });

    it('accepts tab, line feed, carriage return and every ordinary script', async () => {
      const message = 'Line one\r\nline\ttwo · Xin chào · สวัสดี · 你好 · مرحبا · e\u0301 · 🙂';
      const response = await ctx.request(OUTBOX, { method: 'POST', json: { phone: '0912345678', message } });
      expect(response.status).toBe(201);
      expect((await response.json()).data.body).toBe(message);
    });

    it('names nested fields and keys by their wire paths, in the caller’s language', async () => {
      const response = await ctx.request(urlOf(smsOutboxEndpoints.send), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"phone":"0912345678","message":"a\\u0000b","extra":{"list":["ok","x\\u0001"]},"bad\\u0000key":1}',
        language: 'th',
      });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(['bad\\u0000key', 'extra.list.1', 'message']);
      expect(error.fields?.message).toBe('มีอักขระที่ไม่อนุญาต (เช่น อักขระควบคุม)');
    });

    it('refuses them in a query parameter, on the API and on the outbox page', async () => {
      const response = await call(ctx, `${OUTBOX}?phone=0912%00345678`, { ip: '127.0.0.1' });
      expect(response.status).toBe(400);
      expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual(['phone']);
      const page = await call(ctx, '/dev/outbox?phone=%2B8491%00', { ip: '127.0.0.1' });
      expect(page.status).toBe(400);
      expect(Object.keys((await errorOf(page)).fields ?? {})).toEqual(['phone']);
    });

    it('refuses them in a path parameter', async () => {
      const token = await signIn(ctx, randomPhone());
      const response = await call(ctx, '/portal/api/v1/genetic-test-information/%00/', { token });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('validation_failed');
    });
  });

  describe('anything else a client may send', () => {
    it.each(['/%00', '/assets/%00.js', '/dev/%00', '/api/docs/assets/%00'])('answers %s without a server error', async (path) => {
      const response = await call(ctx, path);
      expect(response.status).toBeLessThan(500);
    });
  });
});
