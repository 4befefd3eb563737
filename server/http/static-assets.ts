import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * How the built browser app goes out (docs/performance.md, "Delivery").
 *
 * - Files of the build (`CLIENT_DIR`): the brotli (`.br`) and gzip (`.gz`) copies the build wrote
 *   beside each text file (vite.config.ts, vite-plugin-compression2) are sent to a browser that
 *   asks for them, with `Content-Encoding`, the copy's own `Content-Length` and the original's
 *   `Content-Type`; every text file carries `Vary: Accept-Encoding` whichever copy it got, so a
 *   shared cache keeps one per encoding. Hashed files under `/assets/` never change: cached for a
 *   year, immutable; the few unhashed ones (icons, `public/` images) for an hour.
 * - The page itself (index.html, which the server renders per language and path): `no-cache`
 *   with a strong `ETag` per encoding, `304 Not Modified` when the browser already has it, and
 *   compressed (brotli, else gzip) when the browser asks.
 */

/** Content types worth compressing (text); images other than SVG, fonts and the rest are already compressed. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/i;

/** The index page is never served as a file: the server renders it per language (see htmlPage). */
const isIndexPath = (pathname: string) => pathname.endsWith('/') || pathname.endsWith('/index.html');

/** Static files of the build, precompressed copies included; anything not there goes to `next`. */
export function staticAssets(root: string): MiddlewareHandler {
  const found = new WeakSet<Context>();
  const files = serveStatic({ root, precompressed: true, onFound: (_path, c) => void found.add(c) });
  return async (c, next) => {
    if (isIndexPath(c.req.path)) return next();
    const response = await files(c, next);
    // A file of the build answered (otherwise next() has run and the rest of the app answered).
    if (!found.has(c)) return response;
    const type = c.res.headers.get('Content-Type') ?? '';
    if (COMPRESSIBLE.test(type) && !varies(c.res.headers.get('Vary'), 'accept-encoding')) c.header('Vary', 'Accept-Encoding', { append: true });
    // Hashed names change with their content; the few unhashed files (icons, public/) are kept an hour.
    if (c.res.ok) c.header('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    return response;
  };
}

function varies(vary: string | null, header: string): boolean {
  return (vary ?? '').toLowerCase().split(',').some((name) => name.trim() === header);
}

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send, from Accept-Encoding (RFC 9110 §12.5.3): brotli, else gzip, else none.
 * A coding with q=0 is refused; `*` stands for any coding not named.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*(.*?)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    // A malformed weight counts as a refusal: better uncompressed than a coding the client cannot read.
    const weight = q === undefined ? 1 : /^[0-9.]+$/.test(q) ? Number(q) : 0;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const candidates = (['br', 'gzip'] as const).filter((coding) => weightOf(coding) > 0);
  if (candidates.length === 0) return 'identity';
  return candidates.reduce((best, coding) => (weightOf(coding) > weightOf(best) ? coding : best));
}

interface Rendered {
  body: Uint8Array;
  etag: string;
}

/** Compressed pages by the identity page's hash: a handful of pages per language, bounded all the same. */
const compressedPages = new Map<string, Uint8Array>();
const MAX_CACHED_PAGES = 500;

function represent(html: string, encoding: Encoding, keep = true): Rendered {
  const identity = Buffer.from(html, 'utf8');
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  if (encoding === 'identity') return { body: identity, etag: `"${hash}"` };
  const key = `${hash}.${encoding}`;
  let body = compressedPages.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } })
        : gzipSync(identity, { level: 9 });
    // A visitor's own page (their cart) is compressed for its one answer: it would only push the shared pages out.
    if (keep) {
      if (compressedPages.size >= MAX_CACHED_PAGES) compressedPages.delete(compressedPages.keys().next().value as string);
      compressedPages.set(key, body);
    }
  }
  // A strong validator names one exact representation: the compressed bytes get their own.
  return { body, etag: `"${hash}-${encoding === 'br' ? 'br' : 'gz'}"` };
}

/** Whether If-None-Match names this representation (or is `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });
}

/**
 * The rendered app page: revalidated on every visit (`no-cache`) with a strong ETag, 304 when the
 * browser's copy is current, compressed when asked. Vary headers already set (language) are kept.
 */
export function htmlPage(c: Context, html: string, status: 200 | 404 = 200, { private: personal = false }: { private?: boolean } = {}): Response {
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
  const { body, etag } = represent(html, encoding, !personal);
  // A page drawn with what is this visitor's alone (their cart): no shared cache keeps it.
  c.header('Cache-Control', personal ? 'private, no-cache' : 'no-cache');
  c.header('ETag', etag);
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  if (encoding !== 'identity') c.header('Content-Encoding', encoding);
  c.header('Content-Length', String(body.byteLength));
  if (c.req.method === 'HEAD') return c.body(null, status);
  return c.body(body as Uint8Array<ArrayBuffer>, status);
}
