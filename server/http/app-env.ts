import type { Logger } from 'pino';
import type { Language } from '../i18n/server-i18n';
import type { AuthSession } from '../services/auth-tokens/auth-token-service';

/** Values every request carries through the Hono context. */
export interface AppEnv {
  Variables: {
    language: Language;
    /** This request's id, also its X-Request-Id response header (logger.ts). */
    requestId: string;
    /** The server's logger, carrying this request's id. */
    logger: Logger;
    /** Rate-limit key of the caller, worked out on first use (read it with clientAddressOf, client-address.ts). */
    clientAddress: () => string;
    /** The signed-in caller, set by the session check of `security: 'token'` endpoints (session.ts). */
    session?: AuthSession;
    /** Set by a route whose answer the app's first middleware may replay (replay-cache.ts). */
    replayable?: Replayable;
  };
}

/** What a route marks as replayable (replay-cache.ts): the app's first middleware may replay its answer. */
export interface Replayable {
  /** Whether the recorded answer still stands; asked before each replay. */
  stillValid: () => boolean | Promise<boolean>;
  /** The representation's ETag, for If-None-Match (none: never 304). */
  etag?: string;
  /**
   * The wire names of the query parameters the answer depends on: those its contract entry
   * declares (issue 22 §8). Any other parameter (a cache-buster, a tracker's) is left out of the
   * record's key, so it cannot make the cache grow. None: the answer depends on no parameter.
   */
  query?: readonly string[];
}
