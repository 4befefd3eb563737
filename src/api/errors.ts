import { FetchError } from 'ofetch';
import { errorBodySchema, errorCodeSchema, type ErrorCode } from './contract/error';
import { DEFAULT_LANGUAGE, languages, type Language } from './contract/language-codes';
import { OTP_INVALID_TEXTS } from './contract/otp-invalid';
import { toAppPath } from './contract/wire-names';

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

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'internal' : 'bad_request';
  }
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function fromResponse(error: FetchError, response: Response): ApiError {
  const body = isObject(error.data) ? error.data : null;
  const language = languageFromHeader(response.headers.get('content-language'));
  const parsed = errorBodySchema.safeParse(body);
  const serverError = parsed.success ? parsed.data.error : undefined;
  const message = serverError?.message ?? `${response.status} ${response.statusText}`.trim();
  const serverCode = errorCodeSchema.safeParse(serverError?.code);
  const isOtpInvalid = response.status === 400 && message === OTP_INVALID_TEXTS[language];
  return new ApiError({
    status: response.status,
    code: isOtpInvalid ? 'otp_invalid' : serverCode.success ? serverCode.data : codeForStatus(response.status),
    message,
    fields: serverError?.fields && Object.fromEntries(Object.entries(serverError.fields).map(([path, reason]) => [toAppPath(path), reason])),
    language,
    body,
    cause: error,
  });
}

function wasCancelled(error: FetchError): boolean {
  const signal = error.options?.signal;
  if (!signal?.aborted) return false;
  const reason: unknown = signal.reason;
  return !(reason instanceof Error && reason.name === 'TimeoutError');
}

/** Turns whatever a fetch rejected with into the catalogue's ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError && error.response) return fromResponse(error, error.response);
  if (error instanceof FetchError && wasCancelled(error)) {
    return new ApiError({ status: 0, code: 'aborted', message: 'The request was cancelled', cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ status: 0, code: 'network', message, cause: error });
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
  const headers = error.cause instanceof FetchError ? error.cause.response?.headers : undefined;
  return parseRetryAfter(headers?.get('retry-after'), now);
}
