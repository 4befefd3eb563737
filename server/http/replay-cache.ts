import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv, Replayable } from './app-env';
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

export type { Replayable } from './app-env';

/**
 * The query of a URL with only the `declared` parameters, sorted by name (stable: repeated ones
 * keep their order), as it is written in the URL (no decoding): `?limit=2&page=1`, or '' for none.
 */
export function declaredQueryOf(url: string, declared: ReadonlySet<string>): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0 || declared.size === 0) return '';
  const kept: Array<{ name: string; part: string }> = [];
  for (const part of url.slice(queryAt + 1).split('&')) {
    const equals = part.indexOf('=');
    const raw = equals < 0 ? part : part.slice(0, equals);
    let name: string;
    try {
      name = decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      name = raw;
    }
    if (declared.has(name)) kept.push({ name, part });
  }
  if (kept.length === 0) return '';
  kept.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return `?${kept.map(({ part }) => part).join('&')}`;
}

/** What a record weighs: its bytes, its headers and its key (UTF-16 strings counted two bytes a character). */
function weightOf(key: string, record: { body: Uint8Array; headers: { [name: string]: string }; notModifiedHeaders: { [name: string]: string } }): number {
  let weight = record.body.byteLength + key.length * 2 + 256;
  for (const [name, value] of Object.entries(record.headers)) weight += (name.length + value.length) * 2;
  for (const [name, value] of Object.entries(record.notModifiedHeaders)) weight += (name.length + value.length) * 2;
  return weight;
}

interface Recorded {
  /** What it weighs in memory (weightOf). */
  weight: number;
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
  /** What the records kept now weigh, in bytes (their bodies, headers and keys). */
  bytes: () => number;
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

/** The key of a request: its choice of gzip, its Accept-Language, its path, and its query (only the parameters in `declared`, when known). */
function keyOf(c: Context, declared: ReadonlySet<string> | undefined): string {
  const url = c.req.url;
  const queryAt = url.indexOf('?');
  const query = declared ? declaredQueryOf(url, declared) : queryAt < 0 ? '' : url.slice(queryAt);
  return `${takesGzip(headerOf(c, 'accept-encoding')) ? 'gzip' : '-'}\n${headerOf(c, 'accept-language') ?? ''}\n${c.req.path}${query}`;
}

/** Default bounds: records kept at most, and what they may weigh together (issue 22 §8: bounded by bytes, not entries alone). */
export const REPLAY_CACHE_MAX_ENTRIES = 2000;
export const REPLAY_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export function createReplayCache(options: { logger: Logger; trustProxy: boolean; maxEntries?: number; maxBytes?: number }): ReplayCache {
  const { logger, trustProxy } = options;
  const maxEntries = options.maxEntries ?? REPLAY_CACHE_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? REPLAY_CACHE_MAX_BYTES;
  const records = new Map<string, Recorded>();
  let bytes = 0;
  /** The declared query parameters of each path that has a record (learnt when it is recorded; dropped with its last record). */
  const declaredByPath = new Map<string, { names: ReadonlySet<string>; records: number }>();

  function drop(key: string): void {
    const record = records.get(key);
    if (!record) return;
    records.delete(key);
    bytes -= record.weight;
    const path = pathOfKey(key);
    const declared = declaredByPath.get(path);
    if (declared && --declared.records <= 0) declaredByPath.delete(path);
  }

  function keep(key: string, record: Recorded, path: string, names: ReadonlySet<string>): void {
    drop(key);
    // An answer heavier than a quarter of the budget is not kept (it would push out everything else).
    if (record.weight > maxBytes / 4) return;
    records.set(key, record);
    bytes += record.weight;
    const declared = declaredByPath.get(path);
    if (declared) declared.records += 1;
    else declaredByPath.set(path, { names, records: 1 });
    while (records.size > maxEntries || bytes > maxBytes) {
      const oldest = records.keys().next();
      if (oldest.done) break;
      drop(oldest.value);
    }
  }

  async function replay(c: Context<AppEnv>, key: string, record: Recorded): Promise<Response | null> {
    const stands = record.replayable.stillValid();
    if (!(stands === true || (stands !== false && (await stands)))) {
      if (records.get(key) === record) drop(key);
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
    const key = keyOf(c, declaredByPath.get(c.req.path)?.names);
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
    // Recorded under the key of the parameters the route declared, whatever else the request carried.
    const names = new Set(replayable.query ?? []);
    const recordKey = keyOf(c, names);
    const answered = { body, status: c.res.status, headers, notModifiedHeaders, replayable };
    keep(recordKey, { ...answered, weight: weightOf(recordKey, answered) }, c.req.path, names);
  };

  return {
    middleware,
    clear: () => {
      records.clear();
      declaredByPath.clear();
      bytes = 0;
    },
    size: () => records.size,
    bytes: () => bytes,
  };
}

/** The path of a key (keyOf): after the second line break, before the query. */
function pathOfKey(key: string): string {
  const afterHeaders = key.slice(key.indexOf('\n', key.indexOf('\n') + 1) + 1);
  const queryAt = afterHeaders.indexOf('?');
  return queryAt < 0 ? afterHeaders : afterHeaders.slice(0, queryAt);
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
