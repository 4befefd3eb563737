/**
 * A request a service refuses, said in the domain's terms: what kind of refusal it is, the code
 * the client reads, and what the message needs. Services throw it and never speak HTTP (lint keeps
 * Hono and `server/http` out of `*.service.ts`); the app's error handler (`server/app.ts`) gives it
 * its status and localised body (`refusalToHttp` in `server/http/errors.ts`).
 *
 *   invalid    the input breaks a rule (400)
 *   not_found  the thing asked for is not there, or not the caller's (404)
 *   conflict   the request contradicts what is stored (409)
 *   limited    too many requests for now; retryAfterSeconds says when to try again (429)
 */
export type RefusalKind = 'invalid' | 'not_found' | 'conflict' | 'limited';

export interface RefusalOptions {
  /** i18n key under the server's errors namespace; defaults to the code. */
  messageKey?: string;
  params?: Record<string, string | number>;
  /** Field (wire name) → localised problem, for a form to show beside its fields. */
  fields?: Record<string, string>;
  /** For `limited`: seconds until a new try can succeed (the Retry-After header). */
  retryAfterSeconds?: number;
}

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    readonly options: RefusalOptions = {},
  ) {
    super(code);
    this.name = 'Refusal';
  }
}

export function isRefusal(error: unknown, kind?: RefusalKind, messageKey?: string): error is Refusal {
  return error instanceof Refusal && (kind === undefined || error.kind === kind) && (messageKey === undefined || error.options.messageKey === messageKey);
}
