import { ofetch, type FetchResponse } from 'ofetch';
import type { z } from 'zod';
import { prettifyError } from 'zod/mini';
import { reportError } from '../platform/sentry';
import { ApiError, languageFromHeader, toApiError } from './errors';
import { logApiFailure } from './failure-log';
import type * as WireModule from './contract/wire';

/*
 * The wire forms (src/api/contract/wire.ts, built on classic zod) load with the first request
 * that has a schema, as the contracts do, not with the page (docs/performance.md).
 */
type Wire = typeof WireModule;
let wireModule: Promise<Wire> | undefined;
function loadWire(): Promise<Wire> {
  wireModule ??= import('./contract/wire').catch((error: unknown) => {
    wireModule = undefined; // a failed chunk load is tried again by the next call
    throw error;
  });
  return wireModule;
}

export interface ApiClientOptions {
  /** Absolute URL, a path ('/main/api/v1') or '' — the last two mean same origin. */
  baseURL: string;
  getToken: () => string | null | undefined;
  getLanguage: () => string;
  /** Anonymous client id, sent as User-Client-Id by requests with `withClientId`. */
  getClientId?: () => string | null | undefined;
  /** Called with the client id the server issued, when an answer carries one (User-Client-Id response header): keep it. */
  setClientId?: (id: string) => void;
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

/** A JSON body (plain object or array) or a raw body sent as it is. */
export type RequestBody = Record<string, unknown> | readonly unknown[] | FormData | Blob | URLSearchParams;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, unknown>;
  body?: RequestBody;
  /**
   * The contract schemas `body` and `query` are written in (camelCase): they are sent in their
   * wire form (src/api/contract/wire.ts). Without one, the part is sent as it is.
   */
  wire?: { body?: z.ZodType; query?: z.ZodType };
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send User-Client-Id (the portal's anonymous-user merge). */
  withClientId?: boolean;
  /** Send Device-ID (the portal's OTP verify). */
  withDeviceId?: boolean;
}

export interface ApiClient {
  /** The JSON body as it arrived, in wire form (null when empty or not JSON); rejects with ApiError. */
  request(path: string, options?: ApiRequestOptions): Promise<unknown>;
  /**
   * `request`, then the body decoded by its contract schema (wire form -> camelCase, validated);
   * a mismatch rejects with `invalid_response`.
   */
  call<T>(schema: z.ZodType<T>, path: string, options?: ApiRequestOptions): Promise<T>;
}

/** Strict JSON: a non-JSON or empty body is null (spec section 8); `__proto__` keys are dropped. */
function parseResponseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value));
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The query in its wire form when its contract schema is given. */
function queryOnWire({ toWire }: Wire, { query, wire }: ApiRequestOptions): Record<string, unknown> | undefined {
  const converted = query && wire?.query ? toWire(wire.query, query) : query;
  return isRecord(converted) ? converted : query;
}

/** The body in its wire form when its contract schema is given; raw bodies (FormData, …) pass as they are. */
function bodyOnWire({ toWire }: Wire, { body, wire }: ApiRequestOptions): RequestBody | undefined {
  const converted = body && wire?.body ? toWire(wire.body, body) : body;
  return isRecord(converted) || Array.isArray(converted) ? converted : body;
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
    logApiFailure({ method, path, status: apiError.status, code: apiError.code, message: apiError.message });
    report(apiError, { method, path, status: apiError.status, code: apiError.code });
    if (apiError.status === 401) options.onUnauthorized();
    options.onError?.(apiError);
    return apiError;
  }

  /** Keeps the client id an answer issued (User-Client-Id header). */
  function keepIssuedClientId(response: FetchResponse<unknown>): void {
    const issued = response.headers.get('user-client-id');
    if (issued) options.setClientId?.(issued);
  }

  async function send(path: string, request: ApiRequestOptions): Promise<FetchResponse<unknown>> {
    const method = request.method ?? 'GET';
    try {
      const wire = request.wire?.body || request.wire?.query ? await loadWire() : null;
      return await $fetch.raw<unknown>(path, {
        method,
        headers: headersFor(request),
        query: wire ? queryOnWire(wire, request) : request.query,
        body: wire ? bodyOnWire(wire, request) : request.body,
        signal: request.signal,
      });
    } catch (error) {
      throw fail(error, method, path);
    }
  }

  return {
    async request(path, request = {}) {
      const response = await send(path, request);
      keepIssuedClientId(response);
      return response._data ?? null;
    },

    async call(schema, path, request = {}) {
      const wireLoading = loadWire();
      wireLoading.catch(() => {}); // a failure is reported below, once the answer is in
      const response = await send(path, request);
      keepIssuedClientId(response);
      let wireCodec: Wire['wireCodec'];
      try {
        ({ wireCodec } = await wireLoading);
      } catch (error) {
        throw fail(error, request.method ?? 'GET', path);
      }
      const parsed = wireCodec(schema).safeParse(response._data ?? null);
      if (parsed.success) return parsed.data;
      const mismatch = new ApiError({
        status: response.status,
        code: 'invalid_response',
        message: `The response breaks its contract: ${prettifyError(parsed.error)}`,
        language: languageFromHeader(response.headers.get('content-language')),
        body: response._data ?? null,
        cause: parsed.error,
      });
      throw fail(mismatch, request.method ?? 'GET', path);
    },
  };
}
