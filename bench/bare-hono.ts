/**
 * The baseline of `npm run bench`: bare Hono on @hono/node-server, none of the app's middleware or
 * database, answering `/{n}` with the bytes of the n-th file of BODY_FILES (the answers the app
 * gave to the compared scenarios, so both send the same bytes), and `/` with a small JSON body.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

// Bytes, as the app keeps its cached answers: neither side encodes text per request.
const bodies = (process.env.BODY_FILES ?? '').split(',').filter(Boolean).map((file) => new Uint8Array(readFileSync(file)));
const app = new Hono();
app.get('/', (c) => c.json({ data: [{ id: 1, slug: 'g-intel', name: 'G-Intel' }], meta: { page: 1, limit: 0, total: 1 } }));
app.get('/:n', (c) => {
  const body = bodies[Number(c.req.param('n'))];
  return body === undefined ? c.notFound() : c.body(body, 200, { 'Content-Type': 'application/json' });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
