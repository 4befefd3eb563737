import type { Context } from 'hono';
import type { Services } from '../../app-services';
import type { AppEnv } from '../../http/app-env';
import type { AuthSession } from '../../services/auth-tokens/auth-token-service';
import { tokenFromAuthorization } from '../../services/auth-tokens/auth-token-service';

/**
 * The caller's session on a route open to guests: the account of a valid `Authorization: Token`,
 * else none (a missing, unknown or expired token is a guest here, never a 401).
 */
export async function optionalSession(c: Context<AppEnv>, services: Services): Promise<AuthSession | null> {
  const key = tokenFromAuthorization(c.req.header('authorization'));
  return key ? services.tokens.authenticate(key) : null;
}
