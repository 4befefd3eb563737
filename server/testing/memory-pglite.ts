import { readFileSync } from 'node:fs';
import { pgliteDatabase } from '../db/client';
import { clusterDump, dumpAndClose, startFrom, startMemoryCluster } from '../db/pglite-clusters';
import { seedDemoData } from '../seed/seed';
import type { Database } from '../db/client';

/*
 * A fresh in-memory PGlite for a test, as openDatabase({ databaseUrl: '', dataDir: 'memory://' })
 * (server/db/client.ts) opens one: the same client, drizzle over it with the schema, the same
 * migrations, closed the same way. What differs is only its starting cluster:
 *  - `empty` and `migrated`: copies of the clusters server/db/pglite-clusters.ts keeps (initdb runs
 *    once per PGlite version, the migrations once per content of the migrations folder);
 *  - `seeded`: the migrated cluster with the demo data loaded (seedDemoData). The test run's global
 *    setup makes it once per run (database-templates.ts) and names its file; without one (a
 *    single process), the first seeded database of the process makes it, in memory.
 * Each database is still a cluster of its own in memory: what a test writes stays in it.
 */

export type StartingCluster = 'empty' | 'migrated' | 'seeded';

/** The seeded cluster's dump, made now (the global setup writes it to `file` for the run's test files). */
export async function dumpSeededPglite(file?: string): Promise<Blob> {
  const client = await startFrom(await clusterDump('migrated'));
  const database = pgliteDatabase(client);
  await database.migrate();
  await seedDemoData(database.db);
  return dumpAndClose(client, file);
}

/** Where this run's seeded dump is (set by test-context.ts from the global setup's answer). */
let seededDumpFile: string | null = null;
export function useSeededDump(file: string | null): void {
  seededDumpFile = file;
}

let seededDump: Promise<Blob> | null = null;
function seededTemplate(): Promise<Blob> {
  seededDump ??= (async () => {
    if (seededDumpFile) {
      try {
        return new Blob([readFileSync(seededDumpFile)]);
      } catch {
        // Gone (a run's teardown, say): made here.
      }
    }
    return dumpSeededPglite();
  })();
  return seededDump;
}

export async function openMemoryPglite(cluster: StartingCluster = 'empty'): Promise<Database> {
  if (cluster !== 'seeded') return pgliteDatabase(await startMemoryCluster(cluster));
  try {
    return pgliteDatabase(await startFrom(await seededTemplate()));
  } catch {
    // A damaged copy (from a killed run, say): made again.
    seededDump = dumpSeededPglite();
    return pgliteDatabase(await startFrom(await seededDump));
  }
}
