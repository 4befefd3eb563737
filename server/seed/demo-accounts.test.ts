import { afterEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openTestDatabase, databaseKinds } from '../testing/test-context';
import type { Database } from '../db/client';
import { appMeta, customerProfiles, geneTestAccessTokens, geneTestReports, geneTests, geneTestStatusEvents, users } from '../db/schema';
import { hashSecret } from '../services/auth-tokens/auth-token-service';
import { demoAccounts, demoGeneAccessTokens, seedDemoAccounts } from './demo-accounts';
import { seedDemoData } from './seed';

describe.each(databaseKinds)('demo accounts on %s', (kind) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function fresh(): Promise<Database> {
    database = await openTestDatabase(kind, { from: 'migrated' });
    await database.migrate();
    return database;
  }

  async function counts(db: Database['db']) {
    const tables = { users, customerProfiles, geneTests, geneTestReports, geneTestStatusEvents, geneTestAccessTokens };
    const entries = await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0].n] as const));
    return Object.fromEntries(entries);
  }

  it('seeds five accounts, their families, gene tests, reports, timelines and information tokens', async () => {
    const { db } = await fresh();
    await seedDemoData(db);
    expect(await counts(db)).toEqual({ users: 5, customerProfiles: 13, geneTests: 11, geneTestReports: 8, geneTestStatusEvents: 59, geneTestAccessTokens: 4 });
    const [token] = await db.select().from(geneTestAccessTokens).where(eq(geneTestAccessTokens.tokenHash, hashSecret(demoGeneAccessTokens[0].token)));
    expect(token).toBeDefined();
    const unlinked = await db.select().from(customerProfiles).where(eq(customerProfiles.name, 'Võ Thanh Tùng'));
    expect(unlinked[0].userId).toBeNull();
  });

  it('adds nothing when run again (idempotent on natural keys)', async () => {
    const { db } = await fresh();
    await seedDemoData(db);
    const before = await counts(db);
    await db.transaction((tx) => seedDemoAccounts(tx));
    expect(await counts(db)).toEqual(before);
  });

  it('upgrades a database seeded with version 1, keeping an account that signed up with a demo number', async () => {
    const { db } = await fresh();
    await db.insert(appMeta).values({ key: 'demo_seed_version', value: 1 });
    const [early] = await db.insert(users).values({ phoneNumber: demoAccounts[0].phoneNumber }).returning();
    expect(await seedDemoData(db)).toEqual({ seeded: true });

    const holders = await db.select().from(users).where(eq(users.phoneNumber, demoAccounts[0].phoneNumber));
    expect(holders.map((row) => row.id)).toEqual([early.id]);
    const family = await db.select().from(customerProfiles).where(eq(customerProfiles.userId, early.id));
    expect(family).toHaveLength(demoAccounts[0].profiles.length);
  });
});
