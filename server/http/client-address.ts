import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Who is calling, for per-client rate limits: the socket's address, or, behind one reverse proxy
 * that we trust (TRUST_PROXY=true), the LAST address of X-Forwarded-For: the one our proxy
 * appended. Earlier entries come from the caller and could be anything, and without a trusted
 * proxy the header is ignored altogether: a caller must not choose its own rate-limit key.
 */
export function clientAddressMiddleware(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    c.set('clientAddress', resolveAddress(c, trustProxy));
    await next();
  };
}

function resolveAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

export function clientAddressOf(c: Context): string {
  const address: unknown = c.get('clientAddress');
  return typeof address === 'string' ? address : 'unknown';
}
