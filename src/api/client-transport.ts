import { ofetch, type FetchResponse } from 'ofetch';
import { prettifyError } from 'zod/mini';
import type { ApiClient, ApiClientOptions, ApiRequestOptions, RequestBody } from './client';
import { ApiError, languageFromHeader } from './errors';
import { toApiError } from './fetch-errors';
import type * as WireModule from './contract/wire';
import { yieldToBrowser } from '../platform/breathe';

/*
 * The client's transport: ofetch, the error envelope's decoding and the wire forms. It is no part
 * of any page's first load: `createApiClient` (client.ts) loads it with the first request
 * (docs/performance.md, "Bundle budget").
 */

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

/** What the client does once its transport has loaded: `fail` logs, reports and signals every failure. */
export function createTransport(options: ApiClientOptions, fail: (error: ApiError, method: string, path: string) => ApiError): ApiClient {
  const $fetch = ofetch.create(
    // ofetch retries failed GETs once by default; errors must be deterministic, so no retries.
    { baseURL: options.baseURL, retry: false, parseResponse: parseResponseBody },
    { fetch: options.fetch },
  );
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
      throw fail(toApiError(error), method, path);
    }
  }

  return {
    async request(path, request = {}) {
      const response = await send(path, request);
      keepIssuedClientId(response);
      // What the answer leads to (the machine's step, the page's update) runs in a task of its own (breathe.ts).
      await yieldToBrowser();
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
        throw fail(toApiError(error), request.method ?? 'GET', path);
      }
      const parsed = wireCodec(schema).safeParse(response._data ?? null);
      if (parsed.success) {
        // Decoded in the task the answer arrived in; what it leads to (the machine's step, the
        // page's update) runs in a task of its own, so neither makes the page wait long (breathe.ts).
        await yieldToBrowser();
        return parsed.data;
      }
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
