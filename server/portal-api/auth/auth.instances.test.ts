import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_MAX_PER_HOUR, OTP_MAX_PER_NUMBER_PER_HOUR, authEndpoints } from '../../../src/api/contract/auth';
import { urlOf } from '../../../src/api/contract/endpoint';
import { kidQuizEndpoints } from '../../../src/api/contract/kid-quiz';
import { userProfileEndpoints } from '../../../src/api/contract/user-profile';
import { composeServer } from '../../composition-root';
import type { ComposedServer } from '../../composition-root';
import type { Database, Db } from '../../db/client';
import { authTokens, otpCodes, users } from '../../db/schema';
import { defaultRateLimits } from '../../services/rate-limit/rate-limit';
import { createSharedPostgres, deleteRedisKeys, findRedis, uniqueRedisPrefix } from '../../testing/shared-stores';
import type { SharedPostgres } from '../../testing/shared-stores';
import { simulatedClock } from '../../testing/simulated-clock';
import type { SimulatedClock } from '../../testing/simulated-clock';
import { openTestDatabase, requestApp } from '../../testing/test-context';
import type { TestContext } from '../../testing/test-context';
import { randomPhone, requestCode, verifyCode } from '../../testing/portal-calls';

/*
 * Several instances, one truth: two instances of the service (two composed servers, each with its
 * own database connection and its own limiters) behind one load balancer. Every request below may
 * land on either; the one-time-code limits, the hourly caps, the tries per code, single use and the
 * per-address limits must hold across them exactly as on one instance.
 *
 *  - On one PostgreSQL database, rate limits in PostgreSQL (DATABASE_URL): needs a PostgreSQL server.
 *  - Rate limits in Redis (REDIS_URL): needs a Redis server; the data on PostgreSQL when
 *    DATABASE_URL is set, else on one embedded database both instances use.
 */

const redisUrl = await findRedis();
const MINUTE = 60_000;

interface Instances {
  /** The two instances, as test contexts; `pick(i)` alternates between them. */
  pick: (i: number) => TestContext;
  /** The data both instances share. */
  readonly db: Db;
  readonly clock: SimulatedClock;
}

/** Two servers on the same data and the same rate-limit store. */
function useTwoInstances(open: () => Promise<{ databases: [Database, Database]; env: Record<string, string>; redisPrefix?: string; done: () => Promise<void> }>): Instances {
  const servers: ComposedServer[] = [];
  let contexts: TestContext[] = [];
  let opened: Awaited<ReturnType<typeof open>>;
  let clock!: SimulatedClock;
  beforeAll(async () => {
    clock = simulatedClock('2034-02-01T09:00:00Z');
    opened = await open();
    // One after the other: each start runs the migrations, which do not take a lock of their own.
    for (const database of opened.databases) {
      servers.push(
        await composeServer({
          env: { NODE_ENV: 'test', CLIENT_DIR: 'tests/fixtures/client', ...opened.env },
          database,
          seed: false,
          version: 'test',
          settings: { now: clock.now },
        }),
      );
    }
    contexts = servers.map((server) => ({ ...server, request: (path, options) => requestApp(server.app, path, options) }));
  });
  afterAll(async () => {
    clock.restore();
    await Promise.all(servers.map((server) => server.close()));
    await opened.done();
  });
  return {
    pick: (i) => contexts[i % 2],
    get db() {
      return opened.databases[0].db;
    },
    get clock() {
      return clock;
    },
  };
}

async function errorCode(response: Response): Promise<string> {
  if (response.status === 200) return 'ok';
  if (response.status === 429) return 'rate_limited';
  return ((await response.json()) as { error: { code: string } }).error.code;
}

const tally = (codes: string[]) => Object.fromEntries([...new Set(codes)].sort().map((code) => [code, codes.filter((c) => c === code).length]));

