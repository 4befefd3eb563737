import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createApp } from '../app';
import type { AppDeps } from '../app-deps';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import type { Database, DatabaseKind } from '../db/client';
import { seedDemoData } from '../seed/seed';
import { createOutboxProvider } from '../services/sms/sms-provider';
import type { SmsProvider } from '../services/sms/sms-provider';
import { createSmsService } from '../services/sms/sms-service';

/** PGlite always; a PostgreSQL server too when DATABASE_URL is set (as CI does). */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestContext extends AppDeps {
  app: ReturnType<typeof createApp>;
  /** Calls the real app in-process: every middleware, validator and handler runs. */
  request: (path: string, init?: RequestInit & { json?: unknown; language?: string }) => Promise<Response>;
  close: () => Promise<void>;
}

export interface TestContextOptions {
  env?: Record<string, string>;
  smsProvider?: SmsProvider;
  seed?: boolean;
}

/**
 * A fresh database of the given kind: an in-memory PGlite, or a new database created on the
 * PostgreSQL server and dropped on close, so test files never see each other's rows.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ databaseUrl: '', dataDir: 'memory://' });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `genewell_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

export async function createTestContext(kind: DatabaseKind, options: TestContextOptions = {}): Promise<TestContext> {
  const config = loadConfig({ NODE_ENV: 'test', CLIENT_DIR: 'tests/fixtures/client', ...options.env });
  const database = await openTestDatabase(kind);
  await database.migrate();
  if (options.seed ?? true) await seedDemoData(database.db);
  const sms = createSmsService(database.db, options.smsProvider ?? createOutboxProvider(), config.SMS_SENDER);
  const deps: AppDeps = { config, database, sms, version: 'test' };
  const app = createApp(deps);
  const request: TestContext['request'] = (path, init = {}) => {
    const { json, language, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (language) headers.set('Accept-Language', language);
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    return Promise.resolve(app.request(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body }));
  };
  return { ...deps, app, request, close: () => database.close() };
}
