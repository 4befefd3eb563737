import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../testing/test-context';
import type { TestContext } from '../../testing/test-context';
import { createHttpProvider } from './http-provider';
import { SmsDeliveryError } from './sms-provider';
import { urlOf } from '../../../src/api/contract/endpoint';
import { smsOutboxEndpoints } from '../../../src/api/contract/sms-outbox';

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
    expect((await ctx.request(urlOf(smsOutboxEndpoints.list))).status).toBe(404);
    expect((await ctx.request('/dev/outbox')).status).toBe(404);
    const post = await ctx.request(urlOf(smsOutboxEndpoints.send), { method: 'POST', json: { phone: '0912345678', message: 'x' } });
    expect(post.status).toBe(404);
  });
});
