import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the SMS gateway (we cannot reach a real one from tests): it records every
 * hand-over, answers with the statuses a test queues, and, like a real gateway with idempotency
 * keys, sends one SMS per Idempotency-Key however often the same message is handed over.
 */

export interface GatewayHandover {
  headers: IncomingHttpHeaders;
  body: { to: string; text: string; sender: string; reference: string };
}

export interface FakeSmsGateway {
  url: string;
  /** Every hand-over, in order (a repeated one appears again). */
  received: GatewayHandover[];
  /** The SMS the gateway sent: our reference -> its message id. */
  sent: Map<string, string>;
  /** The next hand-overs get these statuses (then 200 again). */
  failNext(...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startFakeSmsGateway(): Promise<FakeSmsGateway> {
  const received: GatewayHandover[] = [];
  const sent = new Map<string, string>();
  let failures: number[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw || 'null') as GatewayHandover['body'];
      received.push({ headers: req.headers, body });
      const status = failures.shift() ?? 200;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      if (status !== 200) return res.end(JSON.stringify({ error: 'nope' }));
      const key = String(req.headers['idempotency-key']);
      if (!sent.has(key)) sent.set(key, `msg-${sent.size + 1}`);
      res.end(JSON.stringify({ id: sent.get(key) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    sent,
    failNext: (...statuses) => void (failures = statuses),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
