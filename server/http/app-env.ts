import type { Language } from '../i18n/server-i18n';

/** Values every request carries through the Hono context. */
export interface AppEnv {
  Variables: {
    language: Language;
    /** Rate-limit key of the caller (see client-address.ts). */
    clientAddress: string;
  };
}
