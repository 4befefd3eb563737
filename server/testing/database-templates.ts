import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../seed/seed';

/*
 * Migrating and seeding a database takes seconds (tens of seconds on a busy two-core machine), and
 * most server test files want one. So a test run does it once, before any test file starts
 * (server/testing/global-setup.ts, vitest's globalSetup), and every file gets a copy of its own:
 *  - PGlite: a dump of the seeded cluster's data folder in the temporary folder (memory-pglite.ts
 *    starts each in-memory PGlite from it with `loadDataDir`);
 *  - PostgreSQL (DATABASE_URL): template databases on that server, migrated and seeded; each file's
 *    database is `CREATE DATABASE <its own> TEMPLATE <template>`, a copy made by the server.
 * The copies are as isolated as before: nothing a file writes reaches a template or another copy.
 * A run without the global setup (a script, another config) migrates and seeds each database itself.
 */

/** What the global setup made for this run (handed to the test files with vitest's provide/inject). */
export interface DatabaseTemplates {
  /** The seeded PGlite data folder (a tar file), or null. */
  pgliteSeededDump: string | null;
  /** Template databases on the DATABASE_URL server, or null without one. */
  postgres: { migrated: string; seeded: string } | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** What server/testing/global-setup.ts made for this run. */
    databaseTemplates: DatabaseTemplates;
  }
}

/** `postgres://…/<database>` on the server of `serverUrl`. */
export function databaseUrlOn(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Creates the two template databases on the PostgreSQL server: one migrated (our migrations and the
 * job queue's), one also seeded with the demo data. No connection to them stays open (a database is
 * copied only while nobody is connected to it).
 */
export async function createPostgresTemplates(serverUrl: string): Promise<{ migrated: string; seeded: string; drop: () => Promise<void> }> {
  const stem = `genewell_template_${randomBytes(5).toString('hex')}`;
  const names = { migrated: `${stem}_migrated`, seeded: `${stem}_seeded` };
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${names.migrated}`);
    const migrated = await openDatabase({ databaseUrl: databaseUrlOn(serverUrl, names.migrated), dataDir: '', poolMax: 2 });
    try {
      await migrated.migrate();
    } finally {
      await migrated.close();
    }
    await admin.unsafe(`create database ${names.seeded} template ${names.migrated}`);
    const seeded = await openDatabase({ databaseUrl: databaseUrlOn(serverUrl, names.seeded), dataDir: '', poolMax: 2 });
    try {
      await seedDemoData(seeded.db);
    } finally {
      await seeded.close();
    }
  } catch (error) {
    await dropDatabases(admin, Object.values(names));
    await admin.end({ timeout: 5 });
    throw error;
  }
  return {
    ...names,
    drop: async () => {
      await dropDatabases(admin, Object.values(names));
      await admin.end({ timeout: 5 });
    },
  };
}

async function dropDatabases(admin: postgres.Sql, names: string[]): Promise<void> {
  for (const name of names) await admin.unsafe(`drop database if exists ${name} with (force)`);
}
