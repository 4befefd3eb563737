import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../../db/client';
import { createSharedPostgres, deleteRedisKeys, findRedis, uniqueRedisPrefix } from '../../testing/shared-stores';
import type { SharedPostgres } from '../../testing/shared-stores';
import { openTestDatabase } from '../../testing/test-context';
import { consumeAll, RateLimitExceeded } from './rate-limit';
import { memoryRateLimitStore, openRateLimitStore, postgresRateLimitStore, redisRateLimitStore, toDrizzleSql } from './rate-limit-store';
import type { RateLimitStore } from './rate-limit-store';

/*
 * The stores of the rate-limit counters. Two stores on one shared PostgreSQL database or one Redis
 * server stand for two instances of the service: a limit must hold across them exactly as in one.
 * The PostgreSQL cases need DATABASE_URL, the Redis ones a Redis server (REDIS_URL, or
 * 127.0.0.1:6379); without the server they cannot run at all.
 */

const redisUrl = await findRedis();

/** A limiter of 3 per minute named `name` in `store`, made once per store, as an app makes its limiters once. */
const made = new Map<RateLimitStore, Map<string, RateLimiterAbstract>>();
function limiterOf(store: RateLimitStore, name: string): RateLimiterAbstract {
  const ofStore = made.get(store) ?? new Map<string, RateLimiterAbstract>();
  made.set(store, ofStore);
  const limiter = ofStore.get(name) ?? store.limiter(name, { points: 3, durationSeconds: 60 });
  ofStore.set(name, limiter);
  return limiter;
}

/** null when the request passes; the seconds to wait when it is refused. */
async function refused(store: RateLimitStore, name: string, key: string): Promise<number | null> {
  try {
    await consumeAll([{ limiter: limiterOf(store, name), key }]);
    return null;
  } catch (error) {
    if (error instanceof RateLimitExceeded) return error.retryAfterSeconds;
    throw error;
  }
}

/** What every shared store must do: count once for every instance. */
function sharedStoreCases(open: () => { first: RateLimitStore; second: RateLimitStore }) {
  it('counts the requests made through either instance against one allowance', async () => {
    const { first, second } = open();
    expect(await refused(first, 'shared', 'a')).toBeNull();
    expect(await refused(second, 'shared', 'a')).toBeNull();
    expect(await refused(first, 'shared', 'a')).toBeNull();
    const wait = await refused(second, 'shared', 'a');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await refused(first, 'shared', 'a')).not.toBeNull();
    // Another key, or another limiter with the same key, has its own allowance.
    expect(await refused(second, 'shared', 'b')).toBeNull();
    expect(await refused(second, 'other', 'a')).toBeNull();
  });

  it('lets exactly the allowance through when 50 requests race on two instances', async () => {
    const { first, second } = open();
    const limits = [first, second].map((store) => store.limiter('race', { points: 7, durationSeconds: 60 }));
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        consumeAll([{ limiter: limits[i % 2], key: 'k' }]).then(
          () => 'passed',
          (error: unknown) => (error instanceof RateLimitExceeded ? 'refused' : 'failed'),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'passed')).toHaveLength(7);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(43);
  });

  it('gives back on one instance what was charged on the other', async () => {
    const { first, second } = open();
    const a = first.limiter('refund', { points: 1, durationSeconds: 60 });
    const b = second.limiter('refund', { points: 1, durationSeconds: 60 });
    const pass = await consumeAll([{ limiter: a, key: 'k' }]);
    await expect(consumeAll([{ limiter: b, key: 'k' }])).rejects.toBeInstanceOf(RateLimitExceeded);
    await pass.refund();
    await expect(consumeAll([{ limiter: b, key: 'k' }])).resolves.toBeDefined();
  });
}

