import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseKinds } from '../../testing/test-context';
import type { TestContext } from '../../testing/test-context';
import { createHttpProvider } from './http-provider';
import { SmsDeliveryError } from './sms-provider';

interface Recorded {
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A local stand-in for the SMS gateway: records what it got and answers with the status we choose. */
async function startFakeGateway(): Promise<{ url: string; received: Recorded[]; failNext: (status: number) => void; close: () => Promise<void> }> {
  const received: Recorded[] = [];
  let failStatus: number | null = null;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw || 'null') });
      const status = failStatus ?? 200;
      failStatus = null;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? { id: `msg-${received.length}` } : { error: 'nope' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    failNext: (status) => void (failStatus = status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds)('SMS outbox provider on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('stores each message and lists them newest first', async () => {
    await ctx.sms.send({ to: '+84912345678', body: 'first', language: 'en', purpose: 'test' });
    await ctx.sms.send({ to: '+84987654321', body: 'second', language: 'vi', purpose: 'test' });
    await ctx.sms.send({ to: '+84912345678', body: 'third', language: 'th', purpose: 'test' });
    const response = await ctx.request('/api/dev/sms-outbox');
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.map((m: { body: string }) => m.body)).toEqual(['third', 'second', 'first']);
    expect(data[0]).toMatchObject({ phone: '+84912345678', language: 'th', purpose: 'test', provider: 'outbox', created_at: expect.any(String) });
  });

  it('filters by phone number, in any form the phone rule accepts', async () => {
    for (const phone of ['+84912345678', '0912345678', '0912 345 678']) {
      const response = await ctx.request(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
      const { data } = await response.json();
      expect(data.map((m: { body: string }) => m.body)).toEqual(['third', 'first']);
    }
  });

  it('lets a tester write a message into the outbox, normalising the phone number', async () => {
    const response = await ctx.request('/api/dev/sms-outbox', { method: 'POST', json: { phone: '0901234567', message: 'Xin chào', language: 'vi' } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ phone: '+84901234567', body: 'Xin chào', language: 'vi', purpose: 'dev-test' });
  });

  it('shows the messages on the /dev/outbox page', async () => {
    const response = await ctx.request('/dev/outbox?phone=0912345678', { language: 'vi' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Hộp thư SMS đi');
    expect(html.match(/data-testid="sms-row"/g)).toHaveLength(2);
    expect(html).toContain('third');
    expect(html).not.toContain('second');
  });

  it('escapes message text on the page', async () => {
    await ctx.sms.send({ to: '+84911111111', body: '<script>alert(1)</script>', language: 'en', purpose: 'test' });
    const html = await (await ctx.request('/dev/outbox?phone=%2B84911111111')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('SMS HTTP provider against a local fake gateway', () => {
  let gateway: Awaited<ReturnType<typeof startFakeGateway>>;
  let ctx: TestContext;
  beforeAll(async () => {
    gateway = await startFakeGateway();
    ctx = await createTestContext('pglite', {
      env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: gateway.url, SMS_HTTP_KEY: 'secret-key' },
      smsProvider: createHttpProvider({ url: gateway.url, apiKey: 'secret-key' }),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await gateway.close();
  });

  it('posts the message with the key and records the provider id', async () => {
    const row = await ctx.sms.send({ to: '+84912345678', body: 'Mã của bạn là 123456', language: 'vi', purpose: 'otp' });
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0].headers.authorization).toBe('Bearer secret-key');
    expect(gateway.received[0].body).toEqual({ to: '+84912345678', text: 'Mã của bạn là 123456', sender: 'GeneWell' });
    expect(row).toMatchObject({ provider: 'http', providerMessageId: 'msg-1' });
  });

  it('fails loudly and records nothing when the gateway refuses', async () => {
    gateway.failNext(503);
    await expect(ctx.sms.send({ to: '+84912345678', body: 'x', language: 'en', purpose: 'otp' })).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(await ctx.sms.list()).toHaveLength(1);
  });

  it('hides the outbox while another provider is active', async () => {
    expect((await ctx.request('/api/dev/sms-outbox')).status).toBe(404);
    expect((await ctx.request('/dev/outbox')).status).toBe(404);
    const post = await ctx.request('/api/dev/sms-outbox', { method: 'POST', json: { phone: '0912345678', message: 'x' } });
    expect(post.status).toBe(404);
  });
});
