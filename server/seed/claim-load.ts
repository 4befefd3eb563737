import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';

/**
 * Claims a seed load: records the data's hash under `key` in app_meta and says whether it changed
 * since the last load (false: nothing to write). The row lock holds a second process until this
 * transaction ends, so two processes starting at once load the data once.
 */
export async function claimLoad(db: Db, key: string, hash: string): Promise<boolean> {
  const claimed = await db
    .insert(appMeta)
    .values({ key, value: hash })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: hash, updatedAt: sql`now()` }, setWhere: sql`${appMeta.value} <> to_jsonb(${hash}::text)` })
    .returning({ key: appMeta.key });
  return claimed.length > 0;
}
