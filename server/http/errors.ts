import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { ErrorBody } from '../../src/api/contract/error';
import { toWireName, toWirePath } from '../../src/api/contract/wire';
import { defaultLanguage, isLanguage, serverT } from '../i18n/server-i18n';
import type { Refusal, RefusalKind } from '../services/refusal';
import type { Language } from '../i18n/server-i18n';

/**
 * A failure a handler wants the client to see. The body is always
 * { error: { code, message, fields? } } with the message in the caller's language.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly options: {
      /** i18n key under the errors namespace; defaults to the code. */
      messageKey?: string;
      params?: Record<string, string | number>;
      fields?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

const REFUSAL_STATUS: Record<RefusalKind, ContentfulStatusCode> = { invalid: 400, not_found: 404, conflict: 409, limited: 429 };

/** A service's refusal (server/services/refusal.ts) as the HTTP answer it gets: status, code, message and Retry-After. */
export function refusalToHttp(refusal: Refusal): HttpError {
  const { retryAfterSeconds, ...options } = refusal.options;
  return new HttpError(REFUSAL_STATUS[refusal.kind], refusal.code, {
    ...options,
    ...(retryAfterSeconds === undefined ? {} : { headers: { 'Retry-After': String(retryAfterSeconds) } }),
  });
}

export function languageOf(c: Context): Language {
  const language: unknown = c.get('language');
  return isLanguage(language) ? language : defaultLanguage;
}

export function errorBody(language: Language, error: HttpError): ErrorBody {
  const t = serverT(language);
  const message = t(error.options.messageKey ?? error.code, error.options.params ?? {});
  return { error: { code: error.code, message, ...(error.options.fields ? { fields: error.options.fields } : {}) } };
}

export function renderError(c: Context, error: HttpError): Response {
  const language = languageOf(c);
  const response = c.json(errorBody(language, error), error.status);
  response.headers.set('Content-Language', language);
  for (const [name, value] of Object.entries(error.options.headers ?? {})) response.headers.set(name, value);
  return response;
}

/** Field path as the client sent it: snake_case segments joined by dots ('answers.2', 'phone_number'). */
function wirePath(path: ReadonlyArray<PropertyKey>): string {
  return toWirePath(path) || '(body)';
}

type Issue = ZodError['issues'][number];

/** The received (wire form) value at an issue's path, whichever side of the wire codec reported it. */
function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = input;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[typeof segment === 'string' ? toWireName(segment) : segment];
  }
  return value;
}

function fieldMessage(language: Language, issue: Issue, input: unknown): string {
  const t = serverT(language);
  if (input !== undefined && issue.code !== 'unrecognized_keys' && issue.path.length > 0 && valueAt(input, issue.path) === undefined) {
    return t('field.required');
  }
  switch (issue.code) {
    case 'invalid_type':
      // zod 4 leaves the input out of issues; its message still says what arrived.
      if (issue.message.endsWith('received undefined')) return t('field.required');
      if (issue.expected === 'int') return t('field.not_integer');
      return t('field.invalid_type');
    case 'too_small':
      return issue.origin === 'array' || issue.origin === 'string'
        ? t('field.too_short', { minimum: String(issue.minimum) })
        : t('field.too_small', { minimum: String(issue.minimum) });
    case 'too_big':
      return issue.origin === 'array' || issue.origin === 'string'
        ? t('field.too_long', { maximum: String(issue.maximum) })
        : t('field.too_big', { maximum: String(issue.maximum) });
    case 'invalid_value':
      return t('field.invalid_option', { options: issue.values.map(String).join(', ') });
    case 'invalid_format':
      return t('field.invalid_format');
    case 'unrecognized_keys':
      return t('field.unrecognized_key');
    case 'custom': {
      // A contract's refinement names its own message: .refine(fn, { params: { i18nKey: 'field.invalid_phone' } }).
      const key: unknown = issue.params?.i18nKey;
      return typeof key === 'string' ? t(key) : t('field.invalid');
    }
    default:
      return t('field.invalid');
  }
}

/** Turns a zod failure into a 400 that names every failing field in the caller's language. */
export function validationError(language: Language, error: ZodError, input?: unknown): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[wirePath([...issue.path, key])] ??= fieldMessage(language, issue, input);
      continue;
    }
    fields[wirePath(issue.path)] ??= fieldMessage(language, issue, input);
  }
  return new HttpError(400, 'validation_failed', { fields });
}