describe('rate-limit stores', () => {
  it('turns node-postgres placeholders into Drizzle parameters, in order and repeated', () => {
    const query = new PgDialect().sqlToQuery(toDrizzleSql('select $2 as b, $1 as a, $2 as again where key = $1', ['one', 2]));
    expect(query.sql).toBe('select $1 as b, $2 as a, $3 as again where key = $4');
    expect(query.params).toEqual([2, 'one', 2, 'one']);
  });

  it('keeps memory counters per store: two apps in one process do not share them', async () => {
    const [first, second] = [memoryRateLimitStore(), memoryRateLimitStore()];
    for (let i = 0; i < 3; i += 1) expect(await refused(first, 'memory', 'a')).toBeNull();
    expect(await refused(first, 'memory', 'a')).not.toBeNull();
    expect(await refused(second, 'memory', 'a')).toBeNull();
  });

  it('chooses memory on PGlite, whatever DATABASE_URL says', async () => {
    const database = await openTestDatabase('pglite');
    try {
      expect((await openRateLimitStore({ redisUrl: '', databaseUrl: '', database })).kind).toBe('memory');
      expect((await openRateLimitStore({ redisUrl: '', databaseUrl: 'postgres://elsewhere/db', database })).kind).toBe('memory');
    } finally {
      await database.close();
    }
  });

  it('refuses to start on a Redis that does not answer, naming REDIS_URL without its password', async () => {
    const failure = await redisRateLimitStore('redis://:secret@127.0.0.1:1').catch((error: unknown) => error as Error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/^REDIS_URL: cannot connect to redis:\/\/:\*\*\*@127\.0\.0\.1:1/);
    expect((failure as Error).message).not.toContain('secret');
  });
});

describe.runIf(process.env.DATABASE_URL)('rate limits in PostgreSQL, two instances on one database', () => {
  let shared: SharedPostgres;
  let databases: Database[];
  let stores: RateLimitStore[];
  beforeAll(async () => {
    shared = await createSharedPostgres();
    databases = [await shared.open(), await shared.open()];
    // Both instances create the table at once: neither fails.
    stores = await Promise.all(databases.map((database) => postgresRateLimitStore(database.db)));
  });
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.close()));
    await shared.drop();
  });

  it('is chosen when DATABASE_URL is set and REDIS_URL is not', async () => {
    expect((await openRateLimitStore({ redisUrl: '', databaseUrl: shared.url, database: databases[0] })).kind).toBe('postgres');
  });

  sharedStoreCases(() => ({ first: stores[0], second: stores[1] }));

  it('runs the limiter\'s statements on postgres-js itself, not through Drizzle, with what the library reads of them', async () => {
    const execute = vi.spyOn(databases[0].db, 'execute');
    try {
      const limiter = limiterOf(stores[0], 'direct');
      expect((await limiter.consume('k', 1)).remainingPoints).toBe(2);
      expect((await limiter.get('k'))?.consumedPoints).toBe(1);
      expect(await limiter.get('absent')).toBeNull();
      // delete answers whether a row went (the rowCount of postgres-js' answer).
      expect(await limiter.delete('k')).toBe(true);
      expect(await limiter.delete('k')).toBe(false);
      expect(execute).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
    }
  });
});

describe('rate limits in the PostgreSQL store on PGlite (through Drizzle)', () => {
  let database: Database;
  let store: RateLimitStore;
  beforeAll(async () => {
    database = await openTestDatabase('pglite', { from: 'migrated' });
    store = await postgresRateLimitStore(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('counts, refuses past the allowance and deletes', async () => {
    expect(await refused(store, 'pglite', 'k')).toBeNull();
    expect(await refused(store, 'pglite', 'k')).toBeNull();
    expect(await refused(store, 'pglite', 'k')).toBeNull();
    expect(await refused(store, 'pglite', 'k')).toBeGreaterThan(0);
    expect(await limiterOf(store, 'pglite').delete('k')).toBe(true);
    expect(await refused(store, 'pglite', 'k')).toBeNull();
  });
});

describe.runIf(redisUrl)('rate limits in Redis, two instances on one server', () => {
  const keyPrefix = uniqueRedisPrefix();
  let stores: RateLimitStore[];
  beforeAll(async () => {
    stores = [await redisRateLimitStore(redisUrl ?? '', { keyPrefix }), await redisRateLimitStore(redisUrl ?? '', { keyPrefix })];
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await deleteRedisKeys(redisUrl ?? '', keyPrefix);
  });

  it('is chosen when REDIS_URL is set, before PostgreSQL', async () => {
    const database = await openTestDatabase('pglite');
    const store = await openRateLimitStore({ redisUrl: redisUrl ?? '', databaseUrl: 'postgres://x/y', database, redis: { keyPrefix } });
    expect(store.kind).toBe('redis');
    await store.close();
    await database.close();
  });

  sharedStoreCases(() => ({ first: stores[0], second: stores[1] }));
});
