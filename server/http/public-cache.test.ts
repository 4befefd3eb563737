import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { assembleApp } from '../composition-root';
import { productPackages } from '../db/schema';
import type { AppEnv } from './app-env';
import { demoCatalogue } from '../seed/catalogue';
import { loadCatalogue } from '../seed/catalogue/load';
import { seedDemoData } from '../seed/seed';
import { simulatedClock } from '../testing/simulated-clock';
import type { SimulatedClock } from '../testing/simulated-clock';
import { databaseKinds, requestApp, useTestContext } from '../testing/test-context';
import { readCatalogueVersion } from '../services/public-cache/catalogue-version';
import { PUBLIC_CACHE_CONTROL, acceptsGzip, createPublicCache, etagMatches, publicCacheOf } from './public-cache';

const PACKAGES = '/main/api/v1/product-packages?include=related_packages';
const G_INTEL = '/main/api/v1/product-packages/g-intel';
/** The app's clock (Date alone is simulated: timers and the database drivers run as usual). */
let clock: SimulatedClock | null = null;
beforeAll(() => {
  clock = simulatedClock(new Date());
});
afterAll(() => clock?.restore());
/** Longer than the cache's interval between two reads of the data's version: the clock moves, nothing sleeps. */
const afterCheckInterval = () => clock?.advance(300);

