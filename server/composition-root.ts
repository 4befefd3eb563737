import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { createApp } from './app';
import { loadConfig } from './config/config';
import type { Config } from './config/config';
import { openDatabase } from './db/client';
import type { Database } from './db/client';
import type { AppEnv } from './http/app-env';
import type { EndpointRoute } from './http/endpoint-routes';
import { errorReporterFor, noErrorReporter } from './http/error-reporting';
import type { ErrorReporter } from './http/error-reporting';
import { loggerFor } from './http/logger';
import type { Logger } from './http/logger';
import { firstScreens, loadServerBundle } from './system/app-page/first-screen';
import type { FirstScreens } from './system/app-page/first-screen';
import type { RenderFirstScreen } from '../src/api/contract/first-screen';
import { createSessionMiddleware } from './http/session';
import type { SessionMiddleware } from './http/session';
import { advisorRoutes } from './main-api/advisors/advisors.routes';
import { blogRoutes } from './main-api/blog/blog.routes';
import { checkoutRoutes } from './main-api/checkout/checkout.routes';
import { currencyRoutes } from './main-api/currencies/currencies.routes';
import { locationRoutes } from './main-api/locations/locations.routes';
import { newsRoutes } from './main-api/news/news.routes';
import { packageFilterRoutes } from './main-api/package-filters/package-filters.routes';
import { partnerRoutes } from './main-api/partners/partners.routes';
import { productCategoryRoutes } from './main-api/product-categories/product-categories.routes';
import { productPackageRoutes } from './main-api/product-packages/product-packages.routes';
import { promotionPositionRoutes } from './main-api/promotion-positions/promotion-positions.routes';
import { recruitmentRoutes } from './main-api/recruitment/recruitment.routes';
import { testimonialRoutes } from './main-api/testimonials/testimonials.routes';
import { authRoutes } from './portal-api/auth/auth.routes';
import { geneTestRoutes } from './portal-api/gene-tests/gene-tests.routes';
import { kidQuizRoutes } from './portal-api/kid-quiz/kid-quiz.routes';
import { dietQuizRoutes } from './portal-api/diet-quiz/diet-quiz.routes';
import { consultationRoutes } from './portal-api/consultations/consultations.routes';
import { surveyRoutes } from './portal-api/surveys/surveys.routes';
import { userProfileRoutes } from './portal-api/user-profile/user-profile.routes';
import { seedDemoData } from './seed/seed';
import { createAuthTokenService } from './services/auth-tokens/auth-token-service';
import type { AuthTokenService } from './services/auth-tokens/auth-token-service';
import { createClientIdService } from './services/merge/client-id';
import type { ClientIdService } from './services/merge/client-id';
import { createOtpService } from './services/otp/otp-service';
import type { OtpService } from './services/otp/otp-service';
import { createRateLimiters } from './services/rate-limit/rate-limit';
import type { RateLimit, RateLimitName, RateLimiters } from './services/rate-limit/rate-limit';
import { openRateLimitStore } from './services/rate-limit/rate-limit-store';
import type { RateLimitStore, RedisStoreOptions } from './services/rate-limit/rate-limit-store';
import { createHttpProvider } from './services/sms/http-provider';
import { createOutboxProvider } from './services/sms/sms-provider';
import type { SmsProvider } from './services/sms/sms-provider';
import { createSmsService } from './services/sms/sms-service';
import type { SmsService } from './services/sms/sms-service';
import { graphileEnqueueHook } from './services/sms/sms-worker';
import { healthRoutes } from './system/health/health.routes';
import { smsOutboxRoutes } from './system/sms-outbox/sms-outbox.routes';
import { smsReceiptRoutes } from './system/sms-receipts/sms-receipts.routes';

/*
 * The composition root: the one place that reads the configuration, opens the database, builds
 * the services every resource shares and registers every resource's routes. server/main.ts
 * serves what it builds; the tests' context (server/testing/test-context.ts) builds the same with
 * a throw-away database.
 */

/** What the services are built on. */
export interface ServerBase {
  config: Config;
  database: Database;
  sms: SmsService;
  version: string;
}

export interface ServiceSettings {
  /** The clock of tokens and codes (tests move it). */
  now?: () => Date;
  /** Instead of the configured logger (tests read what is logged). */
  logger?: Logger;
  rateLimits?: Partial<Record<RateLimitName, RateLimit>>;
  /**
   * Where the rate-limit counters live. composeServer passes the configured store (Redis,
   * PostgreSQL or memory: services/rate-limit/rate-limit-store.ts); without one, every app gets
   * fresh counters in memory.
   */
  rateLimitStore?: RateLimitStore;
  /**
   * Where unexpected errors are reported (http/error-reporting.ts). composeServer passes Sentry's
   * when SENTRY_DSN is set; without one, errors are only logged.
   */
  errorReporter?: ErrorReporter;
  /**
   * Draws the app pages' first screens (system/app-page/first-screen.ts). Default: the build's
   * server bundle beside CLIENT_DIR, when there is one; null: pages go out with an empty #root.
   */
  firstScreen?: RenderFirstScreen | null;
}

/** Everything a handler may use; one set per app, so two apps (tests) never share counters. */
export interface Services extends ServerBase {
  now: () => Date;
  logger: Logger;
  /** Unexpected errors (the 500 path) go here besides the log: Sentry with SENTRY_DSN, nowhere otherwise. */
  errors: ErrorReporter;
  tokens: AuthTokenService;
  otp: OtpService;
  /** Anonymous client ids: issued (signed) at record creation, verified by the merge. */
  clientIds: ClientIdService;
  limiters: RateLimiters;
  requireSession: SessionMiddleware;
  firstScreens: FirstScreens;
}

export function createServices(base: ServerBase, settings: ServiceSettings = {}): Services {
  const now = settings.now ?? (() => new Date());
  const tokens = createAuthTokenService(base.database.db, { now });
  const logger = settings.logger ?? loggerFor(base.config);
  return {
    ...base,
    now,
    logger,
    errors: settings.errorReporter ?? noErrorReporter,
    tokens,
    otp: createOtpService(base.database.db, { sms: base.sms, now }),
    clientIds: createClientIdService(base.database.db, { secret: base.config.CLIENT_ID_SECRET }),
    limiters: createRateLimiters(settings.rateLimits, settings.rateLimitStore),
    requireSession: createSessionMiddleware(tokens),
    firstScreens: firstScreens(settings.firstScreen === undefined ? loadServerBundle(base.config.CLIENT_DIR) : settings.firstScreen, logger),
  };
}

/** Every resource's routes: each one a contract entry bound to its handler. */
export function endpointRoutes(services: Services): EndpointRoute[] {
  return [
    ...healthRoutes(services),
    ...smsOutboxRoutes(services),
    ...smsReceiptRoutes(services),
    ...currencyRoutes(services),
    ...productCategoryRoutes(services),
    ...packageFilterRoutes(services),
    ...productPackageRoutes(services),
    ...testimonialRoutes(services),
    ...promotionPositionRoutes(services),
    ...advisorRoutes(services),
    ...newsRoutes(services),
    ...blogRoutes(services),
    ...partnerRoutes(services),
    ...recruitmentRoutes(services),
    ...checkoutRoutes(services),
    ...locationRoutes(services),
    ...authRoutes(services),
    ...userProfileRoutes(services),
    ...geneTestRoutes(services),
    ...kidQuizRoutes(services),
    ...dietQuizRoutes(services),
    ...consultationRoutes(services),
    ...surveyRoutes(services),
  ];
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
        redis: { ...options.redis, warn: (message) => logger.warn(message) },
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
