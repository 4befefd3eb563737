import { createRoute } from '@hono/zod-openapi';
import { healthSchema } from '../../src/api/contract/health';

export const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['system'],
  summary: 'Service health: status, database kind and migration level',
  responses: {
    200: { description: 'The service is up', content: { 'application/json': { schema: healthSchema } } },
  },
});
