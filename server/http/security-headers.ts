import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { Context, MiddlewareHandler } from 'hono';

export interface SecurityOptions {
  /** Space-separated origins allowed to frame the app (the mini-app host), e.g. "'self' https://h5.zalo.me". */
  frameAncestors: string;
  /** Extra origins the browser may send to (the Sentry ingest host, when configured). */
  connectSources: string[];
  /** Extra origins images may come from (the VietQR image service). */
  imageSources: string[];
  /** Extra origins scripts may come from (the analytics tags that are on); none by default. */
  scriptSources?: string[];
  /** Extra style sources: the hash of the app's stylesheet, which pages with a first screen carry inline. */
  styleSources?: string[];
}

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** The API reference page (Swagger UI): its one inline script and style carry a per-response nonce. */
export const DOCS_PAGE_PATH = '/api/docs';

/**
 * Strict headers for the app: scripts and styles only from our origin (no inline), frames
 * allowed only for the configured hosts through CSP frame-ancestors instead of X-Frame-Options,
 * which cannot name an embedding host. The API reference page alone adds a fresh nonce for each
 * response to script-src and style-src (read it with `cspNonceOf(c)`), for the inline start-up
 * script and page style it renders; nothing anywhere gets 'unsafe-inline'.
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const frameAncestors = options.frameAncestors.split(/\s+/).filter(Boolean);
  const contentSecurityPolicy = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(options.scriptSources ?? [])],
    styleSrc: ["'self'", ...(options.styleSources ?? [])],
    imgSrc: ["'self'", 'data:', 'blob:', ...options.imageSources],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...options.connectSources],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors,
  };
  const others: Omit<SecureHeadersOptions, 'contentSecurityPolicy'> = {
    xFrameOptions: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    // HSTS is strictTransportSecurity's below: only on answers that went out over HTTPS.
    strictTransportSecurity: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  };
  const appHeaders = secureHeaders({ ...others, contentSecurityPolicy });
  const docsHeaders = secureHeaders({ ...others, contentSecurityPolicy: { ...contentSecurityPolicy, scriptSrc: ["'self'", NONCE], styleSrc: ["'self'", NONCE] } });
  // The APIs answer JSON, which no browser renders as a page: they get the headers that still mean
  // something for them (OWASP's REST cheat sheet): no content and no framing at all by CSP,
  // nosniff, HSTS (strictTransportSecurity), and same-origin reads only; the document-only ones (COOP, Permissions-Policy,
  // Referrer-Policy, X-XSS-Protection and the like) would only weigh on every answer.
  const apiHeaders = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    strictTransportSecurity: false,
    xContentTypeOptions: others.xContentTypeOptions,
    crossOriginResourcePolicy: others.crossOriginResourcePolicy,
    xFrameOptions: false,
    referrerPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (c, next) => {
    const path = c.req.path;
    if (path === DOCS_PAGE_PATH) return docsHeaders(c, next);
    return isApiDataPath(path) ? apiHeaders(c, next) : appHeaders(c, next);
  };
}

/** The APIs' paths (both APIs and the same-origin endpoints under /api/), but not the API reference page or its files. */
export function isApiDataPath(path: string): boolean {
  if (path.startsWith('/main/api/') || path.startsWith('/portal/api/')) return true;
  return path.startsWith('/api/') && path !== DOCS_PAGE_PATH && !path.startsWith(`${DOCS_PAGE_PATH}/`);
}

/** The nonce of this response's Content-Security-Policy (only the API reference page has one). */
export function cspNonceOf(c: Context): string {
  const nonce: unknown = c.get('secureHeadersNonce');
  if (typeof nonce !== 'string') throw new Error(`${c.req.path} has no CSP nonce: only ${DOCS_PAGE_PATH} does`);
  return nonce;
}

export const HSTS_VALUE = 'max-age=15552000; includeSubDomains';

/** Whether the request reached us over HTTPS: its own scheme, or behind the trusted proxy (TRUST_PROXY) the X-Forwarded-Proto it set. */
export function cameOverHttps(c: Context, trustProxy: boolean): boolean {
  if (c.req.url.startsWith('https:')) return true;
  if (!trustProxy) return false;
  // The proxy's own value is the last (a caller may have sent one that the proxy appended to).
  const forwarded = c.req.header('x-forwarded-proto')?.split(',').pop()?.trim().toLowerCase();
  return forwarded === 'https';
}

/**
 * Strict-Transport-Security only on answers that went out over HTTPS (RFC 6797 §7.2: a browser
 * ignores it over plain HTTP, and a plain-HTTP answer has no business claiming it), or behind the
 * trusted proxy when it says the caller came over HTTPS. Registered before the replay cache
 * (replay-cache.ts never records this header), so a replayed answer gets it from its own request.
 */
export function strictTransportSecurity(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (cameOverHttps(c, trustProxy)) c.res.headers.set('strict-transport-security', HSTS_VALUE);
    else c.res.headers.delete('strict-transport-security');
  };
}