function acrossInstances(instances: Instances, store: string) {
  const { pick } = instances;

  it(`keeps the wait and the ${OTP_MAX_PER_HOUR} codes an hour of one address across both instances`, async () => {
    const phone = randomPhone();
    const ip = '198.51.100.20';
    expect((await requestCode(pick(0), phone, { ip })).status).toBe(200);
    instances.clock.advance(30_000);
    const early = await requestCode(pick(1), phone, { ip });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('30');
    for (let i = 1; i < OTP_MAX_PER_HOUR; i += 1) {
      instances.clock.advance(i === 1 ? 30_000 : MINUTE);
      expect((await requestCode(pick(i), phone, { ip })).status).toBe(200);
    }
    instances.clock.advance(MINUTE);
    const hourly = await requestCode(pick(1), phone, { ip });
    expect(hourly.status).toBe(429);
    expect(Number(hourly.headers.get('retry-after'))).toBe(3600 - 5 * 60);
    // Another address is not held up by it, on either instance.
    expect((await requestCode(pick(0), phone, { ip: '198.51.100.21' })).status).toBe(200);
  });

  it(`sends at most ${OTP_MAX_PER_NUMBER_PER_HOUR} codes an hour to one number from all addresses, whichever instance is asked`, async () => {
    instances.clock.advance(2 * 3600_000);
    const phone = randomPhone();
    const answers = await Promise.all(
      Array.from({ length: OTP_MAX_PER_NUMBER_PER_HOUR + 10 }, (_, i) => requestCode(pick(i), phone, { ip: `203.0.113.${i + 1}` }).then(errorCode)),
    );
    expect(tally(answers)).toEqual({ ok: OTP_MAX_PER_NUMBER_PER_HOUR, rate_limited: 10 });
  });

  it(`gives ${OTP_MAX_ATTEMPTS} tries per code to 20 parallel guesses spread over both instances`, async () => {
    const phone = randomPhone();
    const ip = '198.51.100.30';
    expect((await requestCode(pick(0), phone, { ip })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => verifyCode(pick(i), phone, String(100000 + i), { ip }).then(errorCode)));
    expect(tally(answers)).toEqual({ otp_attempts_exceeded: 20 - (OTP_MAX_ATTEMPTS - 1), otp_invalid: OTP_MAX_ATTEMPTS - 1 });
  });

  it(`signs in once when the right code reaches both instances 50 times at once; the address's ${defaultRateLimits.otpVerifyPerIp.points} checks are counted once (${store})`, async () => {
    instances.clock.advance(20 * MINUTE);
    const phone = randomPhone();
    const ip = '198.51.100.40';
    const before = new Set((await pick(0).sms.list({ phone })).map((message) => message.id));
    expect((await requestCode(pick(1), phone, { ip })).status).toBe(200);
    const [message] = (await pick(0).sms.list({ phone })).filter((m) => !before.has(m.id));
    const code = /\d{6}/.exec(message.body)?.[0] ?? '';
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => verifyCode(pick(i), phone, code, { ip }).then(errorCode)));
    const allowed = defaultRateLimits.otpVerifyPerIp.points;
    expect(tally(answers)).toEqual({ ok: 1, otp_expired: allowed - 1, rate_limited: 50 - allowed });
    const [user] = await instances.db.select().from(users).where(eq(users.phoneNumber, phone));
    expect(await instances.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toHaveLength(1);
    // Used once: one try counted, by the winner.
    const [row] = await instances.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row.consumedAt).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('merges on one instance the records made under a client id the other issued', async () => {
    const created = await Promise.all(
      [0, 1].map((i) => pick(i).request(urlOf(kidQuizEndpoints.createResultRecord), { method: 'POST', json: { answers: [5, 5, 5, 5, 5, 5], language: 'en', client_id: randomUUID() } })),
    );
    const issued = created.map((response) => response.headers.get('user-client-id') ?? '');
    const phone = randomPhone();
    const ip = '198.51.100.60';
    expect((await requestCode(pick(0), phone, { ip })).status).toBe(200);
    const [message] = await pick(0).sms.list({ phone, limit: 1 });
    const verified = await verifyCode(pick(1), phone, /\d{6}/.exec(message.body)?.[0] ?? '', { ip });
    const token = ((await verified.json()) as { data: { key: string } }).data.key;
    for (const [i, clientId] of issued.entries()) {
      // Issued by instance i, merged through the other one.
      const response = await pick(i + 1).request(urlOf(authEndpoints.merge), { method: 'POST', token, clientId, ip });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: { merged: unknown } }).data.merged).toEqual({ kid_quiz_results: 1, diet_quiz_results: 0, carts: 0, orders: 0 });
    }
  });

  it('refuses a token signed out on one instance on its very next request to the other, while that one is busy with its signed-in reads', async () => {
    const phone = randomPhone();
    const ip = '198.51.100.70';
    expect((await requestCode(pick(0), phone, { ip })).status).toBe(200);
    const [message] = await pick(0).sms.list({ phone, limit: 1 });
    const verified = await verifyCode(pick(1), phone, /\d{6}/.exec(message.body)?.[0] ?? '', { ip });
    const token = ((await verified.json()) as { data: { key: string } }).data.key;
    const profile = (i: number) => pick(i).request(urlOf(userProfileEndpoints.get), { token });
    expect((await profile(1)).status).toBe(200);
    // Instance 1 has signed-in reads of this token in flight (and waiting for a lookup) while instance 0 signs it out.
    const busy = Array.from({ length: 30 }, () => profile(1));
    expect((await pick(0).request(urlOf(authEndpoints.signout), { method: 'POST', token })).status).toBe(204);
    const next = await profile(1);
    expect(next.status).toBe(401);
    expect((await Promise.all(busy)).every((response) => response.status === 200 || response.status === 401)).toBe(true);
    expect((await profile(0)).status).toBe(401);
  });

  it(`allows one address ${defaultRateLimits.otpSendPerIp.points} code requests an hour over all numbers, counted once for both instances (${store})`, async () => {
    instances.clock.advance(2 * 3600_000);
    const ip = '198.51.100.50';
    const allowed = defaultRateLimits.otpSendPerIp.points;
    const answers = await Promise.all(Array.from({ length: allowed + 10 }, (_, i) => requestCode(pick(i), randomPhone(), { ip }).then(errorCode)));
    expect(tally(answers)).toEqual({ ok: allowed, rate_limited: 10 });
  });
}

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database, rate limits in PostgreSQL', () => {
  const instances = useTwoInstances(async () => {
    const shared: SharedPostgres = await createSharedPostgres();
    const databases: [Database, Database] = [await shared.open(), await shared.open()];
    return { databases, env: { DATABASE_URL: shared.url }, done: () => shared.drop() };
  });
  acrossInstances(instances, 'PostgreSQL');
});

