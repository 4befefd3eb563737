import { fileURLToPath } from 'node:url';
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
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app code sees, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies every pending SQL migration (the same files for both engines). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres:// URL; empty means embedded PGlite. */
  databaseUrl: string;
  /** PGlite data folder, or 'memory://' for a throw-away database. */
  dataDir: string;
}

export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const client = postgres(databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
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
