import type { healthEndpoints } from '../../../src/api/contract/health';
import type { Services } from '../../composition-root';
import { migrationLevel } from '../../db/client';
import { migrationJournal } from '../../db/journal';
import type { EndpointHandlers } from '../../http/endpoint-routes';

export function healthHandlers({ database, version }: Services): EndpointHandlers<typeof healthEndpoints> {
  return {
    async get() {
      const level = await migrationLevel(database.db, migrationJournal);
      return { status: 200, body: { data: { status: 'ok', database: { kind: database.kind, migrations: level.applied, latestMigration: level.latest }, version } } };
    },
  };
}
