import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { createScratchDatabase } from './scratch-database';

/*
 * The shared stores several instances of the service use, for the tests that run two instances:
 * a PostgreSQL database two connections can open (when DATABASE_URL is set) and a Redis server
 * (when one answers at REDIS_URL, or else at 127.0.0.1:6379).
 */

/** A fresh database on the PostgreSQL server of DATABASE_URL that several connections (instances) can open; dropped by `drop`. */
export interface SharedPostgres {
  url: string;
  /** A new connection to it, as another instance would open; migrated. */
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}

export async function createSharedPostgres(): Promise<SharedPostgres> {
  const { url, drop } = await createScratchDatabase('genewell_shared');
  return {
    url,
    open: async () => {
      const database = await openDatabase({ databaseUrl: url, dataDir: '' });
      await database.migrate();
      return database;
    },
    drop,
  };
}

/** REDIS_URL, or the local default, when a Redis server answers there; null otherwise. */
export async function findRedis(): Promise<string | null> {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG' ? url : null;
  } catch {
    return null;
  } finally {
    client.disconnect();
  }
}

/** A key prefix of its own for one test run, so runs (and other users of the server) never meet. */
export function uniqueRedisPrefix(): string {
  return `genewell-test:${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under `prefix`. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  const client = new Redis(url, { lazyConnect: true });
  await client.connect();
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    await client.quit();
  }
  return deleted;
}
