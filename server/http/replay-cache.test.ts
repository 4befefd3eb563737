import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { authEndpoints } from '../../src/api/contract/auth';
import { urlOf } from '../../src/api/contract/endpoint';
import { userProfileEndpoints } from '../../src/api/contract/user-profile';
import { PUBLIC_CACHE_MAX_BYTES, createPublicCache, publicCacheOf } from './public-cache';
import { databaseKinds, useTestContext } from '../testing/test-context';
import { randomPhone, signIn } from '../testing/portal-calls';
import type { AppEnv } from './app-env';
import { createLogger } from './logger';
import { REPLAY_CACHE_MAX_BYTES, createReplayCache, declaredQueryOf, markReplayable, replayCacheOf } from './replay-cache';

/*
 * The fast lane (replay-cache.ts): a public read answered a moment ago is sent again, by the app's
 * first middleware, exactly as the whole app answered it, while the route says it still stands.
 */

const quiet = createLogger({ level: 'silent' });

/** Every header but the request's own id and the date, as a sorted list. */
const headersOf = (response: Response) =>
  [...response.headers.entries()].filter(([name]) => name !== 'x-request-id' && name !== 'date').sort(([a], [b]) => a.localeCompare(b));

describe('the replay cache on a small app', () => {
  function appWith(stillValid: () => boolean) {
    let calls = 0;
    const replays = createReplayCache({ logger: quiet, trustProxy: false });
    const app = new Hono<AppEnv>();
    app.use('*', replays.middleware);
    app.get('/marked/:id', (c) => {
      calls += 1;
      markReplayable(c, { stillValid, etag: '"v1"' });
      return c.json({ id: c.req.param('id'), calls }, 200, { ETag: '"v1"' });
    });
    app.get('/unmarked', (c) => {
      calls += 1;
      return c.json({ calls });
    });
    app.get('/cookie', (c) => {
      calls += 1;
      markReplayable(c, { stillValid });
      c.header('Set-Cookie', 'a=b');
      return c.json({ calls });
    });
    app.get('/missing', (c) => {
      calls += 1;
      markReplayable(c, { stillValid });
      return c.json({ calls }, 404);
    });
    return { app, replays, calls: () => calls };
  }

  it('answers a marked read again without running the app, with a fresh request id, while it stands', async () => {
    let valid = true;
    const { app, replays, calls } = appWith(() => valid);
    const first = await app.request('/marked/a');
    const again = await app.request('/marked/a');
    expect(await again.json()).toEqual(await first.json());
    expect(calls()).toBe(1);
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headersOf(again)).toEqual(headersOf(first));
    // Another path, another language or another encoding is another answer.
    await app.request('/marked/b');
    await app.request('/marked/a', { headers: { 'Accept-Language': 'vi' } });
    await app.request('/marked/a', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(calls()).toBe(4);
    expect(replays.size()).toBe(4);
    // 304 to If-None-Match from the record, without a body.
    const notModified = await app.request('/marked/a', { headers: { 'If-None-Match': '"v1"' } });
    expect([notModified.status, await notModified.text(), notModified.headers.get('etag'), notModified.headers.get('content-type')]).toEqual([304, '', '"v1"', null]);
    expect(calls()).toBe(4);
    // Once the route says it no longer stands, the app answers again (and records the new answer).
    valid = false;
    expect(((await (await app.request('/marked/a')).json()) as { calls: number }).calls).toBe(5);
    valid = true;
    expect(((await (await app.request('/marked/a')).json()) as { calls: number }).calls).toBe(5);
  });

  it('never replays what was not marked, an error, an answer that sets a cookie, or anything but GET', async () => {
    const { app, replays, calls } = appWith(() => true);
    for (let i = 0; i < 2; i++) {
      await app.request('/unmarked');
      await app.request('/cookie');
      await app.request('/missing');
      await app.request('/marked/p', { method: 'POST' });
    }
    expect(calls()).toBe(6);
    expect(replays.size()).toBe(0);
  });
});

