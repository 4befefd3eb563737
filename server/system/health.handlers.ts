import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../http/app-env';
import type { AppDeps } from '../app-deps';
import { migrationLevel } from '../db/client';
import { migrationJournal } from '../db/journal';
import type { healthRoute } from './health.routes';

export function healthHandler(deps: AppDeps): RouteHandler<typeof healthRoute, AppEnv> {
  return async (c) => {
    const level = await migrationLevel(deps.database.db, migrationJournal);
    return c.json(
      {
        status: 'ok' as const,
        database: { kind: deps.database.kind, migrations: level.applied, latestMigration: level.latest },
        version: deps.version,
      },
      200,
    );
  };
}
