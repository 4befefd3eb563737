import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smsMessages } from '../../db/schema';
import { createLogger } from '../../http/logger';
import { startFakeSmsGateway } from '../../testing/fake-sms-gateway';
import type { FakeSmsGateway } from '../../testing/fake-sms-gateway';
import { databaseKinds, useTestContext, useTestDatabase } from '../../testing/test-context';
import type { TestContext } from '../../testing/test-context';
import { createHttpProvider } from './http-provider';
import { SmsDeliveryError } from './sms-provider';
import type { SmsProvider } from './sms-provider';
import { createSmsService, retryDelaySeconds } from './sms-service';
import type { SmsService } from './sms-service';
import { graphileEnqueueHook, startSmsWorker } from './sms-worker';
import type { SmsWorker } from './sms-worker';
import { urlOf } from '../../../src/api/contract/endpoint';
import { smsOutboxEndpoints } from '../../../src/api/contract/sms-outbox';
import { smsReceiptEndpoints } from '../../../src/api/contract/sms-receipts';


const silentLogger = createLogger({ format: 'json', level: 'silent', destination: () => {} });

describe('SMS HTTP provider against a local fake gateway', () => {
  let gateway: FakeSmsGateway;
  let ctx: TestContext;
  beforeAll(async () => {
    gateway = await startFakeSmsGateway();
  });
  afterAll(async () => {
    await gateway.close();
  });
  const context = useTestContext('pglite', {
    env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/unused', SMS_HTTP_KEY: 'secret-key', SMS_RECEIPT_TOKEN: 'r'.repeat(40) },
    smsProvider: {
      name: 'http',
      deliver: (message) => createHttpProvider({ url: gateway.url, apiKey: 'secret-key' }).deliver(message),
    },
  });
  beforeAll(() => {
    ctx = context;
  });

  it('queues first, then hands over with the key and our id as the idempotency key, and records the provider id', async () => {
    const queued = await ctx.sms.send({ to: '+84912345678', body: 'Mã của bạn là 123456', language: 'vi', purpose: 'otp' });
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, providerMessageId: null });
    expect(await ctx.sms.deliver(queued.id)).toBe('sent');
    const [handover] = gateway.received.slice(-1);
    expect(handover.headers.authorization).toBe('Bearer secret-key');
    expect(handover.headers['idempotency-key']).toBe(queued.id);
    expect(handover.body).toEqual({ to: '+84912345678', text: 'Mã của bạn là 123456', sender: 'GeneWell', reference: queued.id });
    const [row] = await ctx.sms.list({ limit: 1 });
    expect(row).toMatchObject({ id: queued.id, status: 'sent', attempts: 1, providerMessageId: gateway.sent.get(queued.id) });
  });

  it('records the reason when the gateway refuses, and tries again', async () => {
    gateway.failNext(503);
    const queued = await ctx.sms.send({ to: '+84912345678', body: 'x', language: 'en', purpose: 'otp' });
    expect(await ctx.sms.deliver(queued.id)).toBe('retry');
    expect((await ctx.sms.list({ limit: 1 }))[0]).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMS provider refused the message (HTTP 503)' });
    expect(await ctx.sms.deliver(queued.id)).toBe('sent');
  });

  it("takes the provider's delivery receipts with the shared token only", async () => {
    const queued = await ctx.sms.send({ to: '+84912345679', body: 'y', language: 'en', purpose: 'otp' });
    await ctx.sms.deliver(queued.id);
    const providerId = gateway.sent.get(queued.id);
    const post = (json: unknown, authorization?: string) =>
      ctx.request(urlOf(smsReceiptEndpoints.record), { method: 'POST', json, headers: authorization ? { Authorization: authorization } : {} });
    expect((await post({ id: providerId, status: 'delivered' })).status).toBe(404);
    expect((await post({ id: providerId, status: 'delivered' }, `Bearer ${'x'.repeat(40)}`)).status).toBe(404);
    expect((await post({ id: 'msg-unknown', status: 'delivered' }, `Bearer ${'r'.repeat(40)}`)).status).toBe(404);
    expect((await post({ id: providerId, status: 'lost' }, `Bearer ${'r'.repeat(40)}`)).status).toBe(400);
    expect((await ctx.sms.list({ limit: 1 }))[0]).toMatchObject({ deliveryStatus: null, receiptAt: null });
    // The scheme's name in any case (RFC 7235).
    const accepted = await post({ id: providerId, status: 'delivered' }, `bearer ${'r'.repeat(40)}`);
    expect(accepted.status).toBe(200);
    expect((await ctx.sms.list({ limit: 1 }))[0]).toMatchObject({ deliveryStatus: 'delivered' });
    expect((await ctx.sms.list({ limit: 1 }))[0].receiptAt).toBeInstanceOf(Date);
  });

  it('hides the outbox while another provider is active', async () => {
    expect((await ctx.request(urlOf(smsOutboxEndpoints.list))).status).toBe(404);
    expect((await ctx.request('/dev/outbox')).status).toBe(404);
    const post = await ctx.request(urlOf(smsOutboxEndpoints.send), { method: 'POST', json: { phone: '0912345678', message: 'x' } });
    expect(post.status).toBe(404);
  });
});

