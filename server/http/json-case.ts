import type { MiddlewareHandler } from 'hono';
import humps from 'humps';
import { toCamelCase, toSnakeCase } from '../../src/api/case';
import { HttpError } from './errors';

const jsonType = /^application\/([\w.-]+\+)?json\b/i;

/**
 * The wire speaks snake_case; contracts and handlers speak camelCase. This is the one place the
 * server converts, with the same functions the browser client uses (src/api/case.ts): request bodies and query keys in, JSON responses out. A body that is not JSON
 * is refused here with 400 malformed_json, before any handler runs.
 */
export const jsonCase: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if ([...url.searchParams.keys()].some((key) => key.includes('_'))) {
    const converted = new URLSearchParams();
    url.searchParams.forEach((value, key) => converted.append(humps.camelize(key), value));
    url.search = converted.toString();
    c.req.raw = new Request(url, c.req.raw);
  }

  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD') {
    const contentType = c.req.header('content-type') ?? '';
    if (jsonType.test(contentType)) {
      const text = await c.req.text();
      let parsed: unknown;
      try {
        parsed = text.trim() === '' ? {} : JSON.parse(text);
      } catch {
        throw new HttpError(400, 'malformed_json');
      }
      // Hono reads JSON bodies through its text cache, so the handler sees the converted body.
      (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(JSON.stringify(toCamelCase(parsed)));
    }
  }

  await next();

  if (jsonType.test(c.res.headers.get('content-type') ?? '') && c.res.body) {
    const body: unknown = await c.res.json();
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(toSnakeCase(body)), { status: c.res.status, headers });
  }
};
