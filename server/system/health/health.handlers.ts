import type { healthEndpoints } from '../../../src/api/contract/health';
import type { Services } from '../../app-services';
import { migrationLevel } from '../../db/client';
import type { MigrationLevel } from '../../db/client';
import { migrationJournal } from '../../db/journal';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { markReplayable } from '../../http/replay-cache';

/** How long one reading of the database stands for every health check (a probe every few ms must not load the database). */
export const HEALTH_READING_MS = 1000;

export function healthHandlers({ database, version, now }: Services): EndpointHandlers<typeof healthEndpoints> {
  // The last reading, shared by the checks of its second (a failed one is not kept: the next check reads again).
  let reading: { at: number; level: Promise<MigrationLevel> } | null = null;
  const stands = (taken: { at: number }) => {
    const at = now().getTime();
    return at >= taken.at && at - taken.at < HEALTH_READING_MS;
  };
  function currentReading(): { at: number; level: Promise<MigrationLevel> } {
    if (reading === null || !stands(reading)) {
      const level = migrationLevel(database.db, migrationJournal);
      const current = { at: now().getTime(), level };
      reading = current;
      level.catch(() => {
        if (reading === current) reading = null;
      });
    }
    return reading;
  }
  return {
    async get(c) {
      const current = currentReading();
      const level = await current.level;
      // The app's fast lane may send this same answer again while its reading stands (http/replay-cache.ts).
      markReplayable(c, { stillValid: () => reading === current && stands(current) });
      return { status: 200, body: { data: { status: 'ok', database: { kind: database.kind, migrations: level.applied, latestMigration: level.latest }, version } } };
    },
  };
}
