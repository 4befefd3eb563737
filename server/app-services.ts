import type { Config } from './config/config';
import type { Database } from './db/client';
import type { EndpointRoute } from './http/endpoint-routes';
import { noErrorReporter } from './http/error-reporting';
import type { ErrorReporter } from './http/error-reporting';
import { loggerFor } from './http/logger';
import type { Logger } from './http/logger';
import { createSessionMiddleware } from './http/session';
import type { SessionMiddleware } from './http/session';
import { firstScreens, loadServerBundle } from './system/app-page/first-screen';
import type { FirstScreens } from './system/app-page/first-screen';
import type { RenderFirstScreen } from '../src/api/contract/first-screen';
import { createAuthTokenService } from './services/auth-tokens/auth-token-service';
import type { AuthTokenService } from './services/auth-tokens/auth-token-service';
import { createClientIdService } from './services/merge/client-id';
import type { ClientIdService } from './services/merge/client-id';
import { createOtpService } from './services/otp/otp-service';
import type { OtpService } from './services/otp/otp-service';
import { createRateLimiters } from './services/rate-limit/rate-limit';
import type { RateLimit, RateLimitName, RateLimiters } from './services/rate-limit/rate-limit';
import type { RateLimitStore } from './services/rate-limit/rate-limit-store';
import type { SmsService } from './services/sms/sms-service';

/*
 * The services every handler shares (`Services`), built once per app by createServices. Handlers
 * and slices import this module, never the composition root (composition-root.ts), which imports
 * them all: so no slice sits in an import circle with the root.
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
  // PGlite answers one query at a time; a PostgreSQL server takes several token lookups at once
  // (each a batch of tokens), with half the pool left for the requests' other queries.
  const concurrentLookups = base.database.kind === 'pglite' ? 1 : Math.max(1, Math.floor(base.config.DATABASE_POOL_MAX / 2));
  const tokens = createAuthTokenService(base.database.db, { now, concurrentLookups });
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

/** A slice of the API: its contract entries bound to its handlers, on the app's services. */
export type Slice = (services: Services) => EndpointRoute[];
