import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { createApp } from '../../app';
import { smsMessages } from '../../db/schema';
import type { SmsProvider } from '../../services/sms/sms-provider';
import { SmsDeliveryError } from '../../services/sms/sms-provider';
import { createTestContext, databaseKinds } from '../../testing/test-context';
import type { TestContext } from '../../testing/test-context';
import { defaultKidQuizSettings } from './kid-quiz.handlers';

const BASE = '/portal/api/v1/kid-quiz';
const { smsPerPhone, smsPerClient, smsPerIp } = defaultKidQuizSettings;

/** A distinct valid Vietnamese mobile number for each n. */
const phone = (n: number) => `0901${String(n).padStart(6, '0')}`;

// One database; each test builds a fresh app on it, so it starts with a full allowance (the
// counters live per app).
describe.each(databaseKinds)('kid-quiz SMS rate limits on %s', (kind) => {
  let ctx: TestContext;
  let app: ReturnType<typeof createApp>;
  let providerDown = false;
  const flakyProvider: SmsProvider = {
    name: 'outbox',
    deliver: async () => {
      if (providerDown) throw new SmsDeliveryError('gateway down', 503);
      return { providerMessageId: null };
    },
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: false, smsProvider: flakyProvider });
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(() => {
    providerDown = false;
    app = createApp(ctx);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Sends from a given IP address, as @hono/node-server's connection info reports it. */
  const post = (path: string, json: unknown, init: { language?: string; clientId?: string; ip?: string } = {}) => {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (init.language) headers.set('Accept-Language', init.language);
    if (init.clientId) headers.set('User-Client-Id', init.clientId);
    const env = init.ip ? { incoming: { socket: { remoteAddress: init.ip, remotePort: 50000, remoteFamily: 'IPv4' } } } : undefined;
    return Promise.resolve(app.request(`${BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(json) }, env));
  };
  const createRecord = async () => {
    const response = await post('/results/', { answers: [5, 5, 5, 5, 5, 5], language: 'en' });
    return ((await response.json()) as { id: string }).id;
  };
  const createCode = async (recordId: string) => ((await (await post('/discount-codes/', { record_id: recordId })).json()) as { code: string }).code;
  const smsCount = async () => (await ctx.database.db.select({ n: count() }).from(smsMessages))[0].n;
  const readRecord = async (id: string) => (await (await app.request(`${BASE}/results/${id}/`)).json()) as { phone_number: string | null };

  it(`allows ${smsPerPhone.points} messages to one number in ${smsPerPhone.durationSeconds / 60} minutes, then answers 429 and changes nothing`, async () => {
    const recordId = await createRecord();
    const code = await createCode(recordId);
    // Both kinds of message count against the number, in whatever form it is typed.
    expect((await post(`/results/${recordId}/send-sms/`, { phone_number: '0912345678', language: 'en' })).status).toBe(202);
    expect((await post(`/discount-codes/${code}/send-sms/`, { phone_number: '+84912345678', language: 'en' })).status).toBe(202);
    expect((await post(`/results/${recordId}/send-sms/`, { phone_number: '0912 345 678', language: 'en' })).status).toBe(202);

    const untouched = await createRecord();
    const before = await smsCount();
    const refused = await post(`/results/${untouched}/send-sms/`, { phone_number: '0912345678', language: 'en' }, { language: 'vi' });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(smsPerPhone.durationSeconds);
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: `Bạn đã yêu cầu gửi quá nhiều tin nhắn. Vui lòng thử lại sau ${Math.ceil(retryAfter / 60)} phút.` },
    });
    expect(await smsCount()).toBe(before);
    expect((await readRecord(untouched)).phone_number).toBeNull();

    const refusedCode = await post(`/discount-codes/${code}/send-sms/`, { phone_number: '0912345678', language: 'en' });
    expect(refusedCode.status).toBe(429);
    expect(await smsCount()).toBe(before);

    // Another number is not affected.
    expect((await post(`/results/${untouched}/send-sms/`, { phone_number: '0987654321', language: 'en' })).status).toBe(202);
  });

  it(`allows ${smsPerClient.points} messages per anonymous client, whatever the numbers`, async () => {
    const recordId = await createRecord();
    const clientId = randomUUID();
    for (let n = 0; n < smsPerClient.points; n += 1) {
      expect((await post(`/results/${recordId}/send-sms/`, { phone_number: phone(n), language: 'en' }, { clientId })).status).toBe(202);
    }
    const refused = await post(`/results/${recordId}/send-sms/`, { phone_number: phone(100), language: 'en' }, { clientId });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await ctx.sms.list({ phone: `+84${phone(100).slice(1)}` })).toEqual([]);
    // The refusal did not use up the number's own allowance: another client can still text it.
    expect((await post(`/results/${recordId}/send-sms/`, { phone_number: phone(100), language: 'en' }, { clientId: randomUUID() })).status).toBe(202);
  });

  it(`allows ${smsPerIp.points} messages per IP address, then refuses only that address`, async () => {
    const recordId = await createRecord();
    for (let n = 0; n < smsPerIp.points; n += 1) {
      const response = await post(`/results/${recordId}/send-sms/`, { phone_number: phone(n), language: 'en' }, { ip: '203.0.113.7' });
      expect(response.status).toBe(202);
    }
    const refused = await post(`/results/${recordId}/send-sms/`, { phone_number: phone(500), language: 'en' }, { ip: '203.0.113.7' });
    expect(refused.status).toBe(429);
    expect((await post(`/results/${recordId}/send-sms/`, { phone_number: phone(500), language: 'en' }, { ip: '198.51.100.9' })).status).toBe(202);
  });

  it('gives the allowance back when the SMS provider fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const recordId = await createRecord();
    providerDown = true;
    for (let attempt = 0; attempt < smsPerPhone.points + 1; attempt += 1) {
      const failed = await post(`/results/${recordId}/send-sms/`, { phone_number: '0912345678', language: 'en' });
      expect(failed.status).toBe(503);
      expect(failed.headers.get('retry-after')).toBe('30');
      expect((await failed.json()).error).toEqual({ code: 'sms_unavailable', message: 'Text messages cannot be sent right now. Please try again in a moment.' });
    }
    expect((await readRecord(recordId)).phone_number).toBeNull();
    providerDown = false;
    for (let n = 0; n < smsPerPhone.points; n += 1) {
      expect((await post(`/results/${recordId}/send-sms/`, { phone_number: '0912345678', language: 'en' })).status).toBe(202);
    }
    expect((await post(`/results/${recordId}/send-sms/`, { phone_number: '0912345678', language: 'en' })).status).toBe(429);
  });

  it('starts every app with its own counters', async () => {
    const recordId = await createRecord();
    for (let n = 0; n < smsPerPhone.points; n += 1) await post(`/results/${recordId}/send-sms/`, { phone_number: '0933333333', language: 'en' });
    expect((await post(`/results/${recordId}/send-sms/`, { phone_number: '0933333333', language: 'en' })).status).toBe(429);
    app = createApp(ctx);
    expect((await post(`/results/${recordId}/send-sms/`, { phone_number: '0933333333', language: 'en' })).status).toBe(202);
  });
});
