import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { languageDetector } from 'hono/language';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from './app-deps';
import type { AppEnv } from './http/app-env';
import { createRouter } from './http/create-router';
import { HttpError, renderError, languageOf } from './http/errors';
import { jsonCase } from './http/json-case';
import { clientAddressMiddleware } from './http/client-address';
import { toWireDocument } from './http/openapi-wire';
import { docsPageCsp, securityHeaders } from './http/security-headers';
import { defaultLanguage, languages } from './i18n/server-i18n';
import { createMainApi } from './main-api/main-api';
import { createPortalApi } from './portal-api/portal-api';
import { healthRoute } from './system/health.routes';
import { healthHandler } from './system/health.handlers';
import { sendTestSmsRoute, smsOutboxRoute } from './system/dev-outbox.routes';
import { outboxVisible, sendTestSmsHandler, smsOutboxHandler } from './system/dev-outbox.handlers';
import { outboxCss, renderOutboxPage } from './system/dev-outbox.page';
import { docsHtml, docsInitJs } from './system/docs.page';
import { normalizePhone } from '../src/domain/phone';
import { SmsDeliveryError } from './services/sms/sms-provider';

const API_PREFIXES = ['/api/', '/main/api/', '/portal/api/'];
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));
}

/** Builds the whole HTTP surface; main.ts serves it, tests call `app.request()` on it directly. */
export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const { config } = deps;
  const app = createRouter();
  const sentryOrigin = sentryIngestOrigin(config.SENTRY_DSN);

  app.use(
    '*',
    securityHeaders({
      frameAncestors: config.FRAME_ANCESTORS,
      connectSources: sentryOrigin ? [sentryOrigin] : [],
      imageSources: [new URL(config.VIETQR_BASE).origin],
    }),
  );
  app.use('*', clientAddressMiddleware(config.TRUST_PROXY));
  app.use('*', languageDetector({ supportedLanguages: [...languages], fallbackLanguage: defaultLanguage, order: ['header'], caches: false }));
  for (const base of ['/main/api/*', '/portal/api/*', '/api/health', '/api/dev/*']) {
    app.use(base, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
      c.header('Content-Language', languageOf(c));
    });
    app.use(
      base,
      bodyLimit({
        maxSize: 256 * 1024,
        onError: () => {
          throw new HttpError(413, 'payload_too_large');
        },
      }),
    );
    app.use(base, jsonCase);
  }

  app.openapi(healthRoute, healthHandler(deps));
  app.openapi(smsOutboxRoute, smsOutboxHandler(deps));
  app.openapi(sendTestSmsRoute, sendTestSmsHandler(deps));
  app.route('/main/api/v1', createMainApi(deps));
  app.route('/portal/api/v1', createPortalApi(deps));

  // Generated once, on first request: every route is registered by then.
  let openApiDocument: unknown = null;
  app.get('/api/openapi.json', (c) => {
    openApiDocument ??= toWireDocument(app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'GeneWell API',
        version: deps.version,
        description:
          'Main API (/main/api/v1: catalogue, content, checkout) and Portal API (/portal/api/v1: sign-in, profile, consultations, quizzes). JSON keys are snake_case; errors are { error: { code, message, fields? } } with the message in the Accept-Language language.',
      },
      tags: [
        { name: 'system', description: 'Health and service information' },
        { name: 'dev', description: 'Developer tools (SMS outbox)' },
        { name: 'catalogue', description: 'Main API: products and currencies' },
        { name: 'auth', description: 'Portal API: phone sign-in with a one-time code, sign-out, anonymous-user merge' },
        { name: 'account', description: "Portal API: the signed-in user's profile and phone number" },
        { name: 'gene-tests', description: 'Portal API: customer profiles, gene tests, report results and gene-test information tokens' },
        { name: 'kid-quiz', description: 'Portal API: kid-personality quiz results records, discount codes and SMS' },
      ],
    }));
    return c.json(openApiDocument);
  });
  app.get('/api/docs', (c) => {
    c.header('Content-Security-Policy', docsPageCsp);
    return c.html(docsHtml);
  });
  app.get('/api/docs/init.js', (c) => c.body(docsInitJs, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get('/api/docs/assets/:file{swagger-ui(-bundle\\.js|\\.css)}', async (c) => {
    const file = c.req.param('file');
    const body = await readFile(path.join(swaggerUiDir, file));
    const type = file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });

  app.get('/runtime-config.js', (c) => {
    const runtimeConfig = {
      mainApiBase: config.MAIN_API_BASE,
      portalApiBase: config.PORTAL_API_BASE,
      sentryDsn: config.SENTRY_DSN,
      environment: config.NODE_ENV,
      chineseTranslationEnabled: config.CHINESE_TRANSLATION_ENABLED,
      vietQrBase: config.VIETQR_BASE,
    };
    return c.body(`window.__GENEWELL_CONFIG__ = ${JSON.stringify(runtimeConfig)};\n`, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });

  app.get('/dev/outbox.css', (c) => c.body(outboxCss, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  app.get('/dev/outbox', async (c) => {
    if (!outboxVisible(deps)) throw new HttpError(404, 'not_found');
    const raw = c.req.query('phone')?.trim() ?? '';
    const normalized = raw ? normalizePhone(raw) : null;
    const rows = await deps.sms.list({ phone: normalized?.ok ? normalized.e164 : raw || undefined });
    return c.html(renderOutboxPage(languageOf(c), rows, raw));
  });

  // The built browser app: hashed assets cached for a year, everything else revalidated.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.get('*', async (c, next) => (isApiPath(c.req.path) ? next() : serveStatic({ root: config.CLIENT_DIR })(c, next)));

  let indexHtml: string | null = null;
  app.notFound(async (c) => {
    if (isApiPath(c.req.path)) return renderError(c, new HttpError(404, 'route_not_found'));
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return renderError(c, new HttpError(404, 'not_found'));
    // History fallback: every other GET is a client-side route.
    indexHtml ??= await readFile(path.join(config.CLIENT_DIR, 'index.html'), 'utf8').catch(() => null);
    if (!indexHtml) return c.text('The browser app is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) return renderError(c, error);
    if (error instanceof SmsDeliveryError) {
      // The gateway refused or did not answer: nothing was sent, the caller may try again shortly.
      console.error(`[${c.req.method} ${c.req.path}]`, error.message);
      return renderError(c, new HttpError(503, 'sms_unavailable', { headers: { 'Retry-After': '30' } }));
    }
    if (error instanceof HTTPException && error.status === 400) return renderError(c, new HttpError(400, 'malformed_json'));
    if (error instanceof HTTPException && error.status === 415) return renderError(c, new HttpError(415, 'unsupported_media_type'));
    if (error instanceof HTTPException && error.status < 500) return renderError(c, new HttpError(error.status, 'bad_request'));
    // Log the cause here; the client only ever sees the generic, localised message.
    console.error(`[${c.req.method} ${c.req.path}]`, error);
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
