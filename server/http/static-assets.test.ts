import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClientDir } from '../testing/client-build';
import { createTestContext } from '../testing/test-context';
import type { TestContext } from '../testing/test-context';
import { negotiateEncoding } from './static-assets';

/** A build as Vite and vite-plugin-compression2 write it: a hashed script with its .br and .gz copies. */
const SCRIPT = `export const greeting = ${JSON.stringify('xin chào '.repeat(400))};\n`;
function clientDir(): string {
  return testClientDir({
    'assets/index-Abc123.js': SCRIPT,
    'assets/index-Abc123.js.br': brotliCompressSync(SCRIPT),
    'assets/index-Abc123.js.gz': gzipSync(SCRIPT),
    'assets/banner-Def456.webp': Buffer.from([0x52, 0x49, 0x46, 0x46]),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
}

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('static delivery: precompressed assets and the rendered page', () => {
  let ctx: TestContext;
  let dir: string;
  beforeAll(async () => {
    dir = clientDir();
    ctx = await createTestContext('pglite', { env: { CLIENT_DIR: dir } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const script = (acceptEncoding?: string) =>
    ctx.request('/assets/index-Abc123.js', { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

  it('sends the brotli copy to a browser that takes brotli, with its own length and the script’s type', async () => {
    const response = await script('gzip, deflate, br, zstd');
    const body = await bytes(response);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not offered', async () => {
    const response = await script('gzip, deflate');
    const body = await bytes(response);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gunzipSync(body).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the file itself, still varying on Accept-Encoding, when no coding is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await script(acceptEncoding);
      const body = await bytes(response);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(SCRIPT)));
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(body.toString('utf8')).toBe(SCRIPT);
    }
  });

  it('sends an image as it is, immutable under /assets, and keeps unhashed files an hour only', async () => {
    const image = await ctx.request('/assets/banner-Def456.webp', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('renders the page at / as at any other route, in the visitor’s language (never the raw file)', async () => {
    for (const address of ['/', '/index.html']) {
      const response = await ctx.request(address, { headers: { 'Accept-Language': 'vi' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<html lang="vi"');
    }
  });

  it('gives the page a strong ETag, no-cache, and 304 when the browser has that copy', async () => {
    const first = await ctx.request('/kid-quiz', { headers: { 'Accept-Language': 'en' } });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/accept-language/i);
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    const html = await first.text();
    expect(first.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));

    const again = await ctx.request('/kid-quiz', { headers: { 'Accept-Language': 'en', 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    // Another language is another page: the English copy's tag does not match it.
    const vietnamese = await ctx.request('/kid-quiz', { headers: { 'Accept-Language': 'vi', 'If-None-Match': etag ?? '' } });
    expect(vietnamese.status).toBe(200);
    expect(vietnamese.headers.get('etag')).not.toBe(etag);
  });

  it('compresses the page when asked, with its own tag, to the same HTML', async () => {
    const plain = await ctx.request('/kid-quiz', { headers: { 'Accept-Language': 'th' } });
    const html = await plain.text();
    const brotli = await ctx.request('/kid-quiz', { headers: { 'Accept-Language': 'th', 'Accept-Encoding': 'gzip, deflate, br' } });
    const brotliBody = await bytes(brotli);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/^text\/html/);
    expect(brotli.headers.get('content-length')).toBe(String(brotliBody.length));
    expect(brotliDecompressSync(brotliBody).toString('utf8')).toBe(html);
    expect(brotli.headers.get('etag')).not.toBe(plain.headers.get('etag'));

    const gzip = await ctx.request('/kid-quiz', { headers: { 'Accept-Language': 'th', 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString('utf8')).toBe(html);

    const revalidated = await ctx.request('/kid-quiz', {
      headers: { 'Accept-Language': 'th', 'Accept-Encoding': 'gzip, deflate, br', 'If-None-Match': `"other", ${brotli.headers.get('etag') ?? ''}` },
    });
    expect(revalidated.status).toBe(304);
  });
});

describe('Accept-Encoding negotiation', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    ['BR', 'br'],
    ['gzip;q=oops', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
