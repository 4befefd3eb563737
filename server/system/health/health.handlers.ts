import type { healthEndpoints } from '../../../src/api/contract/health';
import type { Services } from '../../composition-root';
import { migrationLevel } from '../../db/client';
import type { MigrationLevel } from '../../db/client';
import { migrationJournal } from '../../db/journal';
import type { EndpointHandlers } from '../../http/endpoint-routes';

/** How long one reading of the database stands for every health check (a probe every few ms must not load the database). */
export const HEALTH_READING_MS = 1000;

export function healthHandlers({ database, version, now }: Services): EndpointHandlers<typeof healthEndpoints> {
  // The last reading, shared by the checks of its second (a failed one is not kept: the next check reads again).
  let reading: { at: number; level: Promise<MigrationLevel> } | null = null;
  function currentLevel(): Promise<MigrationLevel> {
    const at = now().getTime();
    if (reading === null || at - reading.at >= HEALTH_READING_MS || at < reading.at) {
      const level = migrationLevel(database.db, migrationJournal);
      const current = { at, level };
      reading = current;
      level.catch(() => {
        if (reading === current) reading = null;
      });
    }
    return reading.level;
  }
  return {
    async get() {
      const level = await currentLevel();
      return { status: 200, body: { data: { status: 'ok', database: { kind: database.kind, migrations: level.applied, latestMigration: level.latest }, version } } };
    },
  };
}
