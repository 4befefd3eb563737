import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/client';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema';

/*
 * A fresh in-memory PGlite for a test, as openDatabase({ databaseUrl: '', dataDir: 'memory://' })
 * (server/db/client.ts) opens one: the same client, drizzle over it with the schema, the same
 * migrations, closed the same way. What differs is only how the empty cluster comes to be: a new
 * PGlite runs initdb (about 2 s, 5 to 10 s on a busy 2-core machine), so the first test database
 * of a run dumps the cluster initdb made to a file in the temporary folder (one per PGlite
 * version, written whole or not at all) and every one after starts from that copy (well under a
 * second). Each database is still a cluster of its own in memory: empty, unmigrated, unseeded.
 */

// The package's own package.json is not among its exports: found beside its entry point (dist/).
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = (JSON.parse(readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as { version: string }).version;
const templateFile = join(tmpdir(), `genewell-test-pglite-${pgliteVersion}-initdb.tar`);

let template: Promise<Blob> | null = null;

async function makeTemplate(): Promise<Blob> {
  const blank = new PGlite('memory://');
  await blank.waitReady;
  const dump = await blank.dumpDataDir('none');
  await blank.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Another test process may write it at the same time: each writes its own file, then renames.
  const partial = `${templateFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, bytes);
  renameSync(partial, templateFile);
  return new Blob([bytes]);
}

function emptyCluster(): Promise<Blob> {
  template ??= (async () => {
    try {
      return new Blob([readFileSync(templateFile)]);
    } catch {
      return makeTemplate();
    }
  })();
  return template;
}

async function startFrom(dump: Blob): Promise<PGlite> {
  const client = new PGlite('memory://', { loadDataDir: dump });
  await client.waitReady;
  return client;
}

export async function openMemoryPglite(): Promise<Database> {
  let client: PGlite;
  try {
    client = await startFrom(await emptyCluster());
  } catch {
    // A damaged copy (from a killed run, say): made again.
    rmSync(templateFile, { force: true });
    template = makeTemplate();
    client = await startFrom(await template);
  }
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    url: null,
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
