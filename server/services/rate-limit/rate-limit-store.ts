import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Database } from '../../db/client';

/*
 * Where the rate-limit counters live, so that several instances of the service count together
 * ("several instances, one truth"):
 *  - Redis (RateLimiterRedis on ioredis) when REDIS_URL is set;
 *  - otherwise PostgreSQL (RateLimiterPostgres on the app's own connection, table `rate_limits`)
 *    when the service runs on a PostgreSQL server (DATABASE_URL);
 *  - otherwise process memory (RateLimiterMemory): embedded PGlite is one process anyway.
 * The limits on one-time codes per number and per (number, address) are not counters here: they
 * are counted from the codes themselves, in the database, under a per-number lock
 * (server/services/otp), so they are shared on PostgreSQL whatever this store is.
 */

/** One limit: requests allowed per window (the counter of a key resets this long after its first request). */
export interface RateLimitWindow {
  points: number;
  durationSeconds: number;
}

export interface RateLimitStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** A limiter counting in this store; `name` keeps its keys apart from other limiters'. */
  limiter(name: string, limit: RateLimitWindow): RateLimiterAbstract;
  /** Releases what the store opened (the Redis connection); the database is the app's to close. */
  close(): Promise<void>;
}

/** Counters in this process's memory: each store (each app) has its own. */
export function memoryRateLimitStore(): RateLimitStore {
  return {
    kind: 'memory',
    limiter: (name, limit) => new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.durationSeconds }),
    close: async () => {},
  };
}

// ---- PostgreSQL ------------------------------------------------------------------------------

export const RATE_LIMIT_TABLE = 'rate_limits';

/** node-postgres' `query({ text, values })`, which RateLimiterPostgres speaks, on the app's Drizzle connection. */
interface PgStyleClient {
  query(query: { text: string; values?: unknown[] }): Promise<{ rows: unknown[]; rowCount: number }>;
}

/** `$1`, `$2`, … of a node-postgres query as Drizzle parameters. */
export function toDrizzleSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)));
}

/** The postgres-js client under a Drizzle database on a PostgreSQL server (`unsafe(text, values)`); null on PGlite. */
function postgresJsClientOf(db: Db): { unsafe: (text: string, values: unknown[]) => Promise<unknown> } | null {
  const client = (db as { $client?: { unsafe?: unknown } }).$client;
  return client && typeof client.unsafe === 'function' ? (client as { unsafe: (text: string, values: unknown[]) => Promise<unknown> }) : null;
}

/** The rows of a query's result: postgres-js answers the rows (with `count`), PGlite `{ rows, affectedRows }`. */
function pgStyleResult(result: unknown): { rows: unknown[]; rowCount: number } {
  if (Array.isArray(result)) return { rows: result, rowCount: (result as { count?: number }).count ?? result.length };
  const { rows, affectedRows } = result as { rows: unknown[]; affectedRows?: number };
  return { rows, rowCount: affectedRows ?? rows.length };
}

/**
 * node-postgres' `query` on the app's connection. On a PostgreSQL server the limiter's fixed
 * statements go straight to postgres-js (`unsafe`, prepared per connection by the app's client,
 * server/db/client.ts), without Drizzle building them anew from text on every request; on PGlite
 * they go through Drizzle.
 */
function pgStyleClient(db: Db): PgStyleClient {
  const postgresJs = postgresJsClientOf(db);
  return {
    async query({ text, values = [] }) {
      if (postgresJs) return pgStyleResult(await postgresJs.unsafe(text, values));
      return pgStyleResult(await db.execute(toDrizzleSql(text, values)));
    },
  };
}

/**
 * Counters in the app's PostgreSQL database, shared by every instance on it. The table is the
 * one RateLimiterPostgres defines, created here once (under an advisory lock, so two instances
 * starting together do not race); every limiter keeps its keys as `<name>:<key>`.
 */
export async function postgresRateLimitStore(db: Db): Promise<RateLimitStore> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`genewell:${RATE_LIMIT_TABLE}`}))`);
    await tx.execute(
      sql.raw(`create table if not exists ${RATE_LIMIT_TABLE} (key varchar(255) primary key, points integer not null default 0, expire bigint)`),
    );
  });
  const client = pgStyleClient(db);
  let sweeping = false;
  return {
    kind: 'postgres',
    limiter(name, limit) {
      // One limiter per store deletes expired rows (every 5 minutes, in the background).
      const sweeper = !sweeping;
      sweeping = true;
      return new RateLimiterPostgres({
        storeClient: client,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: sweeper,
        keyPrefix: name,
        points: limit.points,
        duration: limit.durationSeconds,
      });
    },
    close: async () => {},
  };
}

// ---- Redis -----------------------------------------------------------------------------------

export const DEFAULT_REDIS_KEY_PREFIX = 'genewell:rl:';

export interface RedisStoreOptions {
  /** Put before every key (default `genewell:rl:`); tests use one of their own and delete it after. */
  keyPrefix?: string;
  /** Where a lost connection is reported (the server's logger); standard error when not given. */
  warn?: (message: string) => void;
}

/**
 * Counters in Redis, shared by every instance using it. The connection is made (and checked) at
 * start, so a wrong REDIS_URL stops the service there. When Redis is unreachable later, each
 * limiter falls back to counting in memory (rate-limiter-flexible's insurance limiter) until it
 * answers again, so an outage of Redis loosens the limits to per instance instead of failing
 * every request.
 */
export async function redisRateLimitStore(url: string, options: RedisStoreOptions = {}): Promise<RateLimitStore> {
  const prefix = options.keyPrefix ?? DEFAULT_REDIS_KEY_PREFIX;
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  // ioredis reports a lost connection on 'error' at every retry: said once, until it is back.
  let down = false;
  client.on('error', (error: Error) => {
    if (down || client.status === 'wait') return;
    down = true;
    const message = `[rate-limit] Redis at ${redactUrl(url)} does not answer (${error.message}); counting in memory until it does.`;
    if (options.warn) options.warn(message);
    else process.stderr.write(`${message}\n`);
  });
  client.on('ready', () => {
    down = false;
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`REDIS_URL: cannot connect to ${redactUrl(url)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return {
    kind: 'redis',
    limiter: (name, limit) =>
      new RateLimiterRedis({
        storeClient: client,
        rejectIfRedisNotReady: true,
        keyPrefix: `${prefix}${name}`,
        points: limit.points,
        duration: limit.durationSeconds,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.durationSeconds }),
      }),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** The URL without its password, for messages. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

// ---- choosing ----------------------------------------------------------------------------------

export interface RateLimitStoreChoice {
  /** REDIS_URL: Redis when set. */
  redisUrl: string;
  /** DATABASE_URL: PostgreSQL when set (the database is then the app's PostgreSQL server). */
  databaseUrl: string;
  database: Database;
  redis?: RedisStoreOptions;
}

/** Redis when REDIS_URL is set, the app's PostgreSQL when DATABASE_URL is, memory otherwise (PGlite). */
export async function openRateLimitStore(choice: RateLimitStoreChoice): Promise<RateLimitStore> {
  if (choice.redisUrl) return redisRateLimitStore(choice.redisUrl, choice.redis);
  if (choice.databaseUrl && choice.database.kind === 'postgres') return postgresRateLimitStore(choice.database.db);
  return memoryRateLimitStore();
}
