import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { kidQuizResults } from '../db/schema';
import { databaseKinds, useTestContext } from '../testing/test-context';
import { insertRow } from './quiz-record-owner';

const kidRecord = (answers: number[], extra: Record<string, unknown> = {}) => ({
  answers,
  answerScores: [1, 2, 3, 4, 5, 6],
  iqScore: 10,
  eqScore: 11,
  temperamentScore: 12,
  iqLevel: 'high',
  eqLevel: 'low',
  temperamentLevel: 'introverted',
  outcomeId: 'architect',
  language: 'vi',
  ...extra,
});

/** A table whose column is computed in JavaScript on every insert (`$defaultFn`). */
const stamped = pgTable('insert_row_stamped', {
  id: uuid('id').primaryKey().defaultRandom(),
  label: text('label').notNull(),
  serial: integer('serial').notNull().$defaultFn(() => ++stamps),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
let stamps = 0;

describe.each(databaseKinds)('insertRow on %s', (kind) => {
  const ctx = useTestContext(kind, { seed: false });

  it('stores and answers each row in full, the statement built once and reused with new values', async () => {
    const db = ctx.services.database.db;
    const first = (await insertRow(db, kidQuizResults, kidRecord([7, 8, 6, 5, 9, 3], { clientId: null, userId: 'user-1', secretHash: 'a'.repeat(64) }))) as Array<typeof kidQuizResults.$inferSelect>;
    const second = (await insertRow(db, kidQuizResults, kidRecord([1, 2, 3, 4, 5, 6], { clientId: null, userId: null, secretHash: 'b'.repeat(64) }))) as Array<typeof kidQuizResults.$inferSelect>;
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ answers: [7, 8, 6, 5, 9, 3], answerScores: [1, 2, 3, 4, 5, 6], iqLevel: 'high', userId: 'user-1', secretHash: 'a'.repeat(64), phone: null });
    expect(second[0]).toMatchObject({ answers: [1, 2, 3, 4, 5, 6], userId: null, secretHash: 'b'.repeat(64) });
    expect(second[0].id).not.toBe(first[0].id);
    expect(first[0].createdAt).toBeInstanceOf(Date);
    const stored = await db.select().from(kidQuizResults).where(eq(kidQuizResults.id, second[0].id));
    expect(stored).toEqual(second);
  });

  it('leaves a column given as undefined to its default, as Drizzle does, and takes a column given later', async () => {
    const db = ctx.services.database.db;
    const [without] = (await insertRow(db, kidQuizResults, kidRecord([7, 8, 6, 5, 9, 3], { phone: undefined }))) as Array<typeof kidQuizResults.$inferSelect>;
    const [withPhone] = (await insertRow(db, kidQuizResults, kidRecord([7, 8, 6, 5, 9, 3], { phone: '+84901234567' }))) as Array<typeof kidQuizResults.$inferSelect>;
    expect(without.phone).toBeNull();
    expect(withPhone.phone).toBe('+84901234567');
  });

  it('computes a column with $defaultFn anew for every row (such a table is not prepared)', async () => {
    const db = ctx.services.database.db;
    await db.execute(sql`create table if not exists insert_row_stamped (id uuid primary key default gen_random_uuid(), label text not null, serial integer not null, at timestamptz not null default now())`);
    const [a] = (await insertRow(db, stamped, { label: 'a' })) as Array<typeof stamped.$inferSelect>;
    const [b] = (await insertRow(db, stamped, { label: 'b' })) as Array<typeof stamped.$inferSelect>;
    expect(b.serial).toBe(a.serial + 1);
  });
});
