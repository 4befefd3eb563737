import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';
import { requestIdFor } from './logger';

/*
 * The fast lane of the public reads (issue 12). An answer that a route marks replayable (the
 * public catalogue cache's answers, the health check's reading of the second) is recorded here as
 * it finally left the app: its bytes and every header the middleware added (security headers,
 * Cache-Control, Content-Language, Vary, ETag, Content-Encoding). The same request again (same
 * path and query, same Accept-Language, same choice of gzip) is answered from that record by the
 * first middleware of the app, before the rest runs, with a fresh X-Request-Id, for as long as the
 * route's own check says the answer still stands (the catalogue's version and the answer's age;
 * the health reading's second). Nothing signed in is ever replayable: only routes without a
 * session mark their answers, and the record holds no cookie.
 *
 * A replayed answer is the same answer: the test compares every header and byte with the full
 * path's. Requests answered here are logged at debug level, as static files are.
 */

export interface Replayable {
  /** Whether the recorded answer still stands; asked before each replay. */
  stillValid: () => boolean | Promise<boolean>;
  /** The representation's ETag, for If-None-Match (none: never 304). */
  etag?: string;
}

interface Recorded {
  body: Uint8Array<ArrayBuffer>;
  status: number;
  /** A plain object: the Node adapter writes it as it is, without building Fetch Headers. */
  headers: { [name: string]: string };
  /** The same headers without the body's (a 304's). */
  notModifiedHeaders: { [name: string]: string };
  replayable: Replayable;
}

/** Headers that are the request's own or the connection's (HSTS: its scheme's, security-headers.ts): never replayed. */
const NOT_REPLAYED = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'set-cookie', 'strict-transport-security']);
const BODY_HEADERS = new Set(['content-type', 'content-encoding', 'content-length']);

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 says for If-None-Match). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Whether Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip') return false;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export interface ReplayCache {
  /** The app's first middleware: answers a recorded request, or records what the app answers when it was marked. */
  middleware: MiddlewareHandler<AppEnv>;
  /** Forgets every record. */
  clear: () => void;
  /** Records kept now. */
  size: () => number;
}

/** A route's mark: this answer may be replayed while `stillValid()` says so. */
export function markReplayable(c: Context<AppEnv>, replayable: Replayable): void {
  c.set('replayable', replayable);
}

/** acceptsGzip per Accept-Encoding value seen (browsers send a handful of values): parsed once each. */
const gzipByHeader = new Map<string, boolean>();
function takesGzip(acceptEncoding: string | undefined): boolean {
  if (acceptEncoding === undefined) return false;
  let takes = gzipByHeader.get(acceptEncoding);
  if (takes === undefined) {
    takes = acceptsGzip(acceptEncoding);
    if (gzipByHeader.size >= 256) gzipByHeader.clear();
    gzipByHeader.set(acceptEncoding, takes);
  }
  return takes;
}

/**
 * A request header, read from Node's own parsed headers when the request came through the Node
 * server (asking the Fetch request for one builds a whole Headers object first); from the Fetch
 * request otherwise (app.request() in tests).
 */
function headerOf(c: Context, name: 'accept-encoding' | 'accept-language' | 'if-none-match'): string | undefined {
  const incoming = (c.env as { incoming?: { headers?: { [header: string]: string | string[] | undefined } } } | undefined)?.incoming;
  if (!incoming?.headers) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function keyOf(c: Context): string {
  const url = c.req.url;
  const queryAt = url.indexOf('?');
  return `${takesGzip(headerOf(c, 'accept-encoding')) ? 'gzip' : '-'}\n${headerOf(c, 'accept-language') ?? ''}\n${c.req.path}${queryAt < 0 ? '' : url.slice(queryAt)}`;
}

export function createReplayCache(options: { logger: Logger; trustProxy: boolean; maxEntries?: number }): ReplayCache {
  const { logger, trustProxy } = options;
  const maxEntries = options.maxEntries ?? 2000;
  const records = new Map<string, Recorded>();

  function keep(key: string, record: Recorded): void {
    records.delete(key);
    records.set(key, record);
    while (records.size > maxEntries) {
      const oldest = records.keys().next();
      if (oldest.done) break;
      records.delete(oldest.value);
    }
  }

  async function replay(c: Context<AppEnv>, key: string, record: Recorded): Promise<Response | null> {
    const stands = record.replayable.stillValid();
    if (!(stands === true || (stands !== false && (await stands)))) {
      if (records.get(key) === record) records.delete(key);
      return null;
    }
    const requestId = requestIdFor(c, trustProxy);
    const notModified = record.replayable.etag !== undefined && etagMatches(headerOf(c, 'if-none-match'), record.replayable.etag);
    const headers = notModified ? record.notModifiedHeaders : record.headers;
    if (logger.isLevelEnabled('debug')) logger.debug({ request_id: requestId, method: c.req.method, path: c.req.path, status: notModified ? 304 : record.status, replayed: true }, 'request');
    // Plain headers and bytes: the Node adapter writes them without building Fetch objects.
    return new Response(notModified ? null : record.body, { status: notModified ? 304 : record.status, headers: { ...headers, 'x-request-id': requestId } });
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const key = keyOf(c);
    const record = records.get(key);
    if (record) {
      const answer = await replay(c, key, record);
      if (answer) return answer;
    }
    await next();
    const replayable = c.get('replayable');
    if (!replayable || c.res.status !== 200 || c.res.headers.has('set-cookie')) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    const headers: { [name: string]: string } = {};
    const notModifiedHeaders: { [name: string]: string } = {};
    c.res.headers.forEach((value, name) => {
      if (NOT_REPLAYED.has(name)) return;
      headers[name] = value;
      if (!BODY_HEADERS.has(name)) notModifiedHeaders[name] = value;
    });
    keep(key, { body, status: c.res.status, headers, notModifiedHeaders, replayable });
  };

  return { middleware, clear: () => records.clear(), size: () => records.size };
}

/** One fast lane per app (per Services). */
const caches = new WeakMap<object, ReplayCache>();

export function replayCacheOf(services: { logger: Logger; config: { TRUST_PROXY: boolean } }): ReplayCache {
  let cache = caches.get(services);
  if (!cache) {
    cache = createReplayCache({ logger: services.logger, trustProxy: services.config.TRUST_PROXY });
    caches.set(services, cache);
  }
  return cache;
}
