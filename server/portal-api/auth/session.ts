import type { MiddlewareHandler } from 'hono';
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import type { AuthSession, AuthTokenService } from '../../services/auth-tokens/auth-token-service';
import { tokenFromAuthorization } from '../../services/auth-tokens/auth-token-service';

/** What a signed-in route's handler can read: `c.get('session')`. */
export interface SessionEnv {
  Variables: { session: AuthSession };
}

export type SessionMiddleware = MiddlewareHandler<SessionEnv>;

/**
 * `Authorization: Token <key>` -> the caller's session. Runs before the route's validators, so a
 * request without a valid token is answered 401 (which the client turns into a sign-out) whatever
 * its body.
 */
export function createSessionMiddleware(tokens: AuthTokenService): SessionMiddleware {
  return async (c, next) => {
    const key = tokenFromAuthorization(c.req.header('authorization'));
    const session = key ? await tokens.authenticate(key) : null;
    if (!session) throw new HttpError(401, 'unauthorized', { headers: { 'WWW-Authenticate': 'Token' } });
    c.set('session', session);
    await next();
  };
}

/** A route declaration with the session check in front of it. */
export function withSession<R extends RouteConfig>(route: R, requireSession: SessionMiddleware): R & { middleware: SessionMiddleware } {
  return { ...route, middleware: requireSession };
}

/** The OpenAPI `security` of a signed-in route. */
export const tokenSecurity = [{ Token: [] }];

export function registerTokenSecurityScheme(api: OpenAPIHono<AppEnv>): void {
  api.openAPIRegistry.registerComponent('securitySchemes', 'Token', {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'The word Token, a space, and the key from POST /portal/api/v1/mobile-auth/signin/otp-verify/ (data.key).',
  });
}

/** The connecting address, for per-IP limits; app.request() in tests has no socket: 'unknown'. */