describe('etagMatches', () => {
  it('compares weakly, in a list, and * matches anything', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding, q=0 refusing', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe.each(databaseKinds)('the public cache on %s', (kind) => {
  const ctx = useTestContext(kind);

  it('answers with a strong ETag, Cache-Control for a CDN and Vary, and 304 to If-None-Match', async () => {
    const first = await ctx.request(PACKAGES, { language: 'vi' });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.get('vary')).toContain('Accept-Language');
    expect(first.headers.get('content-language')).toBe('vi');
    const body = await first.text();

    const again = await ctx.request(PACKAGES, { language: 'vi' });
    expect([again.status, again.headers.get('etag'), await again.text()]).toEqual([200, etag, body]);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const notModified = await ctx.request(PACKAGES, { language: 'vi', headers: { 'If-None-Match': ifNoneMatch } });
      expect(notModified.status).toBe(304);
      expect(await notModified.text()).toBe('');
      expect(notModified.headers.get('etag')).toBe(etag);
      expect(notModified.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    }
    const changed = await ctx.request(PACKAGES, { language: 'vi', headers: { 'If-None-Match': '"something-else"' } });
    expect(changed.status).toBe(200);
  });

  it('answers gzipped to a client that takes it, the same JSON under an ETag of its own', async () => {
    const plain = await ctx.request(PACKAGES, { language: 'en' });
    const plainBody = await plain.text();
    const zipped = await ctx.request(PACKAGES, { language: 'en', headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(plainBody.length / 3);
    expect(gunzipSync(bytes).toString('utf8')).toBe(plainBody);
    const zippedTag = zipped.headers.get('etag') ?? '';
    expect(zippedTag).not.toBe(plain.headers.get('etag'));
    expect((await ctx.request(PACKAGES, { language: 'en', headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': zippedTag } })).status).toBe(304);
    const refused = await ctx.request(PACKAGES, { language: 'en', headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(plainBody);
  });

  it('keeps one answer per language: Accept-Language and lang', async () => {
    const vi = await ctx.request(G_INTEL, { language: 'vi' });
    const en = await ctx.request(G_INTEL, { language: 'en' });
    const viByQuery = await ctx.request(`${G_INTEL}?lang=vi`, { language: 'en' });
    expect(vi.headers.get('etag')).not.toBe(en.headers.get('etag'));
    expect(viByQuery.headers.get('etag')).toBe(vi.headers.get('etag'));
    expect(viByQuery.headers.get('content-language')).toBe('vi');
    // The first answer was stored under vi: the same URL in en must not get it.
    expect(((await en.json()) as { data: { name: string } }).data.name).toBe(demoCatalogue.productPackages.find((item) => item.slug === 'g-intel')?.name.en);
  });

  it('serves the stored answer until the data version moves, then the new data (a re-seed)', async () => {
    const before = await ctx.request(G_INTEL, { language: 'en' });
    const etag = before.headers.get('etag') ?? '';
    const { db } = ctx.database;
    // A change behind the cache's back (no version bump) is not seen: the answer comes from the cache.
    await db.update(productPackages).set({ name: sql`jsonb_set(${productPackages.name}, '{en}', '"Sneaky"')` }).where(eq(productPackages.slug, 'g-intel'));
    afterCheckInterval();
    expect(((await (await ctx.request(G_INTEL, { language: 'en' })).json()) as { data: { name: string } }).data.name).not.toBe('Sneaky');

    // A re-seed with changed data bumps the version: every cached answer goes.
    const versionBefore = await readCatalogueVersion(db);
    const changed = structuredClone(demoCatalogue);
    const gIntel = changed.productPackages.find((item) => item.slug === 'g-intel');
    if (!gIntel) throw new Error('no g-intel');
    gIntel.name.en = 'G-Intel (renamed)';
    expect(await loadCatalogue(db, changed)).toBe(true);
    expect(await readCatalogueVersion(db)).toBe(versionBefore + 1);
    afterCheckInterval();
    const after = await ctx.request(G_INTEL, { language: 'en', headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as { data: { name: string } }).data.name).toBe('G-Intel (renamed)');

    // And back: the seed of the real data loads it again (its hash differs from the changed one's).
    expect(await loadCatalogue(db, demoCatalogue)).toBe(true);
    expect(await seedDemoData(db)).toEqual({ seeded: false });
    afterCheckInterval();
    const original = demoCatalogue.productPackages.find((item) => item.slug === 'g-intel')?.name.en;
    expect(((await (await ctx.request(G_INTEL, { language: 'en' })).json()) as { data: { name: string } }).data.name).toBe(original);
  });

  it('lets another instance on the same database see a change within the check interval', async () => {
    const other = assembleApp({ config: ctx.config, database: ctx.database, sms: ctx.sms, version: 'test' });
    const read = async (app: typeof other.app) => ((await (await requestApp(app, G_INTEL, { language: 'vi' })).json()) as { data: { summary: string } }).data.summary;
    expect(await read(other.app)).toBe(await read(ctx.app));
    const changed = structuredClone(demoCatalogue);
    const gIntel = changed.productPackages.find((item) => item.slug === 'g-intel');
    if (!gIntel) throw new Error('no g-intel');
    gIntel.summary.vi = 'Tóm tắt mới';
    await loadCatalogue(ctx.database.db, changed);
    afterCheckInterval();
    expect(await read(other.app)).toBe('Tóm tắt mới');
    expect(await read(ctx.app)).toBe('Tóm tắt mới');
    await loadCatalogue(ctx.database.db, demoCatalogue);
  });

  it('keeps no error answer', async () => {
    // Settled on the current data version first (the tests above changed it).
    afterCheckInterval();
    await ctx.request(G_INTEL);
    const size = publicCacheOf(ctx.services).size();
    for (let i = 0; i < 2; i++) {
      const missing = await ctx.request('/main/api/v1/product-packages/g-nothing');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('etag')).toBeNull();
      expect(missing.headers.get('cache-control')).toBe('no-store');
      const refused = await ctx.request('/main/api/v1/product-packages?page=0');
      expect(refused.status).toBe(400);
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
    expect(publicCacheOf(ctx.services).size()).toBe(size);
  });

  it('forgets the least recently used answer past its size, and answers older than their age', async () => {
    let clock = 0;
    const cache = createPublicCache(ctx.database.db, { maxEntries: 2, maxAgeMs: 1000, checkIntervalMs: 10_000, now: () => clock });
    let calls = 0;
    const app = new Hono<AppEnv>();
    app.get('/thing/:id', cache.middleware, (c) => {
      calls += 1;
      return c.json({ id: c.req.param('id'), calls });
    });
    const get = async (id: string) => ((await (await app.request(`/thing/${id}`)).json()) as { calls: number }).calls;
    expect([await get('a'), await get('b'), await get('a')]).toEqual([1, 2, 1]);
    await get('c');
    expect(cache.size()).toBe(2);
    // b was the least recently used: asked again, it is computed anew; a is still kept.
    expect(await get('b')).toBe(4);
    expect(await get('c')).toBe(3);
    clock += 1001;
    expect(await get('c')).toBe(5);
    cache.invalidate();
    expect(cache.size()).toBe(0);
  });
});
