import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';
import { HttpError, languageOf } from './errors';
import { serverT } from '../i18n/server-i18n';

/*
 * What every request must pass before an endpoint's schemas see it (endpoint-routes.ts applies
 * these to every entry, so no route can forget them):
 *  - size: a body over MAX_BODY_BYTES is refused unread, 413 payload_too_large (bodyLimitCheck,
 *    on both API bases and the same-origin endpoints);
 *  - depth: a JSON body nested deeper than MAX_JSON_DEPTH (arrays and objects) is refused before
 *    it is parsed and before the session check, 400 invalid_body (bodyDepthCheck). Counting
 *    needs no parser, so no deep value ever reaches JSON.parse, zod or the key-case conversion;
 *  - text: a string anywhere in the body, the query or the path parameters (object keys
 *    included) holding a character no form field can contain is refused, 400 validation_failed
 *    naming each field (refuseForbiddenText): C0 controls except tab, line feed and carriage
 *    return; DEL; C1 controls (U+0080 to U+009F: they only ever come from text decoded with the
 *    wrong encoding); and unpaired UTF-16 surrogates, which PostgreSQL cannot store as UTF-8.
 *    Tab, line feed and carriage return may appear; each schema decides whether a field takes them.
 */

export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_JSON_DEPTH = 32;

/**
 * 413 payload_too_large for a body over MAX_BODY_BYTES, by its Content-Length or as it streams in.
 * The rest of that body is never read, so the connection cannot carry another request: the
 * answer says `Connection: close` rather than let a client send its next request into it.
 */
export function bodyLimitCheck(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, 'payload_too_large', { headers: { Connection: 'close' } });
    },
  });
  // A GET or HEAD request has no body for the app (the Node adapter never hands one over), and
  // asking for it would build a whole Fetch Request on every read: those go straight on.
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}

/** True when arrays and objects in the JSON text nest deeper than `limit` (brackets inside strings are text). */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

export const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;.*)?$/i;

/** Before the session check: a JSON body nested deeper than MAX_JSON_DEPTH is refused, 400 invalid_body. */
export const bodyDepthCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  const contentType = c.req.header('content-type');
  // Anything not declared as JSON is refused later (415) without being parsed.
  if (contentType === undefined || JSON_TYPE.test(contentType)) {
    if (jsonDepthExceeds(await c.req.text(), MAX_JSON_DEPTH)) throw new HttpError(400, 'invalid_body', { params: { maximum: MAX_JSON_DEPTH } });
  }
  await next();
};

/** A UTF-16 code unit no text field may hold, or the start of an unpaired surrogate; see the top of this file. */
function forbiddenAt(text: string, index: number): boolean {
  const unit = text.charCodeAt(index);
  if (unit < 0x20) return unit !== 0x09 && unit !== 0x0a && unit !== 0x0d;
  if (unit >= 0x7f && unit <= 0x9f) return true;
  if (unit >= 0xd800 && unit <= 0xdbff) {
    const next = text.charCodeAt(index + 1);
    return !(next >= 0xdc00 && next <= 0xdfff);
  }
  if (unit >= 0xdc00 && unit <= 0xdfff) {
    const previous = index > 0 ? text.charCodeAt(index - 1) : 0;
    return !(previous >= 0xd800 && previous <= 0xdbff);
  }
  return false;
}

export function hasForbiddenText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (forbiddenAt(text, index)) return true;
  return false;
}

/** A key as a field name can show it: each forbidden unit written as \uXXXX. */
function printable(key: string): string {
  let shown = '';
  for (let index = 0; index < key.length; index += 1) {
    shown += forbiddenAt(key, index) ? `\\u${key.charCodeAt(index).toString(16).padStart(4, '0')}` : key[index];
  }
  return shown;
}

/** The wire paths ('message', 'answers.2', '(body)') of every string, or key, holding forbidden text. */
export function forbiddenTextPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return hasForbiddenText(value) ? [path.join('.') || '(body)'] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => forbiddenTextPaths(item, [...path, String(index)]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      hasForbiddenText(key) ? [[...path, printable(key)].join('.')] : forbiddenTextPaths(item, [...path, key]),
    );
  }
  return [];
}

/** The value unchanged, or a 400 validation_failed naming each field with forbidden text. */
export function refuseForbiddenText<T>(c: Context, value: T): T {
  const paths = forbiddenTextPaths(value);
  if (paths.length === 0) return value;
  const reason = serverT(languageOf(c))('field.forbidden_characters');
  throw new HttpError(400, 'validation_failed', { fields: Object.fromEntries(paths.map((path) => [path, reason])) });
}
