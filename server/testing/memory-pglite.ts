import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, pgliteDatabase } from '../db/client';
import { seedDemoData } from '../seed/seed';
import type { Database } from '../db/client';

/*
 * A fresh in-memory PGlite for a test, as openDatabase({ databaseUrl: '', dataDir: 'memory://' })
 * (server/db/client.ts) opens one: the same client, drizzle over it with the schema, the same
 * migrations, closed the same way. What differs is only how its starting cluster comes to be: a
 * new PGlite runs initdb (about 2 s, 5 to 10 s on a busy 2-core machine), so the first test
 * database of a run dumps the cluster to a file in the temporary folder (written whole or not at
 * all) and every one after starts from that copy (well under a second):
 *  - `empty`: what initdb made (one per PGlite version): unmigrated, for the tests of migrations;
 *  - `migrated`: that cluster with every migration of server/db/migrations applied by
 *    `migrate()` (one per PGlite version and per content of the migrations folder);
 *  - `seeded`: the migrated cluster with the demo data loaded (seedDemoData). The test run's global
 *    setup makes it once per run (database-templates.ts) and names its file; without one (a
 *    single process), the first seeded database of the process makes it, in memory.
 * Each database is still a cluster of its own in memory: what a test writes stays in it.
 */

// The package's own package.json is not among its exports: found beside its entry point (dist/).
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = (JSON.parse(readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as { version: string }).version;

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(`${path.slice(migrationsFolder.length)}\n`).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

export type StartingCluster = 'empty' | 'migrated' | 'seeded';

const templateFiles: Record<Exclude<StartingCluster, 'seeded'>, () => string> = {
  empty: () => join(tmpdir(), `genewell-test-pglite-${pgliteVersion}-initdb-small.tar`),
  migrated: () => join(tmpdir(), `genewell-test-pglite-${pgliteVersion}-migrated-small-${migrationsHash()}.tar`),
};

const templates: Partial<Record<StartingCluster, Promise<Blob>>> = {};

/** The seeded cluster's dump, made now (the global setup writes it to `file` for the run's test files). */
export async function dumpSeededPglite(file?: string): Promise<Blob> {
  const client = await startFrom(await template('migrated'));
  const database = pgliteDatabase(client);
  await database.migrate();
  await seedDemoData(database.db);
  return dumpAndClose(client, file);
}

async function dumpAndClose(client: PGlite, file?: string): Promise<Blob> {
  const dump = await client.dumpDataDir('none');
  await client.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  if (file) writeWhole(file, bytes);
  return new Blob([bytes]);
}

function writeWhole(file: string, bytes: Buffer): void {
  // Another test process may write it at the same time: each writes its own file, then renames.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

async function makeTemplate(cluster: Exclude<StartingCluster, 'seeded'>, file: string): Promise<Blob> {
  const client = cluster === 'empty' ? new PGlite('memory://', { initDbStartParams: ['--wal-segsize=1'] }) : await startFrom(await template('empty'));
  await client.waitReady;
  if (cluster === 'empty') {
    // Every PGlite of a test starts by reading this copy into memory: the smaller, the quicker
    // (about half the CPU time of the default cluster). WAL files of 1 MB instead of 16 MB, and no
    // template0 (nothing here creates a database inside a PGlite).
    await client.exec("update pg_database set datistemplate = false where datname = 'template0'");
    await client.exec('drop database template0');
    await client.exec('checkpoint');
  }
  if (cluster === 'migrated') await pgliteDatabase(client).migrate();
  return dumpAndClose(client, file);
}

/** Where this run's seeded dump is (set by test-context.ts from the global setup's answer). */
let seededDumpFile: string | null = null;
export function useSeededDump(file: string | null): void {
  seededDumpFile = file;
}

function template(cluster: StartingCluster): Promise<Blob> {
  if (cluster === 'seeded') {
    templates.seeded ??= (async () => {
      if (seededDumpFile) {
        try {
          return new Blob([readFileSync(seededDumpFile)]);
        } catch {
          // Gone (a run's teardown, say): made here.
        }
      }
      return dumpSeededPglite();
    })();
    return templates.seeded;
  }
  templates[cluster] ??= (async () => {
    const file = templateFiles[cluster]();
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      return makeTemplate(cluster, file);
    }
  })();
  return templates[cluster];
}

async function startFrom(dump: Blob): Promise<PGlite> {
  const client = new PGlite('memory://', { loadDataDir: dump });
  await client.waitReady;
  return client;
}

export async function openMemoryPglite(cluster: StartingCluster = 'empty'): Promise<Database> {
  try {
    return pgliteDatabase(await startFrom(await template(cluster)));
  } catch {
    // A damaged copy (from a killed run, say): made again.
    let remade: Promise<Blob>;
    if (cluster === 'seeded') {
      remade = dumpSeededPglite();
    } else {
      const file = templateFiles[cluster]();
      rmSync(file, { force: true });
      remade = makeTemplate(cluster, file);
    }
    templates[cluster] = remade;
    return pgliteDatabase(await startFrom(await remade));
  }
}
