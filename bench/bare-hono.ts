/**
 * The baseline of `npm run bench`: bare Hono on @hono/node-server answering a small JSON body,
 * with none of the app's middleware or database. The app's catalogue reads are compared with it.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
const body = { data: [{ id: 1, slug: 'g-intel', name: 'G-Intel' }], meta: { page: 1, limit: 0, total: 1 } };
app.get('/', (c) => c.json(body));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
