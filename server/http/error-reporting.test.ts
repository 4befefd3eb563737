import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import * as Sentry from '@sentry/node';
import { HTTPException } from 'hono/http-exception';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { composeServer } from '../composition-root';
import type { ComposedServer } from '../composition-root';
import { openTestDatabase, requestApp } from '../testing/test-context';
import { noErrorReporter, scrubEvent } from './error-reporting';
import { createLogger } from './logger';

/*
 * Sentry is a third party we cannot reach: a local HTTP server stands in for it and records what
 * the SDK posts to the DSN's envelope endpoint. The app is the one the composition root builds.
 */

interface Envelope {
  path: string;
  text: string;
  items: { header: { type?: string }; payload: Record<string, unknown> }[];
}

interface FakeSentry {
  dsn: string;
  received: Envelope[];
  close: () => Promise<void>;
}

async function startFakeSentry(): Promise<FakeSentry> {
  const received: Envelope[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      // An envelope: its header, then a header line and a payload line per item.
      const [, ...lines] = text.split('\n').filter((line) => line.trim() !== '');
      const items: Envelope['items'] = [];
      for (let i = 0; i + 1 < lines.length; i += 2) items.push({ header: JSON.parse(lines[i]!) as { type?: string }, payload: JSON.parse(lines[i + 1]!) as Record<string, unknown> });
      received.push({ path: new URL(req.url ?? '/', 'http://sentry.test').pathname, text, items });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function composeWith(env: Record<string, string>): Promise<ComposedServer> {
  return composeServer({
    env: { NODE_ENV: 'test', CLIENT_DIR: 'tests/fixtures/client', ...env },
    database: await openTestDatabase('pglite', { from: 'migrated' }),
    seed: false,
    version: 'test',
    settings: { logger: createLogger({ level: 'silent' }) },
  });
}

/** What the failing request carries: a phone number, a one-time code and a token, everywhere it can. */
const PHONE = '0913572468';
const CODE = '864209';
const TOKEN = 'Zq7XvB3kLm9PwR2sT8yN4cHf6JdA1eGu';
const SECRETS = [PHONE, '913572468', '091 357 2468', CODE, TOKEN, 'cookie-secret-value'];

function failingRequest(server: ComposedServer, path: string) {
  return requestApp(server.app, `${path}?phone=${PHONE}&code=${CODE}`, {
    method: 'POST',
    headers: {
      Authorization: `Token ${TOKEN}`,
      Cookie: 'session=cookie-secret-value',
      'Content-Type': 'application/json',
      'X-Phone': PHONE,
    },
    body: JSON.stringify({ phone: PHONE, otp: CODE, token: TOKEN }),
  });
}

function events(fake: FakeSentry) {
  return fake.received.flatMap((envelope) => envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload));
}

describe('server errors reported to Sentry (SENTRY_DSN set)', () => {
  let fake: FakeSentry;
  let server: ComposedServer;

  beforeAll(async () => {
    fake = await startFakeSentry();
    server = await composeWith({ SENTRY_DSN: fake.dsn });
    server.app.post('/probe/:id', (c) => {
      const authorization = c.req.header('authorization');
      throw new Error(`lookup failed for +84 91 357 2468 (otp ${CODE}) with ${authorization ?? ''}, ${PHONE}`, {
        cause: new Error(`driver said: phone=${PHONE} token=${TOKEN}`),
      });
    });
    server.app.post('/probe-4xx', () => {
      throw new HTTPException(400, { message: `bad input ${PHONE}` });
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });
  afterEach(() => {
    fake.received.length = 0;
  });

  it('sends one event for a 500, tagged with the request id, method and route pattern, and nothing personal', async () => {
    const response = await failingRequest(server, '/probe/42');
    expect(response.status).toBe(500);
    const requestId = response.headers.get('X-Request-Id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    expect(await server.services.errors.flush(5000)).toBe(true);
    expect(fake.received.map((envelope) => envelope.path)).toEqual(['/api/1/envelope/']);
    const [event] = events(fake);
    expect(events(fake)).toHaveLength(1);
    expect(event!.tags).toEqual({ request_id: requestId, method: 'POST', route: '/probe/:id', source: 'request' });

    // The exception (and its cause) arrive, scrubbed rather than dropped.
    const values = (event!.exception as { values: { type: string; value: string; stacktrace?: unknown }[] }).values;
    const messages = values.map((value) => value.value);
    expect(messages.some((message) => message.includes('lookup failed for [phone …468] (otp [code])'))).toBe(true);
    expect(messages.some((message) => message.startsWith('driver said:'))).toBe(true);
    expect(values.at(-1)!.stacktrace).toBeDefined();

    // Nothing of the request: no request data, user, server name; no phone number, code, token or cookie anywhere.
    expect(event).not.toHaveProperty('request');
    expect(event).not.toHaveProperty('user');
    expect(event).not.toHaveProperty('server_name');
    const text = fake.received.map((envelope) => envelope.text).join('\n');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).not.toContain('/probe/42');
    expect(text).not.toMatch(/x-phone|authorization|cookie/i);
  });

  it('does not report a 4xx', async () => {
    expect((await failingRequest(server, '/probe-4xx')).status).toBe(400);
    expect((await requestApp(server.app, '/portal/api/v1/does-not-exist')).status).toBe(404);
    await server.services.errors.flush(5000);
    expect(fake.received).toEqual([]);
  });

  it('leaves the global Sentry SDK alone: the client is the server\'s own', () => {
    expect(Sentry.getClient()).toBeUndefined();
    expect(Sentry.isInitialized()).toBe(false);
  });
});

describe('server errors without SENTRY_DSN', () => {
  let fake: FakeSentry;
  let server: ComposedServer;

  beforeAll(async () => {
    fake = await startFakeSentry();
    server = await composeWith({});
    server.app.post('/probe/:id', () => {
      throw new Error(`lookup failed for ${PHONE}`);
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('initialises nothing and sends nothing; the 500 is still answered', async () => {
    expect(server.services.errors).toBe(noErrorReporter);
    expect((await failingRequest(server, '/probe/42')).status).toBe(500);
    await server.services.errors.flush();
    expect(fake.received).toEqual([]);
    expect(Sentry.getClient()).toBeUndefined();
  });
});

describe('scrubEvent', () => {
  it('drops request, user, server name and breadcrumb data, and scrubs every string left', () => {
    const scrubbed = scrubEvent({
      type: undefined,
      message: `sms to ${PHONE} failed`,
      server_name: 'host',
      request: { url: `https://x/?phone=${PHONE}`, headers: { authorization: `Token ${TOKEN}` }, data: { otp: CODE }, cookies: { session: 'x' } },
      user: { id: '1', ip_address: '203.0.113.7' },
      tags: { note: `otp ${CODE}` },
      extra: { nested: [{ deep: `Bearer ${TOKEN}` }] },
      breadcrumbs: [{ message: `called ${PHONE}`, data: { url: `https://x/?code=${CODE}` } }],
    });
    expect(scrubbed).toEqual({
      type: undefined,
      message: 'sms to [phone …468] failed',
      tags: { note: 'otp [code]' },
      extra: { nested: [{ deep: 'Bearer [redacted]' }] },
      breadcrumbs: [{ message: 'called [phone …468]' }],
    });
  });
});
