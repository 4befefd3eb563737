import { z } from 'zod';
import { endpoint, resourceEnvelope } from './endpoint';

export const healthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      migrations: z.number().int().nonnegative().meta({ description: 'Number of applied migrations' }),
      latestMigration: z.string().nullable().meta({ description: 'Tag of the latest applied migration', example: '0003_orders' }),
    }),
    version: z.string().meta({ example: '0.1.0' }),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof healthSchema>;

export const healthResponseSchema = resourceEnvelope(healthSchema, 'HealthResponse');

export const healthEndpoints = {
  get: endpoint({ api: 'site', tags: ['system'] }, {
    method: 'get', path: '/api/health',
    summary: 'Service health: status, database kind and migration level',
    response: { statuses: { 200: 'The service is up' }, body: healthResponseSchema },
  }),
};
