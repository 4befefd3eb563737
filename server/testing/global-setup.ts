import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPostgresTemplates } from './database-templates';
import type { DatabaseTemplates } from './database-templates';
import { dumpSeededPglite } from './memory-pglite';

/**
 * The server project's global setup (vitest.config.ts): migrates and seeds a database once for the
 * whole run, a PGlite data folder and, with DATABASE_URL, PostgreSQL template databases, before
 * any test file starts; each test file then opens a copy of its own (test-context.ts). Everything
 * it made is removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'genewell-test-run-'));
  const pgliteSeededDump = join(folder, 'pglite-seeded.tar');
  const serverUrl = process.env.DATABASE_URL;
  const [, postgresTemplates] = await Promise.all([dumpSeededPglite(pgliteSeededDump), serverUrl ? createPostgresTemplates(serverUrl) : null]);
  const templates: DatabaseTemplates = {
    pgliteSeededDump,
    postgres: postgresTemplates ? { migrated: postgresTemplates.migrated, seeded: postgresTemplates.seeded } : null,
  };
  project.provide('databaseTemplates', templates);
  return async () => {
    await postgresTemplates?.drop();
    rmSync(folder, { recursive: true, force: true });
  };
}
