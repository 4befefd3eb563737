import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createApiClient } from './client';
import type { ApiClient, ApiClientOptions } from './client';
import { API_BASES } from './contract/endpoint';
import type { ApiName } from './contract/endpoint';

/*
 * A real HTTP server on 127.0.0.1 for the API client tests: requests travel through the real
 * fetch, so headers, bodies and status handling are what a browser would see. Test code only.
 */

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestReply {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as text/plain (or the content-type in `headers`). */
  text?: string;
}

export type TestHandler = (request: ReceivedRequest) => TestReply;

export interface TestServer {
  url: string;
  received: ReceivedRequest[];
  /** Replaces the handler; the default answers 404 with the error body. */
  handle(handler: TestHandler): void;
  close(): Promise<void>;
}

const notFound: TestHandler = () => ({ status: 404, json: { error: { code: 'not_found', message: 'Not found' } } });

export async function startTestServer(): Promise<TestServer> {
  let handler = notFound;
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const reply = handler(request);
      const isJson = reply.json !== undefined;
      res.writeHead(reply.status ?? 200, {
        'content-type': isJson ? 'application/json' : 'text/plain; charset=utf-8',
        ...reply.headers,
      });
      res.end(isJson ? JSON.stringify(reply.json) : (reply.text ?? ''));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    handle(next) {
      handler = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** A received request with its JSON body parsed (null when there was none). */
export interface SentRequest extends Omit<ReceivedRequest, 'body'> {
  body: unknown;
}

export interface TestServerHarness {
  readonly server: TestServer;
  /** A client of one API on the test server: signed out, in English, unless `options` say otherwise. */
  client(api: ApiName, options?: Partial<Omit<ApiClientOptions, 'baseURL'>>): ApiClient;
  /** The `index`-th request the server received, body parsed. */
  sent(index?: number): SentRequest;
}

/**
 * The set-up every API call test shares: a test server for the file, its log emptied and
 * console.error silenced (failures are logged on purpose) before each test.
 */
export function useTestServer(): TestServerHarness {
  let server: TestServer | undefined;
  const current = (): TestServer => {
    if (!server) throw new Error('the test server starts in beforeAll');
    return server;
  };
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => current().close());
  beforeEach(() => {
    current().received.length = 0;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());
  return {
    get server() {
      return current();
    },
    client(api, options = {}) {
      return createApiClient({
        baseURL: `${current().url}${API_BASES[api]}`,
        getToken: () => null,
        getLanguage: () => 'en',
        onUnauthorized: vi.fn(),
        reportError: vi.fn(),
        ...options,
      });
    },
    sent(index = 0) {
      const request = current().received[index];
      return { ...request, body: request.body ? (JSON.parse(request.body) as unknown) : null };
    },
  };
}
