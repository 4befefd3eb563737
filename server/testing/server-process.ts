import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serverBundle } from './server-bundle';
import { deleteRedisKeys, uniqueRedisPrefix } from './shared-stores';

/*
 * `server/main.ts` in a process of its own, as it runs in production, on a free loopback port: the
 * fuzz harness (server/fuzz) and the chaos run (server/chaos) start it this way and talk to it
 * over real HTTP. The process runs the server's modules bundled into one file (server-bundle.ts).
 */

export interface ServerProcess {
  baseUrl: string;
  /** Lines the server logged at error level (and anything it printed that is not a JSON log line). */
  errorLines(): string[];
  /** Why the process ended, if it did. */
  exit(): string | null;
  /** SIGTERM (a clean shutdown), then SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL at once: no shutdown code runs. */
  kill(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export function freePort(): Promise<number> {
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

export interface ServerProcessOptions {
  /** What the run is called in error messages. */
  label: string;
  /** Environment on top of this process's; PORT and HOST are set here. */
  env: Record<string, string>;
  port?: number;
  startTimeoutMs?: number;
}

/** Starts the server and resolves once /api/health answers; throws with its startup output if it does not. */
export async function startServerProcess({ label, env, port: fixedPort, startTimeoutMs = 180_000 }: ServerProcessOptions): Promise<ServerProcess> {
  const port = fixedPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  // Rate limits in Redis (when REDIS_URL is set) under keys of this server's own, deleted once it
  // stops: the counters of an earlier run, or of another run at the same time, never limit it.
  const redisUrl = env.REDIS_URL ?? process.env.REDIS_URL ?? '';
  const redisKeyPrefix = env.REDIS_KEY_PREFIX ?? uniqueRedisPrefix();
  // server/main.ts bundled once per test process (server-bundle.ts): not compiled again on each start.
  const child = spawn(process.execPath, [await serverBundle()], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: baseUrl, REDIS_KEY_PREFIX: redisKeyPrefix, ...env },
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

  const forgetRedisKeys = async () => {
    if (redisUrl && !env.REDIS_KEY_PREFIX) await deleteRedisKeys(redisUrl, redisKeyPrefix).catch(() => 0);
  };
  const stop = async () => {
    if (exitReason === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    await forgetRedisKeys();
  };
  const kill = async () => {
    if (exitReason !== null) return;
    child.kill('SIGKILL');
    await exited;
  };

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (exitReason !== null) throw new Error(`The ${label} server ${exitReason} while starting:\n${startup.join('\n')}`);
    try {
      const health = await fetch(`${baseUrl}/api/health`);
      if (health.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The ${label} server did not answer /api/health within ${startTimeoutMs / 1000} s:\n${startup.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Lines printed while starting (the banner) are not errors.
  errors.length = 0;

  return { baseUrl, errorLines: () => [...errors], exit: () => exitReason, stop, kill };
}
