import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import type { Endpoint } from '../../../src/api/contract/endpoint';
import type { AppEnv } from '../../http/app-env';
import { cspNonceOf, DOCS_PAGE_PATH } from '../../http/security-headers';
import { docsHtml } from './docs.page';
import { openApiDocument } from './docs.service';

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The OpenAPI document of the served entries (/api/openapi.json) and the browsable reference (/api/docs). */
export function mountDocs(app: Hono<AppEnv>, entries: readonly Endpoint[], version: string): void {
  // Generated on first request; the entries are fixed by then.
  let document: unknown = null;
  app.get('/api/openapi.json', (c) => {
    document ??= openApiDocument(entries, version);
    return c.json(document);
  });
  app.get(DOCS_PAGE_PATH, (c) => c.html(docsHtml(cspNonceOf(c))));
  app.get('/api/docs/assets/:file{swagger-ui(-bundle\\.js|\\.css)}', async (c) => {
    const file = c.req.param('file');
    const body = await readFile(path.join(swaggerUiDir, file));
    const type = file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
}
