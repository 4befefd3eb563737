import { act, waitFor } from '@testing-library/react';
import { createApiClient } from '../../api/client';
import type { ApiClient } from '../../api/client';

/**
 * For view tests: the real API client (headers, case conversion, error catalogue, 401 handling)
 * over a fetch that never leaves the test. Each request waits until the test replies to it, so
 * a test sees the page while a call is in flight and then with its answer.
 */

export interface ReceivedCall {
  method: string;
  /** The path under the API base, e.g. '/mobile-auth/signin/'. */
  path: string;
  /** The JSON body as sent (snake_case), or null. */
  body: unknown;
  headers: Headers;
}

export interface Reply {
  status?: number;
  json?: unknown;
  headers?: Record<string, string>;
}

interface Waiting extends ReceivedCall {
  respond: (reply: Reply) => void;
}

const BASE = 'http://portal.test/portal/api/v1';

export function createFakePortal(session: { getToken: () => string | null; onUnauthorized: () => void; language?: string }) {
  const received: ReceivedCall[] = [];
  const waiting: Waiting[] = [];

  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const text = typeof init?.body === 'string' ? init.body : null;
      const call: ReceivedCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.slice(new URL(BASE).pathname.length),
        body: text ? (JSON.parse(text) as unknown) : null,
        headers: new Headers(init?.headers),
      };
      received.push(call);
      waiting.push({
        ...call,
        respond: (reply) =>
          resolve(
            new Response(reply.json === undefined ? null : JSON.stringify(reply.json), {
              status: reply.status ?? 200,
              headers: { 'content-type': 'application/json', 'content-language': session.language ?? 'en', ...reply.headers },
            }),
          ),
      });
    });

  const api: ApiClient = createApiClient({
    baseURL: BASE,
    fetch: fetch as typeof globalThis.fetch,
    getToken: session.getToken,
    getLanguage: () => session.language ?? 'en',
    getClientId: () => '5b0c2b7e-0f4e-4f0b-8d8c-8f1f7d3e2a10',
    getDeviceId: () => '5b0c2b7e-0f4e-4f0b-8d8c-8f1f7d3e2a10',
    onUnauthorized: session.onUnauthorized,
    reportError: () => {},
  });

  return {
    api,
    received,
    /** Paths of the calls still waiting for a reply. */
    waiting: () => waiting.map((call) => `${call.method} ${call.path}`),
    /** Waits until a call to `path` arrives (call modules load on first use). */
    async arrival(path: string): Promise<ReceivedCall> {
      return waitFor(() => {
        const call = waiting.find((candidate) => candidate.path === path);
        if (!call) throw new Error(`No call to ${path} is waiting (waiting: ${waiting.map((candidate) => candidate.path).join(', ') || 'none'})`);
        return call;
      });
    },
    /** Answers the oldest call to `path` (once it arrives) and lets the page render what follows. */
    async reply(path: string, reply: Reply): Promise<void> {
      await this.arrival(path);
      const index = waiting.findIndex((call) => call.path === path);
      const [call] = waiting.splice(index, 1);
      await act(async () => {
        call.respond(reply);
        // Let the client parse the answer and the actors take it.
        for (let i = 0; i < 10; i += 1) await Promise.resolve();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

export type FakePortal = ReturnType<typeof createFakePortal>;
