import http from 'node:http';

/*
 * Raw HTTP/1.1 requests to the fuzz server (node:http, keep-alive): every method, whatever bytes
 * in the body, a Content-Type of its choosing or none, header values in Latin-1 as the protocol allows.
 */

export interface RawRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface HttpClient {
  send(request: RawRequest, timeoutMs?: number): Promise<RawResponse>;
  /** Requests sent again because the server had closed the kept-alive connection they went out on. */
  resent(): number;
  close(): void;
}

const BIG_BODY = 16 * 1024;

/** A connection the server closed while the agent kept it for reuse (after its idle timeout). */
function closedWhileIdle(request: http.ClientRequest, error: Error): boolean {
  return request.reusedSocket && /ECONNRESET|EPIPE|socket hang up/.test(`${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}`);
}

/** The connection was reset or closed under a request still being written. */
function resetWhileSending(error: Error): boolean {
  return /ECONNRESET|EPIPE/.test(`${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}`);
}

/** `maxSockets` connections kept alive, or (0) a new connection for every request. */
export function httpClient(baseUrl: string, maxSockets: number): HttpClient {
  const { hostname, port } = new URL(baseUrl);
  const agent = maxSockets > 0 ? new http.Agent({ keepAlive: true, maxSockets }) : new http.Agent({ keepAlive: false });
  let resent = 0;

  const attempt = (request: RawRequest, headers: Record<string, string>, timeoutMs: number, retries: number): Promise<RawResponse> =>
    new Promise((resolve, reject) => {
      // A big body goes on a connection of its own: the server may refuse it unread (413) and then close the connection its answer said it would keep.
      const ownConnection = (request.body?.length ?? 0) > BIG_BODY;
      const outgoing = http.request({ host: hostname, port, method: request.method, path: request.url, headers, agent: ownConnection ? false : agent }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const received: Record<string, string> = {};
          for (const [name, value] of Object.entries(incoming.headers)) if (value !== undefined) received[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({ status: incoming.statusCode ?? 0, headers: received, body: Buffer.concat(chunks) });
        });
      });
      outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
      outgoing.on('error', (error) => {
        // Again, on another connection: the request never reached the server (a kept-alive
        // connection closed while idle), or the server refused a big body unread and closed the
        // connection while it was still going out, so its 413 was lost with the connection's reset
        // (it came once in a bash .ci/run: "write EPIPE" on a 2 MB sign-in body). A server that
        // never answers still fails: after the retries the error stands.
        if (retries > 0 && (closedWhileIdle(outgoing, error) || (ownConnection && resetWhileSending(error)))) {
          resent += 1;
          resolve(attempt(request, headers, timeoutMs, retries - 1));
        } else {
          reject(new Error(`${error.message} (on a ${outgoing.reusedSocket ? 'kept-alive' : 'new'} connection)`));
        }
      });
      outgoing.end(request.body);
    });

  return {
    send(request, timeoutMs = 30_000) {
      const headers = { ...request.headers };
      // Node sends a GET's body with neither Content-Length nor chunks unless told its length.
      if (request.body !== undefined && headers['transfer-encoding'] === undefined) headers['content-length'] = String(request.body.length);
      return attempt(request, headers, timeoutMs, maxSockets + 1);
    },
    resent: () => resent,
    close: () => agent.destroy(),
  };
}

/** A header value Node will send: Latin-1 without control characters (others percent-encoded), at most `limit` characters. */
export function headerValue(value: unknown, limit = 4_000): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text
    .slice(0, limit)
    .replace(/[^\t\x20-\x7e\x80-\xff]/gu, (char) => encodeURIComponent(char.replace(/[\ud800-\udfff]/g, '\ufffd')))
    .slice(0, limit);
}
