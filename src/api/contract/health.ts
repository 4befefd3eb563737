import { z } from 'zod';

/*
 * Response schemas are written in camelCase, the shape the browser reads after its one case
 * conversion (src/api/case.ts). The server serialises them with snake_case keys on the wire
 * (here: `latest_migration`).
 */

/** GET /api/health (same origin, outside the two API bases). */
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
