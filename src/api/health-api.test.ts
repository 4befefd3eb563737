import { describe, expect, it } from 'vitest';
import { healthEndpoints } from './contract/health';
import { urlOf } from './contract/endpoint';
import { ApiError } from './errors';
import { getHealth } from './health-api';
import { useTestServer } from './http-test-server';

const api = useTestServer();

describe('getHealth', () => {
  it('GETs the health and reads it in camelCase', async () => {
    api.server.handle((request) =>
      request.url === urlOf(healthEndpoints.get)
        ? { json: { data: { status: 'ok', database: { kind: 'pglite', migrations: 3, latest_migration: '0002_orders' }, version: '0.1.0' } } }
        : { status: 404 },
    );
    await expect(getHealth(api.client('site'))).resolves.toEqual({
      status: 'ok',
      database: { kind: 'pglite', migrations: 3, latestMigration: '0002_orders' },
      version: '0.1.0',
    });
  });

  it('propagates a failure', async () => {
    api.server.handle(() => ({ status: 503, json: { error: { code: 'internal', message: 'Database unavailable' } } }));
    await expect(getHealth(api.client('site'))).rejects.toBeInstanceOf(ApiError);
  });
});
