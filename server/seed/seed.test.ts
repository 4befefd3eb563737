import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { databaseKinds, openTestDatabase, useTestDatabase } from '../testing/test-context';
import { migrationLevel } from '../db/client';
import { migrationJournal } from '../db/journal';
import { productCurrencies } from '../db/schema';
import { seedDemoData } from './seed';

describe.each(databaseKinds)('migrations and demo data on %s', (kind) => {
  const database = useTestDatabase(kind, { migrate: false });

  it('applies every migration, and applying again changes nothing', async () => {
    await database.migrate();
    const first = await migrationLevel(database.db, migrationJournal);
    expect(first.applied).toBe(migrationJournal.entries.length);
    expect(first.latest).toBe(migrationJournal.entries.at(-1)?.tag);
    await database.migrate();
    expect(await migrationLevel(database.db, migrationJournal)).toEqual(first);
  });

  it('seeds once: a second start adds nothing', async () => {
    expect(await seedDemoData(database.db)).toEqual({ seeded: true });
    const [afterFirst] = await database.db.select({ n: count() }).from(productCurrencies);
    expect(afterFirst.n).toBeGreaterThan(0);
    expect(await seedDemoData(database.db)).toEqual({ seeded: false });
    const [afterSecond] = await database.db.select({ n: count() }).from(productCurrencies);
    expect(afterSecond.n).toBe(afterFirst.n);
  });

  it('seeds once even when two starts race', async () => {
    const fresh = await openTestDatabase(kind);
    try {
      await fresh.migrate();
      const results = await Promise.allSettled([seedDemoData(fresh.db), seedDemoData(fresh.db)]);
      const seeded = results.filter((r) => r.status === 'fulfilled' && r.value.seeded).length;
      expect(seeded).toBe(1);
      const [rows] = await fresh.db.select({ n: count() }).from(productCurrencies);
      expect(rows.n).toBe(2);
    } finally {
      await fresh.close();
    }
  });
});
