import { ofetch, type FetchResponse } from 'ofetch';
import { z } from 'zod';
import { reportError } from '../platform/sentry';
import { toCamelCase, toSnakeCase } from './case';
import { ApiError, languageFromHeader, toApiError } from './errors';

export interface ApiClientOptions {
  /** Absolute URL, a path ('/main/api/v1') or '' — the last two mean same origin. */
  baseURL: string;
  getToken: () => string | null | undefined;
  getLanguage: () => string;
  /** Anonymous client id, sent as User-Client-Id by requests with `withClientId`. */
  getClientId?: () => string | null | undefined;
  /** Device id, sent as Device-ID by requests with `withDeviceId`. */
  getDeviceId?: () => string | null | undefined;
  /** Called for every 401; the app turns it into a sign-out. */
  onUnauthorized: () => void;
  /** Called for every failure after it is logged and reported (e.g. a global toast). */
  onError?: (error: ApiError) => void;
  /** Defaults to Sentry's reportError. */
  reportError?: (error: unknown, context: Record<string, unknown>) => void;
  fetch?: typeof globalThis.fetch;
}

/** A JSON body (plain object or array, sent as snake_case) or a raw body sent as it is. */
export type RequestBody = Record<string, unknown> | readonly unknown[] | FormData | Blob | URLSearchParams;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, unknown>;
  body?: RequestBody;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send User-Client-Id (the portal's anonymous-user merge). */
  withClientId?: boolean;
  /** Send Device-ID (the portal's OTP verify). */
  withDeviceId?: boolean;
}

export interface ApiClient {
  /** The camelCased JSON body (null when empty or not JSON); rejects with ApiError. */
  request(path: string, options?: ApiRequestOptions): Promise<unknown>;
  /** `request`, then the body parsed by its contract; a mismatch rejects with `invalid_response`. */
  call<T>(schema: z.ZodType<T>, path: string, options?: ApiRequestOptions): Promise<T>;
}

/** Strict JSON: a non-JSON or empty body is null (spec section 8); `__proto__` keys are dropped. */
function parseResponseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return toCamelCase(JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value)));
  } catch {
    return null;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const $fetch = ofetch.create(
    // ofetch retries failed GETs once by default; errors must be deterministic, so no retries.
    { baseURL: options.baseURL, retry: false, parseResponse: parseResponseBody },
    { fetch: options.fetch },
  );
  const report = options.reportError ?? reportError;

  function headersFor(request: ApiRequestOptions): Record<string, string> {
    const headers: Record<string, string> = { 'Accept-Language': options.getLanguage() };
    const token = options.getToken();
    if (token) headers.Authorization = `Token ${token}`;
    const clientId = request.withClientId ? options.getClientId?.() : undefined;
    if (clientId) headers['User-Client-Id'] = clientId;
    const deviceId = request.withDeviceId ? options.getDeviceId?.() : undefined;
    if (deviceId) headers['Device-ID'] = deviceId;
    return { ...headers, ...request.headers };
  }

  /** Logs, reports, signals a 401, and gives the ApiError to reject with. */
  function fail(error: unknown, method: string, path: string): ApiError {
    const apiError = toApiError(error);
    if (apiError.code === 'aborted') return apiError;
    console.error(`[api] ${method} ${path} failed: ${apiError.status} ${apiError.code} ${apiError.message}`, apiError);
    report(apiError, { method, path, status: apiError.status, code: apiError.code });
    if (apiError.status === 401) options.onUnauthorized();
    options.onError?.(apiError);
    return apiError;
  }

  async function send(path: string, request: ApiRequestOptions): Promise<FetchResponse<unknown>> {
    const method = request.method ?? 'GET';
    try {
      return await $fetch.raw<unknown>(path, {
        method,
        headers: headersFor(request),
        // The case conversion returns the same shapes with renamed keys.
        query: request.query && (toSnakeCase(request.query) as Record<string, unknown>),
        body: request.body && (toSnakeCase(request.body) as RequestBody),
        signal: request.signal,
      });
    } catch (error) {
      throw fail(error, method, path);
    }
  }

  return {
    async request(path, request = {}) {
      const response = await send(path, request);
      return response._data ?? null;
    },

    async call(schema, path, request = {}) {
      const response = await send(path, request);
      const parsed = schema.safeParse(response._data ?? null);
      if (parsed.success) return parsed.data;
      const mismatch = new ApiError({
        status: response.status,
        code: 'invalid_response',
        message: `The response breaks its contract: ${z.prettifyError(parsed.error)}`,
        language: languageFromHeader(response.headers.get('content-language')),
        body: response._data ?? null,
        cause: parsed.error,
      });
      throw fail(mismatch, request.method ?? 'GET', path);
    },
  };
}
