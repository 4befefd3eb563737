import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { getCookie } from 'hono/cookie';
import { languageDetector } from 'hono/language';
import { routePath } from 'hono/route';
import { fullPathOf } from '../src/api/contract/endpoint';
import { analyticsCspSources, analyticsTagsOf } from './config/analytics';
import { companyOf } from './config/company';
import { bankTransferOf } from './config/payment';
import type { Services } from './app-services';
import type { AppEnv } from './http/app-env';
import { clientAddressMiddleware } from './http/client-address';
import type { EndpointRoute } from './http/endpoint-routes';
import { HttpError, refusalToHttp, renderError, languageOf } from './http/errors';
import { Refusal } from './services/refusal';
import { requestContext } from './http/logger';
import { compressJson } from './http/compress-json';
import { replayCacheOf } from './http/replay-cache';
import { bodyLimitCheck } from './http/request-input';
import { securityHeaders, strictTransportSecurity } from './http/security-headers';
import { htmlPage, staticAssets } from './http/static-assets';
import { defaultLanguage, languages } from './i18n/server-i18n';
import { mountDocs } from './system/docs/docs.routes';
import { mountOutboxPage } from './system/sms-outbox/sms-outbox.routes';
import { hostOriginsOf, mountMiniAppHost } from './system/mini-app-host/mini-app-host.routes';
import { mountConsultationCalendar } from './portal-api/consultations/calendar';
import { localisedIndexHtml, pageLanguageOf, siteTexts } from './system/app-page/app-page';
import { headTags, isStudioPath, isUnknownThingPage, pageHeadOf } from './system/app-page/page-head';
import { bootScript, screenCartId, stylesheetOf, withFirstScreen } from './system/app-page/first-screen';
import { publicCacheOf } from './http/public-cache';
import { CART_COOKIE, CONSENT_COOKIE } from '../src/api/contract/first-screen';
import { mountSeo } from './system/seo/seo';

const API_PREFIXES = ['/api/', '/main/api/', '/portal/api/'];
function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));
}

/**
 * Whether the request is for an API, by its path or by the target the client sent (the Node
 * server's, before `/main/api/..` was resolved to `/main/`): such a request never gets the app.
 */
function isApiRequest(c: Context): boolean {
  const incoming = (c.env as { incoming?: { url?: unknown } } | undefined)?.incoming;
  const sent = typeof incoming?.url === 'string' ? incoming.url.split('?')[0] : null;
  return isApiPath(c.req.path) || (sent !== null && isApiPath(sent));
}