describe.runIf(redisUrl)('two instances, rate limits in Redis', () => {
  const redisPrefix = uniqueRedisPrefix();
  /** The run's keys were there (the limits counted in Redis) and are gone after it. */
  const cleanUp = async () => {
    expect(await deleteRedisKeys(redisUrl ?? '', redisPrefix)).toBeGreaterThan(0);
    expect(await deleteRedisKeys(redisUrl ?? '', redisPrefix)).toBe(0);
  };
  const instances = useTwoInstances(async () => {
    // The prefix as a deployment sets it (REDIS_KEY_PREFIX): the keys found under it after the run show the server counted there.
    const env = { REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: redisPrefix };
    if (process.env.DATABASE_URL) {
      const shared = await createSharedPostgres();
      const databases: [Database, Database] = [await shared.open(), await shared.open()];
      return { databases, env, redisPrefix, done: () => Promise.all([shared.drop(), cleanUp()]).then(() => {}) };
    }
    // One embedded database both instances use (PGlite is one process's): closed once, at the end.
    const database = await openTestDatabase('pglite', { from: 'migrated' });
    const shared: Database = { ...database, close: async () => {} };
    return { databases: [shared, shared], env, redisPrefix, done: () => Promise.all([database.close(), cleanUp()]).then(() => {}) };
  });
  acrossInstances(instances, 'Redis');
});

