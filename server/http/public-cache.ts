import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { fullPathOf } from '../../src/api/contract/endpoint';
import type { Services } from '../app-services';
import type { Db } from '../db/client';
import type { AppEnv } from './app-env';
import type { EndpointRoute } from './endpoint-routes';
import { languageOf } from './errors';
import { acceptsGzip, declaredQueryOf, etagMatches, markReplayable } from './replay-cache';
import { toWireName } from '../../src/api/contract/wire-names';
import { isLanguage } from '../i18n/server-i18n';
import { readCatalogueVersion } from '../services/public-cache/catalogue-version';

export { acceptsGzip, etagMatches };

const declaredQuery = (declared: ReadonlySet<string>): readonly string[] => [...declared];

/*
 * The cache of the public catalogue and content reads (server/main-api/*): each 200 answer is kept
 * in this process, keyed by its path, its query and the language of its texts, and served again
 * until the data changes. The data's version is a counter in app_meta (catalogue-version.ts) that
 * every change bumps; the cache reads it at most once per `checkIntervalMs` (one query shared by
 * the requests of that moment) and lets go of every answer when it moved, so every instance on
 * the database sees a change within that interval. Answers also expire after `maxAgeMs` (the
 * current banner of a promotion position changes with time alone).
 *
 * Each answer carries a strong ETag (a hash of its bytes) and Cache-Control for browsers and a
 * CDN; a request whose If-None-Match names the current ETag gets 304 Not Modified, no body.
 */

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export interface PublicCacheOptions {
  /** How often the data's version is read, at most (ms). */
  checkIntervalMs?: number;
  /** How long an answer is kept at most (ms). */
  maxAgeMs?: number;
  /** Answers kept at most; the least recently used goes first. */
  maxEntries?: number;
  /** What the answers kept may weigh together, in bytes (their bodies, gzipped copies and keys); the least recently used goes first. */
  maxBytes?: number;
  /** The clock (ms). */
  now?: () => number;
}

interface Entry {
  /** The answer's bytes, encoded once. */
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The same gzipped, made once (none for a small answer), with an ETag of its own (another representation). */
  gzip: { body: Uint8Array<ArrayBuffer>; etag: string } | null;
  contentType: string;
  version: number;
  storedAt: number;
  /** What it weighs in memory: its bytes, its gzipped copy and its key. */
  weight: number;
}

/** Default bounds of the cache (issue 22 §8: by bytes, not by entries alone). */
export const PUBLIC_CACHE_MAX_ENTRIES = 1000;
export const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Answers at least this large are also kept gzipped, for clients that take it. */
const GZIP_FROM_BYTES = 1024;

const tagOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url').slice(0, 32);

/** Bodies larger than this are answered but not kept. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

export interface PublicCache {
  /** The middleware that answers from the cache, or stores what the route answers, keyed on no query parameter. */
  middleware: MiddlewareHandler<AppEnv>;
  /**
   * The same for one route, keyed on the query parameters its contract entry declares (their wire
   * names): every other parameter (a cache-buster) is left out of the key, as the route itself ignores it.
   */
  middlewareFor: (declaredQuery: readonly string[]) => MiddlewareHandler<AppEnv>;
  /** What the answers kept now weigh, in bytes. */
  bytes: () => number;
  /** Forgets every answer (a write in this process; other instances follow the version). */
  invalidate: () => void;
  /** Answers kept now. */
  size: () => number;
  /** The data's version (read at most every check interval; null when it cannot be read). */
  version: () => Promise<number | null>;
}