/** The address as asked: path and query (the fragment never reaches a server). */
function pathAndQueryOf(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The whole HTTP surface on the given services: middleware, every endpoint route, the API
 * reference, developer pages and the browser app. Built by the composition root; main.ts serves
 * it, tests call `app.request()` on it directly.
 */
export function createApp(services: Services, routes: readonly EndpointRoute[]): Hono<AppEnv> {
  const { config } = services;
  const app = new Hono<AppEnv>();
  const sentryOrigin = sentryIngestOrigin(config.SENTRY_DSN);
  const tagSources = analyticsCspSources(config);
  // The build's stylesheet, inlined into pages with a first screen (system/app-page/first-screen.ts).
  const stylesheet = stylesheetOf(config.CLIENT_DIR);

  // Outermost: HSTS on answers that went out over HTTPS, replayed ones included (http/security-headers.ts).
  app.use('*', strictTransportSecurity(config.TRUST_PROXY));
  // First of all: a public read answered a moment ago is sent again as it was (http/replay-cache.ts).
  app.use('*', replayCacheOf(services).middleware);
  // Then, so that every response (errors, 404s and 429s included) carries X-Request-Id.
  app.use('*', requestContext(services.logger, { trustProxy: config.TRUST_PROXY }));
  app.use(
    '*',
    securityHeaders({
      frameAncestors: config.FRAME_ANCESTORS,
      connectSources: [...(sentryOrigin ? [sentryOrigin] : []), ...tagSources.connectSources],
      imageSources: [new URL(config.VIETQR_BASE).origin, ...tagSources.imageSources],
      // The inline start of the app on pages with a first screen, by its hash (system/app-page/first-screen.ts).
      scriptSources: [bootScript.source, ...tagSources.scriptSources],
      styleSources: stylesheet ? [stylesheet.source] : [],
    }),
  );
  app.use('*', clientAddressMiddleware(config.TRUST_PROXY));
  app.use('*', languageDetector({ supportedLanguages: [...languages], fallbackLanguage: defaultLanguage, order: ['header'], caches: false }));
  // Both APIs (any version), and the same-origin endpoints by their paths (the API reference beside them is cached).
  const sameOriginEndpoints = routes.filter(({ entry }) => entry.api === 'site').map(({ entry }) => fullPathOf(entry));
  for (const base of ['/main/api/*', '/portal/api/*', ...sameOriginEndpoints]) {
    app.use(base, async (c, next) => {
      await next();
      // Public catalogue reads set their own (services/public-cache); everything else is never stored.
      // On the answer's own headers, as requestContext does: c.header() on a finished answer would
      // make it again, turning the JSON into a stream the Node adapter then reads back.
      const headers = c.res.headers;
      if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
      headers.set('Content-Language', languageOf(c));
    });
    app.use(base, bodyLimitCheck());
    app.use(base, compressJson());
  }

  const mountOptions = { requireSession: services.requireSession, checkReplies: config.NODE_ENV === 'test' };
  for (const route of routes) route.mount(app, mountOptions);
  mountDocs(app, routes.map((route) => route.entry), services.version);

  // What the browser app is told in /runtime-config.js, and what the server's first screens are drawn with.
  const runtimeConfig = {
    mainApiBase: config.MAIN_API_BASE,
    portalApiBase: config.PORTAL_API_BASE,
    sentryDsn: config.SENTRY_DSN,
    environment: config.NODE_ENV,
    chineseTranslationEnabled: config.CHINESE_TRANSLATION_ENABLED,
    vietQrBase: config.VIETQR_BASE,
    hostOrigins: hostOriginsOf(config.FRAME_ANCESTORS, config.PUBLIC_ORIGIN),
    studio: config.STUDIO,
    company: companyOf(config),
    bankTransfer: bankTransferOf(config),
    ...analyticsTagsOf(config),
  };
  // The first screens read the Main API as the browser does, from this very server.
  const ownHost = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  const firstScreenConfig = { ...runtimeConfig, mainApiBase: /^https?:/.test(config.MAIN_API_BASE) ? config.MAIN_API_BASE : `http://${ownHost}:${config.PORT}${config.MAIN_API_BASE}` };
  const catalogue = publicCacheOf(services);
  app.get('/runtime-config.js', (c) => {
    return c.body(`window.__GENEWELL_CONFIG__ = ${JSON.stringify(runtimeConfig)};\n`, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });

  mountOutboxPage(app, services);
  mountMiniAppHost(app, services);
  mountSeo(app, services);
  // An appointment's .ics file: a link calendar apps open by themselves (not a JSON contract entry).
  mountConsultationCalendar(app, services);

  // The built browser app, precompressed; hashed assets cached for a year (http/static-assets.ts).
  const clientFiles = staticAssets(config.CLIENT_DIR);
  app.get('*', async (c, next) => (isApiRequest(c) ? next() : clientFiles(c, next)));

  let indexHtml: string | null = null;
  app.notFound(async (c) => {
    if (isApiRequest(c)) return renderError(c, new HttpError(404, 'route_not_found'));
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return renderError(c, new HttpError(404, 'not_found'));
    // History fallback: every other GET is a client-side route.
    indexHtml ??= await readFile(path.join(config.CLIENT_DIR, 'index.html'), 'utf8').catch(() => null);
    if (!indexHtml) return c.text('The browser app is not built yet: run `npm run build`.', 503);
    // The same address answers in the visitor's language: caches must keep one copy per language.
    c.header('Vary', 'Accept-Language, Cookie');
    const language = pageLanguageOf(c, config.CHINESE_TRANSLATION_ENABLED);
    // A package, news or blog page gets its own head (title, description, Open Graph image and price) for link previews.
    const head = await pageHeadOf(services.database.db, c.req.path, language).catch(() => null);
    const site = siteTexts(language);
    const offered = config.CHINESE_TRANSLATION_ENABLED ? languages : languages.filter((offeredLanguage) => offeredLanguage !== 'zh');
    // The page of a package, article, post or order that does not exist: 404, kept out of search indexes (no canonical address).
    // The statechart studio is not found unless it is on (STUDIO; DEV_TOOLS by default).
    const hiddenStudio = !config.STUDIO && isStudioPath(c.req.path);
    const unknown = hiddenStudio || (head === null && (await isUnknownThingPage(services.database.db, c.req.path).catch(() => false)));
    const extraHead = unknown || isStudioPath(c.req.path) ? '<meta name="robots" content="noindex" />' : headTags(config.PUBLIC_ORIGIN.replace(/\/+$/, ''), c.req.path, language, head, site, offered);
    // The page's first screen, drawn with the app's own views (system/app-page/first-screen.ts).
    // On /cart and /checkout, with the cart its cookie names: that page is this visitor's alone (never kept by a shared cache).
    const cartId = screenCartId(c.req.path, getCookie(c, CART_COOKIE));
    const screen = await services.firstScreens.render({ url: pathAndQueryOf(c), language, config: firstScreenConfig, consent: getCookie(c, CONSENT_COOKIE), ...(cartId && { cartId }) }, await catalogue.version());
    return htmlPage(c, withFirstScreen(localisedIndexHtml(indexHtml, language, { title: head?.title ?? site.title, description: head?.description ?? site.description, extraHead }), screen, stylesheet), unknown ? 404 : 200, { private: cartId !== undefined });
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) return renderError(c, error);
    if (error instanceof Refusal) return renderError(c, refusalToHttp(error));
    // The request's logger carries its id; the logger scrubs phone numbers, codes and tokens (http/logger.ts).
    const logger = c.get('logger') ?? services.logger;
    const where = { method: c.req.method, path: c.req.path };
    if (error instanceof HTTPException && error.status === 400) return renderError(c, new HttpError(400, 'malformed_json'));
    if (error instanceof HTTPException && error.status === 415) return renderError(c, new HttpError(415, 'unsupported_media_type'));
    if (error instanceof HTTPException && error.status < 500) return renderError(c, new HttpError(error.status, 'bad_request'));
    // Log the cause here; the client only ever sees the generic, localised message.
    logger.error({ ...where, err: error }, 'unhandled error');
    // And to Sentry when SENTRY_DSN is set: the request id, method and route pattern, no personal data (http/error-reporting.ts).
    services.errors.report(error, { source: 'request', requestId: c.get('requestId'), method: c.req.method, route: routePath(c) });
    return renderError(c, new HttpError(500, 'internal'));
  });

  return app;
}

function sentryIngestOrigin(dsn: string): string | null {
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}