describe('receipts are off without SMS_RECEIPT_TOKEN', () => {
  const ctx = useTestContext('pglite', { seed: false });
  it('answers 404 whatever the token', async () => {
    const response = await ctx.request(urlOf(smsReceiptEndpoints.record), { method: 'POST', json: { id: 'a', status: 'delivered' }, headers: { Authorization: 'Bearer ' } });
    expect(response.status).toBe(404);
  });
});

describe.each(databaseKinds)('the SMS outbox on %s', (kind) => {
  const database = useTestDatabase(kind);
  let at = new Date('2030-01-01T00:00:00Z');
  const clock = { now: () => at, advance: (ms: number) => void (at = new Date(at.getTime() + ms)) };
  let handovers: string[];
  let failing: boolean;
  const provider: SmsProvider = {
    name: 'http',
    deliver: async (message) => {
      handovers.push(message.reference);
      if (failing) throw new SmsDeliveryError('gateway down', 503);
      return { providerMessageId: `p-${message.reference}` };
    },
  };
  const outbox = (): SmsService => {
    handovers = [];
    failing = false;
    return createSmsService(database.db, provider, { sender: 'GeneWell', now: clock.now, maxAttempts: 4 });
  };
  const rowOf = async (id: string) => (await database.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0];
  const message = { to: '+84911111111', body: 'hello', language: 'en', purpose: 'test' } as const;

  it('writes nothing when the transaction that queues it rolls back', async () => {
    const sms = outbox();
    const before = await sms.list({ limit: 500 });
    await expect(
      database.db.transaction(async (tx) => {
        await sms.enqueue(tx, message);
        throw new Error('the record could not be stored');
      }),
    ).rejects.toThrow('the record could not be stored');
    expect(await sms.list({ limit: 500 })).toEqual(before);
    expect(await sms.drain()).toEqual({ sent: 0, retry: 0, failed: 0, settled: 0 });
    expect(handovers).toEqual([]);
  });

  it('backs off between attempts and reports the message failed after the last one, handing it over exactly that often', async () => {
    const sms = outbox();
    failing = true;
    const { id } = await sms.send(message);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await sms.drain()).toMatchObject({ [attempt < 4 ? 'retry' : 'failed']: 1 });
      const row = await rowOf(id);
      expect(row.attempts).toBe(attempt);
      if (attempt < 4) {
        delays.push((row.nextAttemptAt.getTime() - at.getTime()) / 1000);
        // Not due before its time.
        clock.advance(retryDelaySeconds(attempt) * 1000 - 1);
        expect(await sms.due()).not.toContain(id);
        clock.advance(1);
        expect(await sms.due()).toContain(id);
      }
    }
    expect(delays).toEqual([5, 10, 20]);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', lastError: 'gateway down' });
    expect(handovers).toEqual([id, id, id, id]);
    failing = false;
    expect(await sms.deliver(id)).toBe('settled');
    expect(handovers).toHaveLength(4);
  });

  it('sends each message once, however many workers try it at once', async () => {
    const sms = outbox();
    const { id } = await sms.send(message);
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => sms.deliver(id)));
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect((await rowOf(id)).status).toBe('sent');
    // Parallel attempts may each reach the provider before one records 'sent'; the idempotency key
    // (our id) is what makes them one SMS at a gateway that honours it.
    expect(new Set(handovers)).toEqual(new Set([id]));
  });

  it('does not send a message after it expired', async () => {
    const sms = outbox();
    const { id } = await sms.send({ ...message, expiresAt: new Date(at.getTime() + 60_000) });
    clock.advance(60_000);
    expect(await sms.drain()).toMatchObject({ failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', lastError: 'expired before it could be sent' });
    expect(handovers).toEqual([]);
  });
});

