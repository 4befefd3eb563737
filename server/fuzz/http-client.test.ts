import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpClient } from './http-client';

/**
 * The fuzz harness's raw client: a big body refused unread, whose 413 is lost with the connection's
 * reset, is sent again on a new connection; a server that never answers still fails the request.
 */
const servers: net.Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A TCP server that treats each connection with `onConnection` (its index from 0); answers its URL and the connections it saw. */
async function rawServer(onConnection: (socket: net.Socket, index: number) => void) {
  let connections = 0;
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    onConnection(socket, connections++);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections: () => connections };
}

const BIG = Buffer.alloc(2_000_000, 'x');

describe('the fuzz http client', () => {
  it('sends a big body again when the connection is reset under it, and takes the answer of the next try', async () => {
    const server = await rawServer((socket, index) => {
      socket.once('data', () => {
        if (index === 0) socket.resetAndDestroy();
        else {
          socket.on('data', () => {});
          socket.end('HTTP/1.1 413 Payload Too Large\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
        }
      });
    });
    const client = httpClient(server.url, 0);
    const response = await client.send({ method: 'POST', url: '/x', headers: { 'content-type': 'application/json' }, body: BIG });
    client.close();
    expect(response.status).toBe(413);
    expect(server.connections()).toBe(2);
    expect(client.resent()).toBe(1);
  });

  it('still fails a big body whose every connection is reset: no answer is not made up', async () => {
    const server = await rawServer((socket) => socket.once('data', () => socket.resetAndDestroy()));
    const client = httpClient(server.url, 0);
    await expect(client.send({ method: 'POST', url: '/x', headers: {}, body: BIG })).rejects.toThrow(/ECONNRESET|EPIPE|socket hang up/);
    client.close();
    expect(server.connections()).toBe(2);
  });
});
