import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { createApp } from './app';
import { loadConfig } from './config/config';
import type { Config } from './config/config';
import { openDatabase } from './db/client';
import type { Database } from './db/client';
import type { AppEnv } from './http/app-env';
import type { EndpointRoute } from './http/endpoint-routes';
import { errorReporterFor } from './http/error-reporting';
import { loggerFor } from './http/logger';
import { seedDemoData } from './seed/seed';
import { createServices } from './app-services';
import type { ServerBase, ServiceSettings, Services } from './app-services';
import { systemSlices } from './system/slices';
import { mainApiSlices } from './main-api/slices';
import { portalApiSlices } from './portal-api/slices';
import { openRateLimitStore } from './services/rate-limit/rate-limit-store';
import type { RedisStoreOptions } from './services/rate-limit/rate-limit-store';
import { createHttpProvider } from './services/sms/http-provider';
import { createOutboxProvider } from './services/sms/sms-provider';
import type { SmsProvider } from './services/sms/sms-provider';
import { createSmsService } from './services/sms/sms-service';
import { graphileEnqueueHook } from './services/sms/sms-worker';

/*
 * The composition root: the one place that reads the configuration, opens the database, builds
 * the services every resource shares (app-services.ts) and registers every slice's routes, from
 * the lists each area exports (system/slices.ts, main-api/slices.ts, portal-api/slices.ts). server/main.ts
 * serves what it builds; the tests' context (server/testing/test-context.ts) builds the same with
 * a throw-away database.
 */

/** Every slice's routes, as each area lists its slices (system, Main API, Portal API): each one a contract entry bound to its handler. */
export function endpointRoutes(services: Services): EndpointRoute[] {
  return [...systemSlices, ...mainApiSlices, ...portalApiSlices].flatMap((slice) => slice(services));
}

/** Services and the app on them; calling it again on the same base gives an app with fresh counters. */
export function assembleApp(base: ServerBase, settings?: ServiceSettings): { services: Services; app: Hono<AppEnv> } {
  const services = createServices(base, settings);
  return { services, app: createApp(services, endpointRoutes(services)) };
}

export function smsProviderFor(config: Config): SmsProvider {
  return config.SMS_PROVIDER === 'http' && config.SMS_HTTP_URL && config.SMS_HTTP_KEY
    ? createHttpProvider({ url: config.SMS_HTTP_URL, apiKey: config.SMS_HTTP_KEY })
    : createOutboxProvider();
}

export interface ComposeOptions {
  /** The environment the configuration is read from (loadConfig: unset and empty take defaults). */
  env?: Record<string, string | undefined>;
  /** An open database; by default the configured one is opened. It is migrated either way. */
  database?: Database;
  /** Instead of the configured provider. */
  smsProvider?: SmsProvider;
  /** Load the demo data; by default as configured (SEED_DEMO_DATA). */
  seed?: boolean;
  version?: string;
  settings?: ServiceSettings;
  /** The Redis store's options when REDIS_URL is set (tests give a key prefix of their own). */
  redis?: RedisStoreOptions;
}

export interface ComposedServer extends ServerBase {
  services: Services;
  app: Hono<AppEnv>;
  /** Whether this start loaded the demo data. */
  seeded: boolean;
  close: () => Promise<void>;
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

/** Reads the configuration (throws ConfigError naming each bad variable), opens, migrates and seeds the database, and builds the app. */
export async function composeServer(options: ComposeOptions = {}): Promise<ComposedServer> {
  const config = loadConfig(options.env);
  const database = options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DATABASE_POOL_MAX }));
  await database.migrate();
  const { seeded } = (options.seed ?? config.SEED_DEMO_DATA) ? await seedDemoData(database.db) : { seeded: false };
  const sms = createSmsService(database.db, options.smsProvider ?? smsProviderFor(config), {
    sender: config.SMS_SENDER,
    maxAttempts: config.SMS_MAX_ATTEMPTS,
    // On a PostgreSQL server each message gets its job in graphile-worker's queue (services/sms/README.md).
    onEnqueue: database.kind === 'postgres' ? graphileEnqueueHook(config.SMS_MAX_ATTEMPTS) : undefined,
  });
  const base: ServerBase = { config, database, sms, version: options.version ?? packageVersion() };
  // Rate limits in Redis (REDIS_URL), else in the PostgreSQL server (DATABASE_URL), else in memory.
  const logger = options.settings?.logger ?? loggerFor(config);
  const ownStore = options.settings?.rateLimitStore
    ? null
    : await openRateLimitStore({
        redisUrl: config.REDIS_URL,
        databaseUrl: config.DATABASE_URL,
        database,
        redis: { keyPrefix: config.REDIS_KEY_PREFIX, ...options.redis, warn: (message) => logger.warn(message) },
      });
  if (ownStore) logger.info(`Rate limits are counted in ${ownStore.kind === 'memory' ? 'this process (memory)' : ownStore.kind === 'redis' ? 'Redis' : 'the PostgreSQL database'}.`);
  // Sentry when SENTRY_DSN is set (a client of this server's own, closed with it), nothing otherwise.
  const ownReporter = options.settings?.errorReporter ? null : errorReporterFor(config, base.version);
  const errorReporter = ownReporter ?? options.settings?.errorReporter;
  const { services, app } = assembleApp(base, { ...options.settings, logger, rateLimitStore: options.settings?.rateLimitStore ?? ownStore ?? undefined, errorReporter });
  const close = async () => {
    await ownReporter?.close();
    await ownStore?.close();
    await database.close();
  };
  return { ...base, services, app, seeded, close };
}
