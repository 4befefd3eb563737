import { sql } from 'drizzle-orm';
import { run } from 'graphile-worker';
import postgres from 'postgres';
import type { Runner, Task } from 'graphile-worker';
import { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { queueLogger } from '../../db/queue-logger';
import { createQueuePool } from '../../db/queue-pool';
import type { Logger } from '../../http/logger';
import type { EnqueueHook, SmsService } from './sms-service';

/*
 * Who delivers the outbox (README.md here):
 * - on a PostgreSQL server, graphile-worker: each message is a job added in the transaction that
 *   wrote it (so the job exists exactly when the message does); the queue hands each job to one
 *   worker of any server process, retries it with backoff while it throws, and takes LISTEN/NOTIFY
 *   wake-ups, so a code goes out as soon as its transaction commits;
 * - on embedded PGlite (one process owns the database), a loop in this process that delivers the
 *   due rows every second, and at once when a message is queued.
 */

export const SMS_DELIVERY_TASK = 'sms_deliver';

const jobPayload = z.object({ id: z.uuid() });

/**
 * On a PostgreSQL server: a graphile-worker job beside each queued message, in the same
 * transaction, due when the message is (run_at: at once, or later for a scheduled reminder).
 */
export function graphileEnqueueHook(maxAttempts: number): EnqueueHook {
  return async (tx: Db, message) => {
    await tx.execute(
      sql`select graphile_worker.add_job(${SMS_DELIVERY_TASK}, json_build_object('id', ${message.id}::text), run_at => ${message.nextAttemptAt.toISOString()}::timestamptz, max_attempts => ${maxAttempts}::int)`,
    );
  };
}

const NOT_DELIVERED_YET = 'SMS not delivered; the queue tries again';

export class SmsNotDeliveredYet extends Error {
  constructor() {
    super(NOT_DELIVERED_YET);
    this.name = 'SmsNotDeliveredYet';
  }
}

/** The job: one attempt; a failure that will be retried throws, so graphile-worker schedules the next. */
export function smsDeliveryTask(sms: SmsService): Task {
  return async (payload) => {
    const parsed = jobPayload.safeParse(payload);
    if (!parsed.success) return; // Not ours to retry: a job without a message id can never succeed.
    if ((await sms.deliver(parsed.data.id)) === 'retry') throw new SmsNotDeliveredYet();
  };
}

export interface SmsWorker {
  readonly kind: 'queue' | 'poller';
  stop(): Promise<void>;
}

export interface SmsWorkerOptions {
  sms: SmsService;
  database: Pick<Database, 'kind' | 'url'>;
  logger: Logger;
  /** How often the PGlite loop (and graphile-worker, as a fallback to NOTIFY) looks for due work. */
  pollMs?: number;
  /** Messages handed over at once on a PostgreSQL server. */
  concurrency?: number;
  /** A job locked longer than this belongs to a worker that died (see startReclaiming). */
  staleAfterSeconds?: number;
}

export async function startSmsWorker(options: SmsWorkerOptions): Promise<SmsWorker> {
  const { sms, database, logger } = options;
  const pollMs = options.pollMs ?? 1000;
  if (database.kind === 'postgres' && database.url) {
    // A pool of our own, ended and awaited after the runner has stopped (queue-pool.ts says why).
    const queue = createQueuePool(database.url, (error) => logger.warn(`sms queue: a database connection failed: ${error.message}`));
    const runner: Runner = await run({
      pgPool: queue.pool,
      concurrency: options.concurrency ?? 4,
      noHandleSignals: true,
      pollInterval: pollMs,
      taskList: { [SMS_DELIVERY_TASK]: smsDeliveryTask(sms) },
      logger: queueLogger((level, message) => {
        // A retried delivery is routine (its error is stored on the message); the rest is worth a line.
        if (level === 'error' && !message.includes(NOT_DELIVERED_YET)) logger.error(`sms queue: ${message}`);
        else if (level === 'warning' && !message.includes(NOT_DELIVERED_YET)) logger.warn(`sms queue: ${message}`);
      }),
    }).catch(async (error: unknown) => {
      await queue.end();
      throw error;
    });
    const reclaim = startReclaiming(database.url, logger, options.staleAfterSeconds ?? 30);
    return {
      kind: 'queue',
      stop: async () => {
        await reclaim.stop();
        await runner.stop();
        await queue.end();
      },
    };
  }
  return startPoller(sms, logger, pollMs);
}

/**
 * graphile-worker takes a job back from a worker that stopped cleanly, but one killed mid-job
 * (SIGKILL, a crash, a lost machine) keeps its jobs locked for four hours. A delivery attempt ends
 * within the provider's 10-second timeout, so a job locked for longer than `staleAfterSeconds`
 * belongs to a dead worker: this hands such workers' jobs back through the queue's own
 * force_unlock_workers. If the worker was only slow, the message is tried twice at most, which
 * `deliver` and the provider's idempotency key make one SMS.
 */
function startReclaiming(url: string, logger: Logger, staleAfterSeconds: number): { stop: () => Promise<void> } {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  const sweep = async () => {
    try {
      const stale = await client<Array<{ lockedBy: string }>>`
        select distinct locked_by as "lockedBy" from graphile_worker.jobs
        where locked_by is not null and locked_at < now() - make_interval(secs => ${staleAfterSeconds})`;
      if (stale.length === 0) return;
      await client`select graphile_worker.force_unlock_workers(${stale.map((row) => row.lockedBy)}::text[])`;
      logger.warn(`sms queue: took back the jobs of ${stale.length} worker(s) that stopped mid-job`);
    } catch (error) {
      logger.error({ err: error }, 'sms queue: could not look for jobs of stopped workers');
    }
  };
  let current = sweep();
  const timer = setInterval(() => {
    current = current.then(sweep);
  }, Math.max(1000, (staleAfterSeconds * 1000) / 3));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
      await client.end({ timeout: 5 });
    },
  };
}

function startPoller(sms: SmsService, logger: Logger, pollMs: number): SmsWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await sms.drain();
        } catch (error) {
          logger.error({ err: error }, 'sms outbox: a delivery round failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };
  sms.onWake(round);
  const timer = setInterval(round, pollMs);
  timer.unref();
  round();
  return {
    kind: 'poller',
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
