import type { ErrorCode } from './contract/error';
import { DEFAULT_LANGUAGE, languages, type Language } from './contract/language-codes';

/*
 * ApiError and what reads it. Turning a failed fetch into one (the error envelope's schema,
 * ofetch's errors) is fetch-errors.ts, part of the client's transport, which loads with the first
 * request (src/api/client.ts).
 */

/**
 * The server's codes, plus the client's own: `network` (no response, or a timeout), `aborted`
 * (the caller cancelled: never logged nor reported) and `invalid_response` (a 2xx body that breaks
 * its contract).
 */
export type ApiErrorCode = ErrorCode | 'network' | 'aborted' | 'invalid_response';

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  fields?: Readonly<Record<string, string>>;
  language?: Language;
  body?: unknown;
  cause?: unknown;
}

/** What every failed call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Failing field path (camelCase, as the app names fields) -> localised reason. */
  readonly fields: Readonly<Record<string, string>>;
  /** Language of `message`, from the response's Content-Language. */
  readonly language: Language;
  /** The response's JSON object as it arrived (wire form), or null for a non-JSON, empty or missing body. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.language = init.language ?? DEFAULT_LANGUAGE;
    this.body = init.body ?? null;
  }
}

/** Content-Language -> app language: zh* is zh, en/vi/th (any region) are kept, the rest is en. */
export function languageFromHeader(value: string | null | undefined): Language {
  const tag = (value ?? '').split(',')[0].trim().toLowerCase();
  if (tag.startsWith('zh')) return 'zh';
  const language = languages.find((known) => known === tag.split('-')[0]);
  return language ?? DEFAULT_LANGUAGE;
}

/** A Retry-After header value in seconds (delta-seconds, or an HTTP date read relative to `now`). */
export function parseRetryAfter(value: string | null | undefined, now: Date = new Date()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

/** How long a refused call (429) asks the caller to wait, from its Retry-After header. */
export function retryAfterSeconds(error: ApiError, now: Date = new Date()): number | null {
  // The cause is ofetch's FetchError, which carries the response (read without importing ofetch).
  const response: unknown = (error.cause as { response?: unknown } | undefined)?.response;
  return parseRetryAfter(response instanceof Response ? response.headers.get('retry-after') : null, now);
}
