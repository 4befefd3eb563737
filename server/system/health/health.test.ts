import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../../src/api/contract/endpoint';
import { healthEndpoints } from '../../../src/api/contract/health';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { HEALTH_READING_MS } from './health.handlers';

describe.each(databaseKinds)('health on %s', (kind) => {
  const ctx = useTestContext(kind);

  describe('GET /api/health', () => {
    it('reports status, database kind and migration level in snake_case', async () => {
      const response = await ctx.request(urlOf(healthEndpoints.get));
      expect(response.status).toBe(200);
      const body = (await response.json()).data;
      expect(body).toEqual({
        status: 'ok',
        database: { kind, migrations: expect.any(Number), latest_migration: expect.stringMatching(/^\d{4}_/) },
        version: 'test',
      });
      expect(body.database.migrations).toBeGreaterThanOrEqual(1);
    });
  });

  describe('one database reading per second', () => {
    let clock = Date.parse('2026-11-26T10:00:00Z');
    const timed = useTestContext(kind, { now: () => new Date(clock) });
    const migrations = async () => ((await (await timed.request(urlOf(healthEndpoints.get))).json()).data.database.migrations as number);

    it('answers from its last reading within the second and reads the database again after it', async () => {
      const first = await migrations();
      // A change the next reading would see: one more applied migration.
      await timed.database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('health-test', 0)`);
      try {
        clock += HEALTH_READING_MS - 1;
        expect(await migrations()).toBe(first);
        clock += 1;
        expect(await migrations()).toBe(first + 1);
      } finally {
        await timed.database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'health-test'`);
      }
      clock += HEALTH_READING_MS;
      expect(await migrations()).toBe(first);
    });
  });
});
