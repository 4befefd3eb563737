import type { z } from 'zod';
import { reportError } from '../platform/sentry';
import { ApiError } from './errors';
import { logApiFailure } from './failure-log';
import type * as TransportModule from './client-transport';

/*
 * The API client every call goes through. What it needs to send a request and read the answer
 * (ofetch, the error envelope's schema, the wire forms: client-transport.ts) loads with the first
 * request, not with the page: no page needs it before its first render (docs/performance.md,
 * "Bundle budget"). A page the app draws itself starts loading it at start (src/start.tsx).
 */
type Transport = typeof TransportModule;
let transportModule: Promise<Transport> | undefined;
/** The transport's module, loaded once (a failed load is tried again by the next call). */
export function loadTransport(): Promise<Transport> {
  transportModule ??= import('./client-transport').catch((error: unknown) => {
    transportModule = undefined;
    throw error;
  });
  return transportModule;
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

export function createApiClient(options: ApiClientOptions): ApiClient {
  const report = options.reportError ?? reportError;

  /** Logs, reports, signals a 401, and gives the ApiError to reject with. */
  function fail(apiError: ApiError, method: string, path: string): ApiError {
    if (apiError.code === 'aborted') return apiError;
    logApiFailure({ method, path, status: apiError.status, code: apiError.code, message: apiError.message });
    report(apiError, { method, path, status: apiError.status, code: apiError.code });
    if (apiError.status === 401) options.onUnauthorized();
    options.onError?.(apiError);
    return apiError;
  }

  let transport: ApiClient | undefined;
  async function ready(method: string, path: string): Promise<ApiClient> {
    if (transport) return transport;
    try {
      const { createTransport } = await loadTransport();
      transport ??= createTransport(options, fail);
      return transport;
    } catch (error) {
      // The transport's file could not be fetched: the request never left, as when the network is down.
      const message = error instanceof Error ? error.message : String(error);
      throw fail(new ApiError({ status: 0, code: 'network', message, cause: error }), method, path);
    }
  }

  return {
    async request(path, request = {}) {
      return (await ready(request.method ?? 'GET', path)).request(path, request);
    },
    async call(schema, path, request = {}) {
      return (await ready(request.method ?? 'GET', path)).call(schema, path, request);
    },
  };
}
