import { describe, expect, it } from 'vitest';
import { urlOf } from '../../../src/api/contract/endpoint';
import { smsOutboxEndpoints } from '../../../src/api/contract/sms-outbox';
import { defaultRateLimits } from '../../services/rate-limit/rate-limit';
import { databaseKinds, useTestContext } from '../../testing/test-context';

describe.each(databaseKinds)('SMS outbox on %s', (kind) => {
  const ctx = useTestContext(kind);

  it('stores each message and lists them newest first', async () => {
    // PGlite's clock counts milliseconds: messages sent within one would tie.
    const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));
    await ctx.sms.send({ to: '+84912345678', body: 'first', language: 'en', purpose: 'test' });
    await nextMillisecond();
    await ctx.sms.send({ to: '+84987654321', body: 'second', language: 'vi', purpose: 'test' });
    await nextMillisecond();
    await ctx.sms.send({ to: '+84912345678', body: 'third', language: 'th', purpose: 'test' });
    const response = await ctx.request(urlOf(smsOutboxEndpoints.list));
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.map((m: { body: string }) => m.body)).toEqual(['third', 'second', 'first']);
    expect(data[0]).toMatchObject({ phone: '+84912345678', language: 'th', purpose: 'test', provider: 'outbox', created_at: expect.any(String) });
  });

  it('filters by phone number, in any form the phone rule accepts', async () => {
    for (const phone of ['+84912345678', '0912345678', '0912 345 678']) {
      const response = await ctx.request(`${urlOf(smsOutboxEndpoints.list)}?phone=${encodeURIComponent(phone)}`);
      const { data } = await response.json();
      expect(data.map((m: { body: string }) => m.body)).toEqual(['third', 'first']);
    }
  });

  it('lets a tester write a message into the outbox, normalising the phone number', async () => {
    const response = await ctx.request(urlOf(smsOutboxEndpoints.send), { method: 'POST', json: { phone: '0901234567', message: 'Xin chào', language: 'vi' } });
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({ phone: '+84901234567', body: 'Xin chào', language: 'vi', purpose: 'dev-test' });
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

describe('SMS outbox: loopback callers only', () => {
  const ctx = useTestContext('pglite', { seed: false });
  const page = '/dev/outbox';
  const list = urlOf(smsOutboxEndpoints.list);
  const post = (ip: string, headers: Record<string, string> = {}) =>
    ctx.request(list, { method: 'POST', ip, headers, json: { phone: '0912345678', message: 'hello', language: 'en' } });

  it.each(['127.0.0.1', '127.10.20.30', '::1', '::ffff:127.0.0.1'])('answers %s', async (ip) => {
    expect((await ctx.request(list, { ip })).status).toBe(200);
    expect((await ctx.request(page, { ip })).status).toBe(200);
    expect((await post(ip)).status).toBe(201);
  });

  it.each(['192.168.1.20', '10.0.0.7', '203.0.113.9', '::ffff:192.168.1.20', '2001:db8::1', 'fe80::1', '128.0.0.1', '0.0.0.0'])(
    'answers %s exactly as when the outbox is off',
    async (ip) => {
      const before = await ctx.sms.list({});
      for (const response of [await ctx.request(list, { ip }), await ctx.request(page, { ip }), await post(ip)]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'We could not find what you were looking for.' } });
      }
      expect(await ctx.sms.list({})).toHaveLength(before.length);
    },
  );

  it('refuses a request that came through a proxy, even from the loopback address, whatever TRUST_PROXY says', async () => {
    const relayed: Record<string, string>[] = [{ 'X-Forwarded-For': '127.0.0.1' }, { 'X-Forwarded-For': '203.0.113.9, 127.0.0.1' }, { Forwarded: 'for=127.0.0.1' }, { 'X-Real-IP': '127.0.0.1' }];
    for (const headers of relayed) {
      expect((await ctx.request(list, { ip: '127.0.0.1', headers })).status).toBe(404);
      expect((await ctx.request(page, { ip: '127.0.0.1', headers })).status).toBe(404);
      expect((await post('127.0.0.1', headers)).status).toBe(404);
    }
  });

  it.each(['CF-Connecting-IP', 'True-Client-IP', 'X-Client-IP', 'X-Forwarded-Host', 'Via', 'X-Forwarded-Proto', 'X-Forwarded-Port', 'Fastly-Client-IP', 'X-Cluster-Client-IP'])(
    'refuses a request relayed with %s, from the loopback address (issue 22 §10)',
    async (header) => {
      const headers = { [header]: header === 'Via' ? '1.1 proxy.example' : '127.0.0.1' };
      const before = await ctx.sms.list({});
      expect((await ctx.request(list, { ip: '127.0.0.1', headers })).status).toBe(404);
      expect((await ctx.request(page, { ip: '127.0.0.1', headers })).status).toBe(404);
      expect((await post('127.0.0.1', headers)).status).toBe(404);
      expect(await ctx.sms.list({})).toHaveLength(before.length);
    },
  );
});

describe('SMS outbox behind a trusted proxy', () => {
  const ctx = useTestContext('pglite', { seed: false, env: { TRUST_PROXY: 'true' } });

  it('does not take X-Forwarded-For for the loopback check', async () => {
    const list = urlOf(smsOutboxEndpoints.list);
    expect((await ctx.request(list, { ip: '127.0.0.1' })).status).toBe(200);
    expect((await ctx.request(list, { ip: '192.168.1.20', headers: { 'X-Forwarded-For': '127.0.0.1' } })).status).toBe(404);
    expect((await ctx.request(list, { ip: '127.0.0.1', headers: { 'X-Forwarded-For': '127.0.0.1' } })).status).toBe(404);
  });
});

describe('SMS outbox posts', () => {
  const ctx = useTestContext('pglite', { seed: false });

  it('are limited per caller address, with Retry-After, and a refused post stores nothing', async () => {
    const { points } = defaultRateLimits.outboxSendPerIp;
    const send = (ip: string) => ctx.request(urlOf(smsOutboxEndpoints.send), { method: 'POST', ip, json: { phone: '0912345678', message: 'hi' } });
    for (let i = 0; i < points; i += 1) expect((await send('127.0.0.1')).status).toBe(201);
    const refused = await send('127.0.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect(await ctx.sms.list({ limit: 500 })).toHaveLength(points);
    // Another loopback address has its own allowance.
    expect((await send('::1')).status).toBe(201);
  });
});
