import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { runMigrations } from 'graphile-worker';
import { migrationsFolder, startMemoryCluster } from './pglite-clusters';
import { quietQueueLogger } from './queue-logger';
import { createQueuePool } from './queue-pool';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app code sees, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The postgres:// URL of a PostgreSQL server database (the job queue connects to it too); null on PGlite. */
  url: string | null;
  /** Applies every pending SQL migration (the same files for both engines). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

export { migrationsFolder };

export interface DatabaseOptions {
  /** postgres:// URL; empty means embedded PGlite. */
  databaseUrl: string;
  /** PGlite data folder, or 'memory://' for a throw-away database. */
  dataDir: string;
  /** Connections kept to a PostgreSQL server (DATABASE_POOL_MAX); 10 by default. */
  poolMax?: number;
}

export async function openDatabase({ databaseUrl, dataDir, poolMax = 10 }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const client = postgres(databaseUrl, { max: poolMax, onnotice: () => {} });
    const db = drizzlePostgres(preparingStatements(client), { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      url: databaseUrl,
      migrate: () => migratePostgresLocked(databaseUrl),
      close: () => client.end({ timeout: 5 }),
    };
  }
  // A throw-away database starts from a copy of the migrated cluster (pglite-clusters.ts): no initdb.
  if (dataDir.startsWith('memory://')) return pgliteDatabase(await startMemoryCluster('migrated'));
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  return pgliteDatabase(client);
}

/**
 * The client drizzle is given on a PostgreSQL server: every query with parameters runs as a
 * prepared statement (postgres-js's own default, which drizzle turns off for a query not given a
 * name). Unprepared, postgres-js sends such a query twice over: first to have the server describe
 * its parameters, then, once the answer is back, to run it; so each cost two round trips. Prepared,
 * the first run on a connection describes it and every later one is a single round trip. A
 * connection keeps one statement per distinct query text (the app's queries are a fixed set of
 * shapes) until it is closed. Transactions and savepoints get the same client.
 */
export function preparingStatements(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, parameters: postgres.ParameterOrJSON<never>[] = [], options: postgres.UnsafeQueryOptions = {}) =>
          target.unsafe(query, parameters, parameters.length > 0 ? { ...options, prepare: true } : options);
      }
      if (property === 'begin' || property === 'savepoint') {
        const open = Reflect.get(target, property, target) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const work = args.pop() as (transaction: postgres.Sql) => unknown;
          return open.call(target, ...args, (transaction: postgres.Sql) => work(preparingStatements(transaction)));
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** A PGlite that is ready, as the app's Database: drizzle with the schema, the migrations, close. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    url: null,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Any 64-bit number of our own: the advisory lock that lets one process at a time migrate a database. */
const MIGRATION_LOCK = 7_110_202_611;

/**
 * Our migrations, then the job queue's schema (graphile_worker, server/services/sms/README.md),
 * under a session advisory lock: two servers starting together on one database migrate one after
 * the other, and the second finds nothing left to do.
 */
async function migratePostgresLocked(databaseUrl: string): Promise<void> {
  // One connection (max: 1), so the session lock and the migrations share it.
  const connection = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(connection, { schema }), { migrationsFolder });
    // The queue's schema through a pool ended and awaited here (queue-pool.ts); a failed query rejects the migration itself.
    const queue = createQueuePool(databaseUrl, () => {});
    try {
      await runMigrations({ pgPool: queue.pool, logger: quietQueueLogger });
    } finally {
      await queue.end();
    }
  } finally {
    // Ending the session releases its lock.
    await connection.end({ timeout: 5 });
  }
}

/** Runs raw SQL and returns its rows; PGlite answers { rows }, postgres-js an array of rows. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}

export interface MigrationLevel {
  applied: number;
  latest: string | null;
}

/** How many migrations this database has applied, and the tag of the newest one. */
export async function migrationLevel(db: Db, journal: { entries: Array<{ idx: number; tag: string }> }): Promise<MigrationLevel> {
  const rows = await selectRows<{ count: number | string }>(db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  const applied = Number(rows[0]?.count ?? 0);
  const latest = journal.entries.find((entry) => entry.idx === applied - 1)?.tag ?? null;
  return { applied, latest };
}
