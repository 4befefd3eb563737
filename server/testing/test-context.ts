import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Hono } from 'hono';
import { composeServer } from '../composition-root';
import type { ServerBase, Services } from '../app-services';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../seed/seed';
import type { Database, DatabaseKind } from '../db/client';
import type { AppEnv } from '../http/app-env';
import type { SmsProvider } from '../services/sms/sms-provider';
import { databaseUrlOn } from './database-templates';
import type { DatabaseTemplates } from './database-templates';
import { openMemoryPglite, useSeededDump } from './memory-pglite';
import type { StartingCluster } from './memory-pglite';

/** The templates of this run when the file runs under the server project's global setup; null otherwise. */
function runTemplates(): DatabaseTemplates | null {
  if (!process.env.VITEST) return null;
  try {
    return inject('databaseTemplates') ?? null;
  } catch {
    return null;
  }
}

const templates = runTemplates();
useSeededDump(templates?.pgliteSeededDump ?? null);

/** PGlite always; a PostgreSQL server too when DATABASE_URL is set (as CI does). */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface RequestOptions extends RequestInit {
  /** Sent as the JSON body (Content-Type: application/json). */
  json?: unknown;
  /** Accept-Language. */
  language?: string;
  /** Sends `Authorization: Token <token>`. */
  token?: string;
  /** The connecting address (@hono/node-server's connection info); none means 'unknown'. */
  ip?: string;
  /** User-Client-Id. */
  clientId?: string;
}

/** Calls an app in-process, as a browser at `ip` would: every middleware, check and handler runs. */
export function requestApp(app: Hono<AppEnv>, path: string, options: RequestOptions = {}): Promise<Response> {
  const { json, language, token, ip, clientId, ...init } = options;
  const headers = new Headers(init.headers);
  if (language) headers.set('Accept-Language', language);
  if (token) headers.set('Authorization', `Token ${token}`);
  if (clientId) headers.set('User-Client-Id', clientId);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const env = ip ? { incoming: { socket: { remoteAddress: ip, remotePort: 50000, remoteFamily: 'IPv4' } } } : undefined;
  return Promise.resolve(app.request(path, { ...init, headers, body: json !== undefined ? JSON.stringify(json) : init.body }, env));
}

export interface TestContext extends ServerBase {
  app: Hono<AppEnv>;
  services: Services;
  /** Calls the real app in-process: every middleware, validator and handler runs. */
  request: (path: string, options?: RequestOptions) => Promise<Response>;
  close: () => Promise<void>;
}

export interface TestContextOptions {
  env?: Record<string, string>;
  smsProvider?: SmsProvider;
  seed?: boolean;
  /** The services' clock (tokens, codes, the health reading); the real one by default. */
  now?: () => Date;
  /**
   * An open database to build the app on instead of a copy of its own (its owner closes it): for
   * tests of configuration and headers, which build several apps and read nothing they wrote, one
   * database for the file (`useTestDatabase`) is enough. It is migrated and seeded here like every other one.
   */
  database?: Database;
}

/**
 * A fresh database of the given kind, a copy of its own for the caller, so test files never see
 * each other's rows: an in-memory PGlite started from a copy of a cluster (memory-pglite.ts), or a
 * new database on the PostgreSQL server of DATABASE_URL, dropped on close. `from` says what it
 * starts as: `empty` (nothing, for the tests of migrations), `migrated` (every migration applied:
 * a later `migrate()` finds nothing to do) or `seeded` (migrated and with the demo data: a later
 * `seedDemoData` finds nothing to do). Migrated and seeded copies come from what the run's global
 * setup made once (database-templates.ts); without it they are migrated and seeded here.
 */
export async function openTestDatabase(kind: DatabaseKind, { from = 'empty' }: { from?: StartingCluster } = {}): Promise<Database> {
  if (kind === 'pglite') return openMemoryPglite(from);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `genewell_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const template = from === 'empty' ? null : templates?.postgres?.[from];
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrlOn(serverUrl, name), dataDir: '' });
  const dropped = {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
  if (from !== 'empty' && !template) {
    await database.migrate();
    if (from === 'seeded') await seedDemoData(database.db);
  }
  return dropped;
}

/** The app as the composition root builds it (server/composition-root.ts), on a fresh database. */
export async function createTestContext(kind: DatabaseKind, options: TestContextOptions = {}): Promise<TestContext> {
  const server = await composeServer({
    env: { NODE_ENV: 'test', CLIENT_DIR: 'tests/fixtures/client', ...options.env },
    // composeServer migrates and seeds it either way: on a copy of the run's template it finds nothing to do.
    database: options.database ? borrowed(options.database) : await openTestDatabase(kind, { from: (options.seed ?? true) ? 'seeded' : 'migrated' }),
    smsProvider: options.smsProvider,
    seed: options.seed ?? true,
    version: 'test',
    settings: options.now ? { now: options.now } : undefined,
  });
  const { config, database, sms, version, services, app } = server;
  return { config, database, sms, version, services, app, request: (path, options) => requestApp(app, path, options), close: server.close };
}

/**
 * For tests of configuration and headers, which build an app per configuration on one database of
 * the file (`useTestDatabase`): `withApp(env, run)` builds the app with `env` (over `defaults()`,
 * made again for each app) on `database`, runs `run` on it and closes it, whatever `run` does.
 */
export function appsOn(database: Database, defaults: () => Record<string, string> = () => ({})) {
  return async function withApp<T>(env: Record<string, string>, run: (ctx: TestContext) => Promise<T>): Promise<T> {
    const ctx = await createTestContext('pglite', { env: { ...defaults(), ...env }, database });
    try {
      return await run(ctx);
    } finally {
      await ctx.close();
    }
  };
}

/** `database` for an app that must not close it (its owner does). */
function borrowed(database: Database): Database {
  return {
    get db() { return database.db; },
    get kind() { return database.kind; },
    get url() { return database.url; },
    migrate: () => database.migrate(),
    close: async () => {},
  };
}

/** Registers opening before the enclosing describe block's tests and closing after them; gives the open value. */
function openedForBlock<T extends { close: () => Promise<void> }>(open: () => Promise<T>): () => T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await open();
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error('it opens in beforeAll');
    return current;
  };
}

/**
 * A fresh database for the enclosing describe block (migrated unless `migrate` is false, seeded
 * when `seeded`); its fields read the open one.
 */
export function useTestDatabase(kind: DatabaseKind, { migrate = true, seeded = false } = {}): Database {
  const open = openedForBlock(async () => {
    const database = await openTestDatabase(kind, { from: seeded ? 'seeded' : migrate ? 'migrated' : 'empty' });
    if (migrate) await database.migrate();
    return database;
  });
  return {
    get db() { return open().db; },
    get kind() { return open().kind; },
    get url() { return open().url; },
    migrate: () => open().migrate(),
    close: () => open().close(),
  };
}

/**
 * A test context for the enclosing describe block: opened before its tests, closed after them. Its
 * fields read the open context, so it may be used anywhere inside the tests and their hooks.
 */
export function useTestContext(kind: DatabaseKind, options: TestContextOptions = {}): TestContext {
  const open = openedForBlock(() => createTestContext(kind, options));
  return {
    get config() { return open().config; },
    get database() { return open().database; },
    get sms() { return open().sms; },
    get version() { return open().version; },
    get services() { return open().services; },
    get app() { return open().app; },
    request: (path, requestOptions) => open().request(path, requestOptions),
    close: () => open().close(),
  };
}
