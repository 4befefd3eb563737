import pg from 'pg';

/**
 * A pg pool for graphile-worker that this process owns and ends. Given only a connection string,
 * graphile-worker makes a pool of its own and, when it stops, removes the pool's error listener and
 * then starts ending it without waiting: a connection still closing when its database went away
 * (a test dropping its database `with (force)`, a server restarting) then raised an uncaught
 * exception, and a test run with every test passed failed with it. This pool keeps its listener
 * (a connection's error is logged, as graphile-worker's own would be) and `end` resolves once
 * every connection has closed, so whoever stops the queue can wait for it.
 */
export interface QueuePool {
  pool: pg.Pool;
  end: () => Promise<void>;
}

export function createQueuePool(connectionString: string, onError: (error: Error) => void): QueuePool {
  // graphile-worker's own default size.
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  let ended: Promise<void> | null = null;
  return { pool, end: () => (ended ??= pool.end()) };
}
