import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cartEndpoints } from '../../src/api/contract/cart';
import { urlOf } from '../../src/api/contract/endpoint';
import { databaseKinds, useTestContext } from '../testing/test-context';
import { COMPRESS_FROM_BYTES, compressJson } from './compress-json';

describe('compressJson on a small app', () => {
  const app = new Hono();
  app.use('*', compressJson());
  const big = { items: Array.from({ length: 200 }, (_, index) => ({ index, name: `Gói xét nghiệm ${index}` })) };
  app.get('/big', (c) => c.json(big));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/text', (c) => c.text('x'.repeat(4000)));
  app.get('/empty', (c) => c.body(null, 204));

  it('gzips JSON of the threshold or more for a client that takes gzip, and says Vary', async () => {
    const response = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big);
    expect(bytes.length).toBeLessThan(JSON.stringify(big).length / 4);
  });

  it('sends JSON as it is to a client that does not take gzip (or refuses it), small JSON, text and empty answers', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'gzip;q=0, br' }, { 'Accept-Encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await app.request('/big', { headers });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.json()).toEqual(big);
    }
    const small = await app.request('/small', { headers: { 'Accept-Encoding': 'gzip' } });
    expect([small.headers.get('content-encoding'), small.headers.get('vary'), await small.text()]).toEqual([null, null, '{"ok":true}']);
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(COMPRESS_FROM_BYTES);
    const text = await app.request('/text', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(text.headers.get('content-encoding')).toBeNull();
    const empty = await app.request('/empty', { headers: { 'Accept-Encoding': 'gzip' } });
    expect([empty.status, empty.headers.get('content-encoding')]).toEqual([204, null]);
  });
});

describe.each(databaseKinds)('compressed API answers on %s', (kind) => {
  const ctx = useTestContext(kind);

  it('gzips a cart read (not cached) and keeps its no-store and language headers', async () => {
    const created = await ctx.request(urlOf(cartEndpoints.createCart), { method: 'POST', json: { product_slugs: ['g-intel', 'g-care', 'g-pro'] } });
    expect(created.status).toBe(201);
    const cartId = ((await created.json()) as { data: { id: string } }).data.id;
    const url = `${urlOf(cartEndpoints.retrieveCart, { id: cartId })}?include=suggestions`;
    const plain = await ctx.request(url, { language: 'vi' });
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const zipped = await ctx.request(url, { language: 'vi', headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('cache-control')).toBe('no-store');
    expect(zipped.headers.get('content-language')).toBe('vi');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(plainText);
  });
});
