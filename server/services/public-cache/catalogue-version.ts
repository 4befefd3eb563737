import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema';

/*
 * The version of the public catalogue and content: a counter in app_meta that every change of
 * that data bumps in its own transaction (the seed's catalogue load; an admin write later). Every
 * server instance on the database compares it with the version its cache was filled at
 * (public-cache.ts), so a change reaches all of them within the cache's check interval.
 */

export const CATALOGUE_VERSION_KEY = 'catalogue_version';

/** Marks the catalogue and content changed: call it in the transaction of the change. */
export async function bumpCatalogueVersion(db: Db): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: CATALOGUE_VERSION_KEY, value: 1 })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`to_jsonb(coalesce((${appMeta.value})::int, 0) + 1)`, updatedAt: sql`now()` } });
}

/** The current version (0 before the first change). */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, CATALOGUE_VERSION_KEY));
  return typeof row?.value === 'number' ? row.value : 0;
}
