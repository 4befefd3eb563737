import type { z } from 'zod';
import type { ApiClient, ApiRequestOptions } from './client';
import { HEADERS, pathWith } from './contract/paths';
import type { Endpoint, EndpointCallInput } from './contract/endpoint';
import { yieldToBrowser } from '../platform/breathe';

/** What a call needs of a client (ApiClient.call): every call function of src/api takes one. */
export type CallClient = Pick<ApiClient, 'call'>;

/*
 * The client an endpoint call runs on is the Main API, Portal API or same-origin client of the
 * entry's `api` (src/api/main-api.ts, portal-api.ts, health-api.ts), or a test double.
 *
 * The entry is given as it is, or as a function that loads it: a call module whose contract is
 * not in the page's first load (src/api/cart.ts) passes `() => import(…).then(…)`, and the
 * schemas arrive with the first call (docs/performance.md).
 */

interface CallInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  headers?: Record<string, string | null | undefined>;
  signal?: AbortSignal;
}

/** An entry, or a function that loads it. */
export type EntryOf<E extends Endpoint> = E | (() => Promise<E>);

/*
 * A contract loaded on its first call builds its schemas on zod, which loads with it the first
 * time: evaluated together, the library and the schemas were one long task on a signed-in
 * start (26 ms on this machine's Chromium; Lighthouse counts it four times over). So zod is
 * loaded first, alone, and the contract in a task of its own (scheduler.yield, breathe.ts). A
 * failed load of zod is left to the contract's own load to report.
 */
let schemaLibrary: Promise<void> | undefined;
function loadSchemaLibrary(): Promise<void> {
  schemaLibrary ??= import('zod').then(
    () => yieldToBrowser(),
    () => {
      schemaLibrary = undefined;
    },
  );
  return schemaLibrary;
}

async function loaded<E extends Endpoint>(entry: EntryOf<E>): Promise<E> {
  if (typeof entry !== 'function') return entry;
  await loadSchemaLibrary();
  return entry();
}

/** The per-call headers with a value (an order without its secret sends no Order-Secret). */
function presentHeaders(headers: CallInput['headers']): Record<string, string> | undefined {
  const present = Object.entries(headers ?? {}).filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== '');
  return present.length > 0 ? Object.fromEntries(present) : undefined;
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
      headers: presentHeaders(input.headers),
      signal: input.signal,
      wire: { body: entry.request.body, query: entry.request.query },
      withDeviceId: HEADERS.deviceId in headers,
      withClientId: HEADERS.userClientId in headers,
    },
  };
}

/**
 * Calls the endpoint an entry describes: its method and path (parameters filled in), the body and
 * query sent in wire form, the headers it declares (Device-ID, User-Client-Id from the client;
 * the per-call ones such as Idempotency-Key or Order-Secret from `input.headers`), and the answer
 * decoded by its envelope schema. Rejects with ApiError (src/api/errors.ts).
 */
/** The same, with the entry loaded on the call (a contract outside the first load). */
export function callEndpoint<L extends () => Promise<Endpoint>>(
  client: CallClient,
  loadEntry: L,
  input: EndpointCallInput<Awaited<ReturnType<L>>>,
): Promise<Awaited<ReturnType<L>>['response'] extends { body: infer B extends z.ZodType } ? z.output<B> : never>;
export function callEndpoint<E extends Endpoint, B extends z.ZodType>(
  client: CallClient,
  entry: E & { response: { body: B } },
  input: EndpointCallInput<E>,
): Promise<z.output<B>>;
export async function callEndpoint(client: CallClient, entryOrLoader: EntryOf<Endpoint & { response: { body: z.ZodType } }>, input: CallInput): Promise<unknown> {
  const entry = await loaded(entryOrLoader);
  const { path, options } = requestOf(entry, input);
  return client.call(entry.response.body, path, options);
}

/** `callEndpoint` for an entry that answers no body (204). */
export async function sendToEndpoint<E extends Endpoint>(client: Pick<ApiClient, 'request'>, entryOrLoader: EntryOf<E>, input: EndpointCallInput<E>): Promise<void> {
  const { path, options } = requestOf(await loaded(entryOrLoader), input);
  await client.request(path, options);
}