describe.each(databaseKinds)('the fast lane of the app on %s', (kind) => {
  const ctx = useTestContext(kind);
  const G_INTEL = '/main/api/v1/product-packages/g-intel?include=sections,statistics,tested_traits,related_packages';

  it('sends a catalogue read again byte for byte and header for header as the whole app sent it', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'gzip, br' }] as Record<string, string>[]) {
      const full = await ctx.request(G_INTEL, { language: 'vi', headers });
      const replayed = await ctx.request(G_INTEL, { language: 'vi', headers });
      expect(replayed.status).toBe(200);
      expect(headersOf(replayed)).toEqual(headersOf(full));
      expect(Buffer.from(await replayed.arrayBuffer())).toEqual(Buffer.from(await full.arrayBuffer()));
      expect(replayed.headers.get('x-request-id')).not.toBe(full.headers.get('x-request-id'));
    }
    expect(replayCacheOf(ctx.services).size()).toBeGreaterThanOrEqual(2);
  });

  it('lets go of a replay as soon as the catalogue cache lets go of its answer', async () => {
    const read = async () => ((await (await ctx.request(G_INTEL, { language: 'en' })).json()) as { data: { name: string } }).data.name;
    const name = await read();
    // Replayed now: only the cache letting go of its answer can bring the change below.
    await read();
    const { db } = ctx.database;
    await db.execute(sql`update product_packages set name = jsonb_set(name, '{en}', '"Renamed"') where slug = 'g-intel'`);
    publicCacheOf(ctx.services).invalidate();
    expect(await read()).toBe('Renamed');
    await db.execute(sql`update product_packages set name = jsonb_set(name, '{en}', ${JSON.stringify(name)}::jsonb) where slug = 'g-intel'`);
    publicCacheOf(ctx.services).invalidate();
    expect(await read()).toBe(name);
  });

  it('never keeps a signed-in read: a token signed out is refused on the very next read', async () => {
    const before = replayCacheOf(ctx.services).size();
    const token = await signIn(ctx, randomPhone());
    const profile = urlOf(userProfileEndpoints.get);
    expect((await ctx.request(profile, { token })).status).toBe(200);
    expect((await ctx.request(profile, { token })).status).toBe(200);
    expect(replayCacheOf(ctx.services).size()).toBe(before);
    expect((await ctx.request(urlOf(authEndpoints.signout), { method: 'POST', token })).status).toBeLessThan(300);
    expect((await ctx.request(profile, { token })).status).toBe(401);
  });
});

describe('declaredQueryOf', () => {
  it('keeps only the declared parameters, sorted by name, as written', () => {
    const declared = new Set(['page', 'limit', 'include']);
    expect(declaredQueryOf('http://x/a?cb=1&page=2&limit=3', declared)).toBe('?limit=3&page=2');
    expect(declaredQueryOf('http://x/a?limit=3&page=2&utm_source=z', declared)).toBe('?limit=3&page=2');
    expect(declaredQueryOf('http://x/a?include=a%2Cb&include=c', declared)).toBe('?include=a%2Cb&include=c');
    expect(declaredQueryOf('http://x/a?cb=1', declared)).toBe('');
    expect(declaredQueryOf('http://x/a', declared)).toBe('');
    expect(declaredQueryOf('http://x/a?pag%65=1&%E0%A4%A=2', declared)).toBe('?pag%65=1');
    expect(declaredQueryOf('http://x/a?page=1', new Set())).toBe('');
  });
});

/*
 * Issue 22 §8: cache-busting query strings grew the server by 500-600 MB over 2,500 requests,
 * because the fast lane and the public cache keyed on the whole query. Now both key on the
 * parameters the contract entry declares, and both are bounded by bytes. Measured on the caches'
 * own byte counts (deterministic), not on the process's resident memory.
 */
describe.each(databaseKinds)('junk queries on %s (issue 22 §8)', (kind) => {
  const ctx = useTestContext(kind);
  const PACKAGES = '/main/api/v1/product-packages';
  /** The stated bound: both caches' defaults together (32 MiB each). */
  const BOUND = REPLAY_CACHE_MAX_BYTES + PUBLIC_CACHE_MAX_BYTES;

  it('5,000 distinct cache-busters add one record to each cache and nothing more', async () => {
    const replays = replayCacheOf(ctx.services);
    const catalogue = publicCacheOf(ctx.services);
    const first = await ctx.request(`${PACKAGES}?limit=2`);
    expect(first.status).toBe(200);
    const body = await first.text();
    const [replayBytes, catalogueBytes] = [replays.bytes(), catalogue.bytes()];
    expect(replayBytes).toBeGreaterThan(body.length);
    for (let index = 0; index < 5000; index += 1) {
      const response = await ctx.request(`${PACKAGES}?cb=${index}&limit=2&_=${index * 7}`);
      expect(response.status).toBe(200);
      if (index % 1000 === 0) expect(await response.text()).toBe(body);
    }
    expect(replays.bytes()).toBe(replayBytes);
    expect(catalogue.bytes()).toBe(catalogueBytes);
    expect(replays.bytes() + catalogue.bytes()).toBeLessThan(BOUND);
  });

  it('5,000 distinct values of declared parameters stay within the caches’ byte bounds', async () => {
    const replays = createReplayCache({ logger: quiet, trustProxy: false, maxBytes: 256 * 1024 });
    // A still clock: the data's version is read once (this test is about the bounds, not the version).
    const catalogue = createPublicCache(ctx.database.db, { maxBytes: 256 * 1024, maxEntries: 100_000, checkIntervalMs: 60_000, now: () => 0 });
    const app = new Hono<AppEnv>();
    app.use('*', replays.middleware);
    app.get('/search', catalogue.middlewareFor(['search']), (c) => c.json({ search: c.req.query('search'), padding: 'x'.repeat(800) }));
    let heaviest = 0;
    for (let index = 0; index < 5000; index += 1) {
      expect((await app.request(`/search?search=junk${index}`)).status).toBe(200);
      heaviest = Math.max(heaviest, replays.bytes(), catalogue.bytes());
    }
    expect(heaviest).toBeLessThanOrEqual(256 * 1024);
    // The latest answers are kept, the oldest let go.
    expect(replays.size()).toBeGreaterThan(10);
    expect(replays.size()).toBeLessThan(5000);
    expect(catalogue.size()).toBeLessThan(5000);
  });
});
