import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { getHealth } from './health-api';
import { startTestServer, type TestServer } from './http-test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const siteApiOnTestServer = () =>
  createApiClient({ baseURL: server.url, getToken: () => null, getLanguage: () => 'en', onUnauthorized: vi.fn(), reportError: vi.fn() });

describe('getHealth', () => {
  it('GETs /api/health and reads it in camelCase', async () => {
    server.handle((request) =>
      request.url === '/api/health'
        ? { json: { status: 'ok', database: { kind: 'pglite', migrations: 3, latest_migration: '0002_orders' }, version: '0.1.0' } }
        : { status: 404 },
    );
    await expect(getHealth(siteApiOnTestServer())).resolves.toEqual({
      status: 'ok',
      database: { kind: 'pglite', migrations: 3, latestMigration: '0002_orders' },
      version: '0.1.0',
    });
  });

  it('propagates a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.handle(() => ({ status: 503, json: { error: { code: 'internal', message: 'Database unavailable' } } }));
    await expect(getHealth(siteApiOnTestServer())).rejects.toBeInstanceOf(ApiError);
  });
});
