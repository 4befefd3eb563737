import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { DatabaseKind } from '../db/client';
import { createScratchDatabase } from '../testing/scratch-database';

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

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Whether a log line is an error: pino's level 50 and up, or plain text (console.error of a stack). */
function isErrorLine(line: string): boolean {
  if (!line.startsWith('{')) return line.trim() !== '';
  try {
    const { level } = JSON.parse(line) as { level?: number | string };
    return typeof level === 'number' ? level >= 50 : level === 'error' || level === 'fatal';
  } catch {
    return true;
  }
}

export async function startFuzzServer(kind: DatabaseKind, { startTimeoutMs = 180_000 } = {}): Promise<FuzzServer> {
  const port = await freePort();
  const database = kind === 'postgres' ? await createScratchDatabase('genewell_fuzz') : null;
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database?.url ?? '',
      DATA_DIR: 'memory://',
      SEED_DEMO_DATA: 'true',
      DEV_TOOLS: 'true',
      SMS_PROVIDER: 'outbox',
      TRUST_PROXY: 'true',
      PUBLIC_ORIGIN: baseUrl,
      CLIENT_DIR: 'tests/fixtures/client',
      SENTRY_DSN: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const startup: string[] = [];
  const errors: string[] = [];
  let exitReason: string | null = null;
  const exited = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exitReason = signal ? `killed by ${signal}` : `exited with code ${code}`;
      resolve();
    });
  });
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (startup.length < 200) startup.push(line);
        if (isErrorLine(line) && errors.length < 5_000) errors.push(line);
      }
    });
  }

  const stop = async () => {
    if (exitReason === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    await database?.drop();
  };

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (exitReason !== null) {
      await database?.drop();
      throw new Error(`The fuzz server (${kind}) ${exitReason} while starting:\n${startup.join('\n')}`);
    }
    try {
      const health = await fetch(`${baseUrl}/api/health`);
      if (health.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The fuzz server (${kind}) did not answer /api/health within ${startTimeoutMs / 1000} s:\n${startup.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Lines printed while starting (the banner) are not errors.
  errors.length = 0;

  return { kind, baseUrl, errorLines: () => [...errors], exit: () => exitReason, stop };
}
