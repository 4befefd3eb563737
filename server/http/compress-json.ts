import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptsGzip } from './replay-cache';

/** JSON answers at least this large go gzipped to a client that takes it; smaller ones gain nothing. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Gzip (Node's zlib) for the APIs' JSON answers of COMPRESS_FROM_BYTES or more, when the client
 * takes gzip (Accept-Encoding, q > 0). An answer already encoded (the public cache keeps its own
 * gzipped copy), a 204/304, a HEAD and anything that is not JSON pass as they are; a compressed
 * answer says Vary: Accept-Encoding.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (c.req.method === 'HEAD' || response.status === 204 || response.status === 304 || response.headers.has('content-encoding')) return;
    // Not read at all for a client that takes no gzip (these answers are no-store: no cache keeps them by Vary).
    if (!acceptsGzip(c.req.header('accept-encoding'))) return;
    if (!/^application\/(problem\+)?json\b/i.test(response.headers.get('content-type') ?? '')) return;
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    if (body.byteLength < COMPRESS_FROM_BYTES) {
      c.res = new Response(body, { status: response.status, headers });
      return;
    }
    const vary = headers.get('vary');
    if (!vary || !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    headers.set('content-encoding', 'gzip');
    headers.delete('content-length');
    c.res = new Response(new Uint8Array(gzipSync(body)), { status: response.status, headers });
  };
}
