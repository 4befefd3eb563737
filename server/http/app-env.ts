import type { Language } from '../i18n/server-i18n';
import type { AuthSession } from '../services/auth-tokens/auth-token-service';

/** Values every request carries through the Hono context. */
export interface AppEnv {
  Variables: {
    language: Language;
    /** Rate-limit key of the caller (see client-address.ts). */
    clientAddress: string;
    /** The signed-in caller, set by the session check of `security: 'token'` endpoints (session.ts). */
    session?: AuthSession;
  };
}
