import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { HttpError } from './errors';
import type { AuthTokenService } from '../services/auth-tokens/auth-token-service';
import { tokenFromAuthorization } from '../services/auth-tokens/auth-token-service';

export type SessionMiddleware = MiddlewareHandler<AppEnv>;

/**
 * `Authorization: Token <key>` -> the caller's session (`c.get('session')`). It runs before the
 * endpoint's input is read, so a request without a valid token is answered 401 (which the client
 * turns into a sign-out) whatever its body.
 */
export function createSessionMiddleware(tokens: AuthTokenService): SessionMiddleware {
  return async (c, next) => {
    const key = tokenFromAuthorization(c.req.header('authorization'));
    const session = key ? await tokens.authenticate(key) : null;
    if (!session) throw unauthorized();
    c.set('session', session);
    await next();
  };
}

export function unauthorized(): HttpError {
  return new HttpError(401, 'unauthorized', { headers: { 'WWW-Authenticate': 'Token' } });
}

/** The OpenAPI security scheme of `security: 'token'` endpoints. */
export const tokenSecurityScheme = {
  type: 'apiKey',
  in: 'header',
  name: 'Authorization',
  description: 'The word Token, a space, and the key from POST /portal/api/v1/mobile-auth/signin/otp-verify/ (data.key).',
} as const;
