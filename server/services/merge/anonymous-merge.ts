import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { carts, dietQuizResults, kidQuizResults, orders } from '../../db/schema';
import type { MergeResponse } from '../../../src/api/contract/auth';

/*
 * The anonymous-user merge (spec §6: "anonymous (has a device id, can be merged)"). Records made
 * while signed out carry the client id the server issued the browser (client-id.ts: the merge
 * route verifies its signature first, so a caller cannot name someone else's id); after sign-in
 * every such record that has no owner yet moves to the account, all in one transaction. Each step only touches rows whose owner
 * is still empty, so running the merge again changes nothing (idempotent), and a record already
 * merged into one account never moves to another.
 *
 * To merge a new kind of record (the cart, survey answers, pending tokens, …): add its count to
 * mergedCountsSchema in src/api/contract/auth.ts and its step here; the type makes both agree.
 */

export type MergedCounts = MergeResponse['data']['merged'];

export interface MergeOwner {
  /** The UUID of a client id the server issued and has verified (never a caller's word). */
  clientId: string;
  userId: string;
}

/** Moves one kind of record to the user and answers how many moved. Runs inside the merge transaction. */
export type MergeStep = (tx: Db, owner: MergeOwner) => Promise<number>;

/** A table of records an account can own: the owner's column, empty until someone owns the row. */
type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

/**
 * Gives the user the rows of `table` that `made` picks and no one owns yet (and that meet `also`);
 * answers how many moved.
 */
async function claimRows<T extends OwnedTable>(tx: Db, table: T, userId: string, made: SQL, ...also: SQL[]): Promise<number> {
  const moved = await tx
    .update(table)
    .set({ userId } as PgUpdateSetSource<T>)
    .where(and(made, isNull(table.userId), ...also))
    .returning({ id: table.id });
  return moved.length;
}

export const mergeSteps: { readonly [K in keyof MergedCounts]-?: MergeStep } = {
  kidQuizResults: (tx, { clientId, userId }) => claimRows(tx, kidQuizResults, userId, eq(kidQuizResults.clientId, clientId)),
  // Diet-quiz records made signed out in this browser: from now on only the account reaches them
  // (the secret alone no longer does; server/portal-api/diet-quiz/README.md).
  dietQuizResults: (tx, { clientId, userId }) => claimRows(tx, dietQuizResults, userId, eq(dietQuizResults.clientId, clientId)),
  // A guest's carts still open (not checked out) become the account's: the shop's sign-in merge.
  carts: (tx, { clientId, userId }) => claimRows(tx, carts, userId, eq(carts.clientId, clientId), isNull(carts.checkedOutAt)),
  // Guest orders placed from this browser (the cart they were made of carries its client id): the
  // proof that the person signing in placed them. Never by delivery number: anyone may type a
  // number into a guest checkout (issue 22 §2).
  orders: (tx, { clientId, userId }) => {
    const placedHere = tx.select({ id: carts.id }).from(carts).where(eq(carts.clientId, clientId));
    return claimRows(tx, orders, userId, inArray(orders.cartId, placedHere), isNull(orders.anonymisedAt));
  },
};

/** The counts of a merge that moved nothing. */
export function noneMerged(steps: { readonly [K in keyof MergedCounts]-?: MergeStep } = mergeSteps): MergedCounts {
  return Object.fromEntries(Object.keys(steps).map((key) => [key, 0])) as MergedCounts;
}

export async function mergeAnonymousUser(db: Db, owner: MergeOwner, steps: { readonly [K in keyof MergedCounts]-?: MergeStep } = mergeSteps): Promise<MergedCounts> {
  return db.transaction((tx) => mergeWithin(tx, owner, steps));
}

/** The merge's steps inside a transaction the caller holds (the sign-in's, which issues the token). */
export async function mergeWithin(tx: Db, owner: MergeOwner, steps: { readonly [K in keyof MergedCounts]-?: MergeStep } = mergeSteps): Promise<MergedCounts> {
  const counts = {} as Required<MergedCounts>;
  for (const key of Object.keys(steps) as Array<keyof MergedCounts>) {
    counts[key] = await steps[key](tx, owner);
  }
  return counts;
}
