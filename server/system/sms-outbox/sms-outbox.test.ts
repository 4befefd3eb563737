import { describe, expect, it } from 'vitest';
import { urlOf } from '../../../src/api/contract/endpoint';
import { smsOutboxEndpoints } from '../../../src/api/contract/sms-outbox';
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
