import { describe, expect, it } from 'vitest';
import { urlOf } from '../../../src/api/contract/endpoint';
import { healthEndpoints } from '../../../src/api/contract/health';
import { databaseKinds, useTestContext } from '../../testing/test-context';

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
});
