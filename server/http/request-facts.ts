import type { Context } from 'hono';
import type { Language } from '../i18n/server-i18n';
import { headerClientOf } from './client-checks';
import type { AppEnv } from './app-env';
import { clientAddressOf } from './client-address';
import { languageOf } from './errors';

/**
 * What a service may know of the request, as plain values: handlers read them off Hono's context
 * (requestOf) and pass them on, so no service takes a Context (eslint.config.js: no service file
 * imports hono).
 */
export interface RequestFacts {
  /** The answer's language (Accept-Language). */
  language: Language;
  /** The caller's rate-limit key (client-address.ts). */
  ip: string;
  /** The Authorization header as sent. */
  authorization: string | undefined;
  /** The anonymous client id of a well-formed User-Client-Id header, or null. */
  clientId: string | null;
}

export function requestOf(c: Context<AppEnv>): RequestFacts {
  return { language: languageOf(c), ip: clientAddressOf(c), authorization: c.req.header('authorization'), clientId: headerClientOf(c) };
}