export function createPublicCache(db: Db, options: PublicCacheOptions = {}): PublicCache {
  const checkIntervalMs = options.checkIntervalMs ?? 250;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxEntries = options.maxEntries ?? PUBLIC_CACHE_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? PUBLIC_CACHE_MAX_BYTES;
  let bytes = 0;
  // Read at each call (not captured here), so a test's simulated Date moves it too.
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, Entry>();
  let version: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<number> | null = null;

  /** The data's version, read again once the interval has passed; null when it cannot be read (answers are then not kept). */
  async function currentVersion(): Promise<number | null> {
    if (version !== null && now() - checkedAt < checkIntervalMs) return version;
    pending ??= readCatalogueVersion(db).finally(() => {
      pending = null;
    });
    try {
      const read = await pending;
      if (read !== version) clear();
      version = read;
      checkedAt = now();
      return read;
    } catch {
      return null;
    }
  }

  /** Whether the answer kept under `key` is still `entry` and still current (the app's fast lane asks before each replay). */
  function holds(key: string, entry: Entry, current: number | null): boolean {
    return entries.get(key) === entry && current !== null && entry.version === current && now() - entry.storedAt < maxAgeMs;
  }
  function stands(key: string, entry: Entry): boolean | Promise<boolean> {
    // Within the check interval the version is known: answered at once, without a promise.
    if (version !== null && now() - checkedAt < checkIntervalMs) return holds(key, entry, version);
    return currentVersion().then((current) => holds(key, entry, current));
  }

  function answer(c: Context<AppEnv>, key: string, entry: Entry, query: readonly string[]): Response {
    const gzip = entry.gzip && acceptsGzip(c.req.header('accept-encoding')) ? entry.gzip : null;
    const etag = gzip?.etag ?? entry.etag;
    markReplayable(c, { etag, query, stillValid: () => stands(key, entry) });
    const headers: Record<string, string> = { ETag: etag, 'Cache-Control': PUBLIC_CACHE_CONTROL, Vary: entry.gzip ? 'Accept-Language, Accept-Encoding' : 'Accept-Language' };
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    if (gzip) headers['Content-Encoding'] = 'gzip';
    return c.body(gzip?.body ?? entry.body, 200, { ...headers, 'Content-Type': entry.contentType });
  }

  function clear(): void {
    entries.clear();
    bytes = 0;
  }

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.weight;
  }

  function keep(key: string, entry: Entry): void {
    drop(key);
    entries.set(key, entry);
    bytes += entry.weight;
    while (entries.size > maxEntries || bytes > maxBytes) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      drop(oldest.value);
    }
  }

  const middlewareFor = (declaredQuery: readonly string[]): MiddlewareHandler<AppEnv> => {
    const declared = new Set(declaredQuery);
    return (c, next) => cached(c, next, declared);
  };

  const cached = async (c: Context<AppEnv>, next: Next, declared: ReadonlySet<string>) => {
    // `lang` picks the texts' language over Accept-Language (and so Content-Language and error messages).
    const lang = c.req.query('lang');
    if (isLanguage(lang)) c.set('language', lang);
    const query = declaredQueryOf(c.req.url, declared);
    const key = `${languageOf(c)} ${c.req.path}${query}`;
    const replayable = { query: declaredQuery(declared) };
    const current = await currentVersion();
    const hit = entries.get(key);
    if (hit && current !== null && hit.version === current && now() - hit.storedAt < maxAgeMs) {
      keep(key, hit);
      return answer(c, key, hit, replayable.query);
    }
    await next();
    if (c.res.status !== 200 || current === null) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    const gzipped = body.byteLength >= GZIP_FROM_BYTES ? new Uint8Array(gzipSync(body)) : null;
    const entry: Entry = {
      body,
      etag: `"${tagOf(body)}"`,
      gzip: gzipped ? { body: gzipped, etag: `"${tagOf(body)}-gzip"` } : null,
      contentType: c.res.headers.get('content-type') ?? 'application/json',
      version: current,
      storedAt: now(),
      weight: body.byteLength + (gzipped?.byteLength ?? 0) + key.length * 2 + 256,
    };
    if (body.byteLength <= MAX_ENTRY_BYTES && entry.weight <= maxBytes / 4) keep(key, entry);
    c.res = answer(c, key, entry, replayable.query);
  };
  const middleware = middlewareFor([]);

  return {
    middleware,
    middlewareFor,
    invalidate: () => {
      clear();
      checkedAt = Number.NEGATIVE_INFINITY;
    },
    size: () => entries.size,
    bytes: () => bytes,
    version: currentVersion,
  };
}

/** One cache per app (per Services), shared by every public read. */
const caches = new WeakMap<Services, PublicCache>();

export function publicCacheOf(services: Services): PublicCache {
  let cache = caches.get(services);
  if (!cache) {
    cache = createPublicCache(services.database.db);
    caches.set(services, cache);
  }
  return cache;
}

/** Routes whose GET answers go through the app's public cache. */
export function cachedRoutes(services: Services, routes: EndpointRoute[]): EndpointRoute[] {
  const cache = publicCacheOf(services);
  return routes.map((route) => ({
    entry: route.entry,
    mount(app, options) {
      // Keyed on the query parameters the entry declares (issue 22 §8), by their wire names.
      const declared = Object.keys(route.entry.request?.query?.shape ?? {}).map(toWireName);
      if (route.entry.method === 'get') app.get(fullPathOf(route.entry).replace(/\{(\w+)\}/g, ':$1'), cache.middlewareFor(declared));
      route.mount(app, options);
    },
  }));
}
