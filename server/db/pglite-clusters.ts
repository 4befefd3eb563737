import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';

/*
 * The starting clusters of an in-memory PGlite ('memory://'), kept as dumps of their data folder.
 * A new PGlite runs initdb (about 3 s of processor time, far more on a busy 2-core machine), and
 * every migration after it; a copy of a cluster made once loads in well under a second. So the
 * first in-memory database made here dumps its cluster to a file, and every one after starts from
 * that copy:
 *  - `empty`: what initdb made, one per PGlite version: unmigrated (the tests of migrations start here);
 *  - `migrated`: that cluster with every migration of server/db/migrations applied (one per PGlite
 *    version and per content of the migrations folder).
 * The files are kept in the project's own cache folder (node_modules/.cache/genewell-pglite, where
 * tools keep what they can make again), not a temporary folder other users of the machine share. A
 * file is written whole or not at all; a damaged one is made again. Each database is still a cluster
 * of its own in memory: what it is then given stays in it.
 */

export type CachedCluster = 'empty' | 'migrated';

const here = dirname(fileURLToPath(import.meta.url));
export const migrationsFolder = join(here, 'migrations');
const cacheFolder = join(here, '..', '..', 'node_modules', '.cache', 'genewell-pglite');

// The package's own package.json is not among its exports: found beside its entry point (dist/).
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = (JSON.parse(readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as { version: string }).version;

let migrationsDigest: string | null = null;
function migrationsHash(): string {
  if (migrationsDigest) return migrationsDigest;
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(`${path.slice(migrationsFolder.length)}\n`).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  migrationsDigest = hash.digest('hex').slice(0, 16);
  return migrationsDigest;
}

const clusterFiles: Record<CachedCluster, () => string> = {
  empty: () => join(cacheFolder, `pglite-${pgliteVersion}-initdb-small.tar`),
  migrated: () => join(cacheFolder, `pglite-${pgliteVersion}-migrated-small-${migrationsHash()}.tar`),
};

const dumps: Partial<Record<CachedCluster, Promise<Blob>>> = {};

/** The cluster's dump: this process's copy, else the cached file, else made now (and cached). */
export function clusterDump(cluster: CachedCluster): Promise<Blob> {
  dumps[cluster] ??= (async () => {
    try {
      return new Blob([readFileSync(clusterFiles[cluster]())]);
    } catch {
      return makeCluster(cluster);
    }
  })();
  return dumps[cluster];
}

/** A ready in-memory PGlite holding a copy of the dump. */
export async function startFrom(dump: Blob): Promise<PGlite> {
  const client = new PGlite('memory://', { loadDataDir: dump });
  await client.waitReady;
  return client;
}

/** A ready in-memory PGlite started from a copy of the cluster; a damaged cached copy is made again. */
export async function startMemoryCluster(cluster: CachedCluster): Promise<PGlite> {
  try {
    return await startFrom(await clusterDump(cluster));
  } catch {
    rmSync(clusterFiles[cluster](), { force: true });
    dumps[cluster] = makeCluster(cluster);
    return startFrom(await dumps[cluster]);
  }
}

/** Dumps the cluster's data folder and closes it; the dump is written to `file` too when given. */
export async function dumpAndClose(client: PGlite, file?: string): Promise<Blob> {
  const dump = await client.dumpDataDir('none');
  await client.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  if (file) writeWhole(file, bytes);
  return new Blob([bytes]);
}

function writeWhole(file: string, bytes: Buffer): void {
  // Another process may write it at the same time: each writes its own file, then renames.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } catch {
    // A cache that cannot be written (a read-only install): the copy serves this process only.
    rmSync(partial, { force: true });
  }
}

async function makeCluster(cluster: CachedCluster): Promise<Blob> {
  const client = cluster === 'empty' ? new PGlite('memory://', { initDbStartParams: ['--wal-segsize=1'] }) : await startFrom(await clusterDump('empty'));
  await client.waitReady;
  if (cluster === 'empty') {
    // Every in-memory PGlite starts by reading this copy: the smaller, the quicker (about half the
    // processor time of the default cluster). WAL files of 1 MB instead of 16 MB, and no template0
    // (nothing here creates a database inside a PGlite).
    await client.exec("update pg_database set datistemplate = false where datname = 'template0'");
    await client.exec('drop database template0');
    await client.exec('checkpoint');
  }
  if (cluster === 'migrated') await migratePglite(drizzlePglite(client), { migrationsFolder });
  return dumpAndClose(client, clusterFiles[cluster]());
}
