import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, pgliteDatabase } from '../db/client';
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
 *    `migrate()` (one per PGlite version and per content of the migrations folder).
 * Each database is still a cluster of its own in memory, and unseeded.
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

export type StartingCluster = 'empty' | 'migrated';

const templateFiles: Record<StartingCluster, () => string> = {
  empty: () => join(tmpdir(), `genewell-test-pglite-${pgliteVersion}-initdb.tar`),
  migrated: () => join(tmpdir(), `genewell-test-pglite-${pgliteVersion}-migrated-${migrationsHash()}.tar`),
};

const templates: Partial<Record<StartingCluster, Promise<Blob>>> = {};

async function makeTemplate(cluster: StartingCluster, file: string): Promise<Blob> {
  const client = cluster === 'empty' ? new PGlite('memory://') : await startFrom(await template('empty'));
  await client.waitReady;
  if (cluster === 'migrated') await pgliteDatabase(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Another test process may write it at the same time: each writes its own file, then renames.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return new Blob([bytes]);
}

function template(cluster: StartingCluster): Promise<Blob> {
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
    const file = templateFiles[cluster]();
    rmSync(file, { force: true });
    templates[cluster] = makeTemplate(cluster, file);
    return pgliteDatabase(await startFrom(await templates[cluster]));
  }
}
