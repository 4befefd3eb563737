import type { Logger } from 'pino';
import type { Language } from '../i18n/server-i18n';
import type { AuthSession } from '../services/auth-tokens/auth-token-service';
import type { Replayable } from './replay-cache';

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
