import type { z } from 'zod';
import type { ApiClient, ApiRequestOptions } from './client';
import { HEADERS, pathWith } from './contract/paths';
import type { Endpoint, EndpointCallInput } from './contract/endpoint';

/*
 * The client an endpoint call runs on is the Main API, Portal API or same-origin client of the
 * entry's `api` (src/api/main-api.ts, portal-api.ts, health-api.ts), or a test double.
 */

interface CallInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const METHODS = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' } as const;

function requestOf(entry: Endpoint, input: CallInput): { path: string; options: ApiRequestOptions } {
  const headers = entry.request.headers?.shape ?? {};
  return {
    path: pathWith(entry, isRecord(input.params) ? input.params : {}),
    options: {
      method: METHODS[entry.method],
      query: isRecord(input.query) ? input.query : undefined,
      body: isRecord(input.body) || Array.isArray(input.body) ? input.body : undefined,
      signal: input.signal,
      wire: { body: entry.request.body, query: entry.request.query },
      withDeviceId: HEADERS.deviceId in headers,
      withClientId: HEADERS.userClientId in headers,
    },
  };
}

/**
 * Calls the endpoint an entry describes: its method and path (parameters filled in), the body and
 * query sent in wire form, the headers it declares, and the answer decoded by its envelope
 * schema. Rejects with ApiError (src/api/errors.ts).
 */
export function callEndpoint<E extends Endpoint, B extends z.ZodType>(
  client: Pick<ApiClient, 'call'>,
  entry: E & { response: { body: B } },
  input: EndpointCallInput<E>,
): Promise<z.output<B>> {
  const { path, options } = requestOf(entry, input);
  // `call` decodes the answer with this very schema; its signature (kept for the app's test
  // doubles) cannot say that the result is the schema's output type, so it is stated here.
  return client.call(entry.response.body, path, options) as Promise<z.output<B>>;
}

/** `callEndpoint` for an entry that answers no body (204). */
export async function sendToEndpoint<E extends Endpoint>(client: Pick<ApiClient, 'request'>, entry: E, input: EndpointCallInput<E>): Promise<void> {
  const { path, options } = requestOf(entry, input);
  await client.request(path, options);
}
