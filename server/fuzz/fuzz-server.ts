import type { DatabaseKind } from '../db/client';
import { createScratchDatabase } from '../testing/scratch-database';
import { startServerProcess } from '../testing/server-process';

/*
 * The server under fuzz: `server/main.ts` in a process of its own, as it runs in production
 * (NODE_ENV=production) with demo data and the SMS outbox on (DEV_TOOLS=true, a closed test
 * deployment), behind a trusted proxy (TRUST_PROXY=true, so the generated X-Forwarded-For
 * addresses spread the per-address rate limits), on a free loopback port. Its database is a
 * throw-away one: an in-memory PGlite, or a database created on the DATABASE_URL server and
 * dropped when the server stops.
 */

export interface FuzzServer {
  kind: DatabaseKind;
  baseUrl: string;
  /** Lines the server logged at error level (and anything it printed that is not a JSON log line). */
  errorLines(): string[];
  /** Why the process ended, if it did. */
  exit(): string | null;
  stop(): Promise<void>;
}

export async function startFuzzServer(kind: DatabaseKind, { startTimeoutMs = 180_000 } = {}): Promise<FuzzServer> {
  const database = kind === 'postgres' ? await createScratchDatabase('genewell_fuzz') : null;
  try {
    const server = await startServerProcess({
      label: `fuzz (${kind})`,
      startTimeoutMs,
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: database?.url ?? '',
        DATA_DIR: 'memory://',
        SEED_DEMO_DATA: 'true',
        DEV_TOOLS: 'true',
        SMS_PROVIDER: 'outbox',
        TRUST_PROXY: 'true',
        CLIENT_DIR: 'tests/fixtures/client',
        SENTRY_DSN: '',
      },
    });
    return {
      kind,
      baseUrl: server.baseUrl,
      errorLines: server.errorLines,
      exit: server.exit,
      stop: async () => {
        await server.stop();
        await database?.drop();
      },
    };
  } catch (error) {
    await database?.drop();
    throw error;
  }
}
