import journal from './migrations/meta/_journal.json' with { type: 'json' };

/** drizzle-kit's list of migrations, in order; used to name the migration level in /api/health. */
export const migrationJournal: { entries: Array<{ idx: number; tag: string }> } = journal;