describe('the PGlite worker', () => {
  const database = useTestDatabase('pglite');
  it('delivers a queued message without being asked, and stops cleanly', async () => {
    const delivered: string[] = [];
    const sms = createSmsService(database.db, { name: 'http', deliver: async (m) => (delivered.push(m.reference), { providerMessageId: null }) }, { sender: 'GeneWell' });
    const worker = await startSmsWorker({ sms, database: { kind: 'pglite', url: null }, logger: silentLogger, pollMs: 60_000 });
    expect(worker.kind).toBe('poller');
    const { id } = await sms.send({ to: '+84911111112', body: 'hi', language: 'en', purpose: 'test' });
    // Woken by the enqueue: the minute-long poll never comes into it.
    await vi.waitFor(() => expect(delivered).toEqual([id]), { timeout: 5000, interval: 20 });
    await worker.stop();
    expect((await sms.list({ limit: 1 }))[0].status).toBe('sent');
  });
});

describe.runIf(process.env.DATABASE_URL)('graphile-worker on a PostgreSQL server, two workers as two processes would run', () => {
  const database = useTestDatabase('postgres');
  let gateway: FakeSmsGateway;
  const workers: SmsWorker[] = [];
  beforeAll(async () => {
    gateway = await startFakeSmsGateway();
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await gateway.close();
  });

  it('delivers every message exactly once, retrying a refused one with the queue’s backoff', async () => {
    const provider = createHttpProvider({ url: gateway.url, apiKey: 'k' });
    const services = [0, 1].map(() => createSmsService(database.db, provider, { sender: 'GeneWell', maxAttempts: 5, onEnqueue: graphileEnqueueHook(5) }));
    for (const sms of services) workers.push(await startSmsWorker({ sms, database, logger: silentLogger, concurrency: 3 }));
    expect(workers.map((worker) => worker.kind)).toEqual(['queue', 'queue']);
    gateway.failNext(503);
    const ids: string[] = [];
    for (let n = 0; n < 40; n += 1) {
      const sms = services[n % 2];
      const row = await database.db.transaction((tx) => sms.enqueue(tx, { to: `+8491${String(n).padStart(7, '0')}`, body: `message ${n}`, language: 'en', purpose: 'test' }));
      ids.push(row.id);
    }
    await vi.waitFor(
      async () => {
        const rows = await database.db.select({ status: smsMessages.status }).from(smsMessages);
        expect(rows.filter((row) => row.status === 'sent')).toHaveLength(40);
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(new Set(gateway.sent.keys())).toEqual(new Set(ids));
    // One refusal, so 41 hand-overs: no message handed over twice after it was taken.
    expect(gateway.received).toHaveLength(41);
    const references = gateway.received.map((r) => r.body.reference);
    expect(new Set(references).size).toBe(40);
  });

  it('takes back the job of a worker killed mid-delivery, so its message still goes out', async () => {
    const provider = createHttpProvider({ url: gateway.url, apiKey: 'k' });
    const sms = createSmsService(database.db, provider, { sender: 'GeneWell', onEnqueue: graphileEnqueueHook(5) });
    // A worker that took the job and died (SIGKILL): the job stays locked by it, as the queue leaves it.
    const row = await database.db.transaction(async (tx) => {
      const queued = await sms.enqueue(tx, { to: '+84912999888', body: 'orphaned', language: 'en', purpose: 'test' });
      await tx.execute(sql`update graphile_worker._private_jobs set locked_at = now() - interval '10 minutes', locked_by = 'worker-killed-mid-job' where payload->>'id' = ${queued.id}`);
      return queued;
    });
    workers.push(await startSmsWorker({ sms, database, logger: silentLogger, staleAfterSeconds: 5, pollMs: 200 }));
    await vi.waitFor(async () => expect((await sms.list({ phone: '+84912999888', limit: 1 }))[0].status).toBe('sent'), { timeout: 20_000, interval: 200 });
    expect(gateway.sent.has(row.id)).toBe(true);
  });
});
