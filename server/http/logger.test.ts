import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '../../src/api/contract/auth';
import { urlOf } from '../../src/api/contract/endpoint';
import { smsOutboxEndpoints } from '../../src/api/contract/sms-outbox';
import { userProfileEndpoints } from '../../src/api/contract/user-profile';
import { composeServer } from '../composition-root';
import type { ComposedServer } from '../composition-root';
import { databaseKinds, openTestDatabase, requestApp } from '../testing/test-context';
import type { DatabaseKind } from '../db/client';
import type { RequestOptions } from '../testing/test-context';
import { fc, test as property } from '@fast-check/vitest';
import { createLogger, scrubEveryPattern, scrubText } from './logger';

/*
 * Logs never hold a full phone number, a one-time code or a token, whatever is logged: the
 * server's own entries, errors from the database driver with the query's parameters, and errors
 * nobody expected. Every entry of a request carries its id, which is the response's X-Request-Id.
 */

describe('scrubText', () => {
  it.each([
    ['Failed query for +84901234567', '+84901234567'],
    ['to=%2B84901234567&x=1', '84901234567'],
    ['phone 0901234567 refused', '0901234567'],
    ['phone 0901 234 567 refused', '0901 234 567'],
    ['+84 90 123 45 67 is the number', '90 123 45 67'],
    ['sent to 84901234567', '84901234567'],
    ['Your code is 123456.', '123456'],
    ['GeneWell: mã đăng nhập của bạn là 654321. Mã hết hạn sau 5 phút.', '654321'],
    ['GeneWell: รหัสเข้าสู่ระบบของคุณคือ 112233', '112233'],
    ['GeneWell：您的登录验证码是445566。', '445566'],
    ['GeneWell：您的验证码是 445566。', '445566'],
    ['已发送至手机号码0901234567。', '0901234567'],
    ['{"otp":"778899"}', '778899'],
    ['Authorization: Token abcDEF123ghiJKL456mnoPQR789stuVWX012yzAB345', 'abcDEF123'],
    ['authorization: Bearer sk_live_0123456789', 'sk_live_0123456789'],
    ['{"key":"Zx9_aaaaBBBBccccDDDDeeeeFFFFgggg1234567"}', 'Zx9_aaaa'],
    ['token=gti_demo_an_nguyen_g_intel_2024', 'gti_demo_an_nguyen_g_intel_2024'],
    ['raw Q2hhbmdlIHRoaXMgdG9rZW4gdG8gc29tZXRoaW5nIGxvbmc_and-more9 here', 'Q2hhbmdlIHRoaXMgdG9rZW4'],
  ])('hides the secret in %j', (text, secret) => {
    expect(scrubText(text)).not.toContain(secret);
  });

  it('keeps what helps and holds no secret: request ids, error codes, statuses, durations and paths', () => {
    const text = 'request 3f1e2d4c-0912-4345-86ab-0123456789ab POST /portal/api/v1/user-profile/ 400 validation_failed in 12 ms, user 8a2b1c3d-9e8f-4a5b-8c7d-6e5f4a3b2c1d';
    expect(scrubText(text)).toBe(text);
    expect(scrubText('phone +84901234567')).toBe('phone [phone …567]');
  });

  // The shortcut (text that cannot hold a secret is returned unread) never lets one through:
  // on any text, and on text built from the pieces secrets are made of, it agrees with running every pattern.
  const pieces = fc.constantFrom('+', '%2B', '84', '0', '9', '1', ' ', '.', '-', '_', 'code ', 'mã ', 'Token ', 'Bearer ', 'key=', 'secret:', '\nparams: ', 'aB', 'x', '/', 'A1b2C3d4E5f6G7h8');
  property.prop([fc.oneof(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join('')))], { numRuns: 2000 })(
    'the shortcut agrees with every pattern',
    (text) => {
      expect(scrubText(text)).toBe(scrubEveryPattern(text));
    },
  );
});

const FAILING_QUERY_PHONE = '+84907778899';
const UNEXPECTED = { phone: '0912223344', code: '908172', token: 'Kd8_x7QpL2mN4vB6cZ1aS3dF5gH7jK9lP0oI2uY4tR6' };

/** A server whose log lines are kept, at the most detailed level, with routes that fail on purpose. */
async function loggedServer(kind: DatabaseKind): Promise<{ server: ComposedServer; lines: string[] }> {
  const lines: string[] = [];
  const logger = createLogger({ level: 'trace', format: 'json', destination: (line) => void lines.push(line) });
  const server = await composeServer({
    env: { NODE_ENV: 'test', CLIENT_DIR: 'tests/fixtures/client' },
    database: await openTestDatabase(kind, { from: 'seeded' }),
    seed: true,
    version: 'test',
    settings: { logger },
  });
  const phone = FAILING_QUERY_PHONE;
  server.app.get('/probe/failing-query', async (c) => {
    await server.database.db.execute(sql`select phone_number from users where phone_number = ${phone} and no_such_column = ${phone}`);
    return c.text('unreachable');
  });
  server.app.get('/probe/failing-cast', async (c) => {
    await server.database.db.execute(sql.raw(`select '${phone}'::int`));
    return c.text('unreachable');
  });
  server.app.get('/probe/unexpected', () => {
    const { phone: other, code, token } = UNEXPECTED;
    throw new Error(`boom for ${other}: code ${code}, Authorization: Token ${token}`, { cause: { phone: other } });
  });
  return { server, lines };
}

