import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../testing/test-context';
import { createQueuePool } from './queue-pool';

describe.runIf(process.env.DATABASE_URL)('the job queue’s own pool, on a PostgreSQL server', () => {
  const database = useTestDatabase('postgres', { migrate: false });

  it('hands a connection the server ended to its error handler instead of out of the process, and ends every connection', async () => {
    const errors: string[] = [];
    const queue = createQueuePool(database.url ?? '', (error) => errors.push(error.message));
    // An idle connection in the pool, then ended by the server (as `drop database … with (force)` or a restart ends it).
    const client = await queue.pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    client.release();
    await database.db.execute(sql`select pg_terminate_backend(${rows[0].pid})`);
    await vi.waitFor(() => expect(errors).toContain('terminating connection due to administrator command'), { timeout: 10_000, interval: 50 });
    await queue.end();
    expect([queue.pool.totalCount, queue.pool.ended]).toEqual([0, true]);
    // Ending twice is one ending.
    await queue.end();
  });
});
