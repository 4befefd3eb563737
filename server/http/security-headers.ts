import { secureHeaders } from 'hono/secure-headers';
import type { MiddlewareHandler } from 'hono';

export interface SecurityOptions {
  /** Space-separated origins allowed to frame the app (the mini-app host), e.g. "'self' https://h5.zalo.me". */
  frameAncestors: string;
  /** Extra origins the browser may send to (the Sentry ingest host, when configured). */
  connectSources: string[];
  /** Extra origins images may come from (the VietQR image service). */
  imageSources: string[];
}

/**
 * Strict headers for the app: scripts and styles only from our origin (no inline), frames
 * allowed only for the configured hosts through CSP frame-ancestors instead of X-Frame-Options,
 * which cannot name an embedding host.
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const frameAncestors = options.frameAncestors.split(/\s+/).filter(Boolean);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...options.imageSources],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...options.connectSources],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors,
    },
    xFrameOptions: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    strictTransportSecurity: 'max-age=15552000; includeSubDomains',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}

/** The API reference page (Swagger UI) sets inline styles, so it alone may use them. */
export const docsPageCsp =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";