describe.each(databaseKinds)('logs on %s', (kind) => {
  let server: ComposedServer;
  let lines: string[];
  const request = (path: string, options: RequestOptions = {}) => requestApp(server.app, path, { ip: '10.1.2.3', ...options });
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown> & { request_id?: string; msg?: string });

  beforeAll(async () => {
    ({ server, lines } = await loggedServer(kind));
  });
  afterAll(async () => {
    await server.close();
  });

  function expectNone(secrets: string[]) {
    const text = lines.join('');
    for (const secret of secrets) expect(text, `the log holds ${secret}`).not.toContain(secret);
  }

  it('hold no phone number, code or token after a sign-in and a profile read', async () => {
    lines.length = 0;
    const phone = '+84901112233';
    expect((await request(urlOf(authEndpoints.signin), { method: 'POST', json: { otp_key: '0901 112 233', otp_method: 'sms' } })).status).toBe(200);
    const [message] = await server.sms.list({ phone, limit: 1 });
    const code = /\b(\d{6})\b/.exec(message.body)?.[1] ?? 'no code';
    const verified = await request(urlOf(authEndpoints.otpVerify), { method: 'POST', json: { otp_key: phone, otp: code } });
    expect(verified.status).toBe(200);
    const token = ((await verified.json()) as { data: { key: string } }).data.key;
    expect((await request(urlOf(userProfileEndpoints.get), { token })).status).toBe(200);
    expect((await request(urlOf(authEndpoints.signin), { method: 'POST', json: { otp_key: phone } })).status).toBe(429);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expectNone([phone, '901112233', '0901 112 233', code, token]);
  });

  it('log a failed query with the request id and without the phone number in it', async () => {
    lines.length = 0;
    const phone = FAILING_QUERY_PHONE;
    for (const path of ['/probe/failing-query', '/probe/failing-cast']) {
      const response = await request(path, { language: 'vi' });
      expect(response.status).toBe(500);
      const requestId = response.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const failure = entries().find((entry) => entry.level === 'error' && entry.request_id === requestId);
      expect(failure, `an error entry for ${path}`).toBeDefined();
      expect(JSON.stringify(failure)).toMatch(/no_such_column|out of range|invalid input syntax/);
    }
    expectNone([phone, '907778899']);
  });

  it('log an unexpected error with the request id and without the secrets in its message', async () => {
    lines.length = 0;
    const secret = UNEXPECTED;
    const response = await request('/probe/unexpected');
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again later.' } });
    const failure = entries().find((entry) => entry.level === 'error');
    expect(failure?.request_id).toBe(response.headers.get('x-request-id'));
    expect(JSON.stringify(failure)).toContain('boom for');
    expectNone([secret.phone, '912223344', secret.code, secret.token]);
  });
});

describe.each(databaseKinds)('X-Request-Id on %s', (kind) => {
  let server: ComposedServer;
  beforeAll(async () => {
    ({ server } = await loggedServer(kind));
  });
  afterAll(async () => {
    await server.close();
  });

  it('is on every response, a fresh one each time, whatever the outcome', async () => {
    const outbox = urlOf(smsOutboxEndpoints.send);
    const cases: [string, RequestOptions, number][] = [
      ['/api/health', {}, 200],
      ['/', {}, 200],
      ['/main/api/v1/nothing-here', {}, 404],
      ['/no/such/page.png', { method: 'POST' }, 404],
      [urlOf(userProfileEndpoints.get), {}, 401],
      [outbox, { method: 'POST', json: { phone: 'x' } }, 400],
      [outbox, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(70_000) }, 413],
      [urlOf(authEndpoints.signin), { method: 'POST', json: { otp_key: '0901112299' }, ip: '10.9.9.9' }, 200],
      [urlOf(authEndpoints.signin), { method: 'POST', json: { otp_key: '0901112299' }, ip: '10.9.9.9' }, 429],
      ['/probe/unexpected', {}, 500],
    ];
    const ids = new Set<string>();
    for (const [path, options, status] of cases) {
      const response = await requestApp(server.app, path, { ip: '127.0.0.1', ...options });
      expect(response.status, path).toBe(status);
      const id = response.headers.get('x-request-id');
      expect(id, path).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      ids.add(id ?? '');
    }
    expect(ids.size).toBe(cases.length);
  });

  it('is never the caller’s own unless it came from a trusted proxy', async () => {
    const response = await requestApp(server.app, '/api/health', { headers: { 'X-Request-Id': 'chosen-by-caller' } });
    expect(response.headers.get('x-request-id')).not.toBe('chosen-by-caller');
  });
});
