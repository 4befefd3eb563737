import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestContext, databaseKinds } from '../../testing/test-context';
import type { TestContext } from '../../testing/test-context';
import { kidQuizResults, users } from '../../db/schema';
import { mergeResponseSchema } from '../../../src/api/contract/auth';
import { PORTAL, bodyOf, call, randomPhone, signIn } from './account-test-helpers';

const MERGE = `${PORTAL}/anonymous-user/merge/`;

describe.each(databaseKinds)('anonymous-user merge on %s', (kind) => {
  let ctx: TestContext;
  let tokenA: string;
  let tokenB: string;
  let userA: string;
  let userB: string;
  const phoneA = randomPhone();
  const phoneB = randomPhone();

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    tokenA = await signIn(ctx, phoneA);
    tokenB = await signIn(ctx, phoneB);
    const rows = await ctx.database.db.select().from(users).where(inArray(users.phoneNumber, [phoneA, phoneB]));
    userA = rows.find((row) => row.phoneNumber === phoneA)?.id ?? '';
    userB = rows.find((row) => row.phoneNumber === phoneB)?.id ?? '';
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A kid-quiz results record made while signed out, through the kid-quiz API. */
  async function anonymousQuizResult(clientId: string): Promise<string> {
    const response = await call(ctx, `${PORTAL}/kid-quiz/results/`, {
      method: 'POST',
      json: { answers: [7, 8, 6, 5, 9, 3], language: 'en', client_id: clientId },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function ownersOf(ids: string[]) {
    const rows = await ctx.database.db.select({ id: kidQuizResults.id, userId: kidQuizResults.userId }).from(kidQuizResults).where(inArray(kidQuizResults.id, ids));
    return Object.fromEntries(rows.map((row) => [row.id, row.userId]));
  }

  const merge = (token: string | undefined, clientId?: string) =>
    call(ctx, MERGE, { method: 'POST', token, headers: clientId === undefined ? {} : { 'User-Client-Id': clientId } });

  it("moves the anonymous user's quiz results to the account, and only theirs", async () => {
    const clientId = randomUUID();
    const otherClient = randomUUID();
    const mine = [await anonymousQuizResult(clientId), await anonymousQuizResult(clientId)];
    const theirs = await anonymousQuizResult(otherClient);

    const response = await merge(tokenA, clientId);
    expect(response.status).toBe(200);
    expect(mergeResponseSchema.parse(await bodyOf(response))).toEqual({ data: { clientId, merged: { kidQuizResults: 2 } } });
    expect(await ownersOf([...mine, theirs])).toEqual({ [mine[0]]: userA, [mine[1]]: userA, [theirs]: null });
  });

  it('is idempotent: merging again moves nothing and changes nothing', async () => {
    const clientId = randomUUID();
    const id = await anonymousQuizResult(clientId);
    expect((await (await merge(tokenA, clientId)).json()).data.merged.kid_quiz_results).toBe(1);
    const again = await merge(tokenA, clientId);
    expect(again.status).toBe(200);
    expect((await again.json()).data.merged).toEqual({ kid_quiz_results: 0 });
    expect(await ownersOf([id])).toEqual({ [id]: userA });
  });

  it("never moves records already merged into another account (another user's token)", async () => {
    const clientId = randomUUID();
    const id = await anonymousQuizResult(clientId);
    await merge(tokenA, clientId);
    const response = await merge(tokenB, clientId);
    expect(response.status).toBe(200);
    expect((await response.json()).data.merged).toEqual({ kid_quiz_results: 0 });
    expect(await ownersOf([id])).toEqual({ [id]: userA });
  });

  it('moves records made with the same client id after a sign-out to whoever signs in next', async () => {
    const clientId = randomUUID();
    await anonymousQuizResult(clientId);
    await merge(tokenA, clientId);
    const later = await anonymousQuizResult(clientId);
    expect((await (await merge(tokenB, clientId)).json()).data.merged.kid_quiz_results).toBe(1);
    expect(await ownersOf([later])).toEqual({ [later]: userB });
  });

  it.each([
    ['missing', undefined],
    ['not a UUID', 'client-1'],
  ])('refuses a %s User-Client-Id with a 400 naming the header', async (_label, clientId) => {
    const response = await merge(tokenA, clientId);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields)).toEqual(['user-client-id']);
  });

  it('needs sign-in (401), and moves nothing then', async () => {
    const clientId = randomUUID();
    const id = await anonymousQuizResult(clientId);
    expect((await merge(undefined, clientId)).status).toBe(401);
    expect((await merge('x'.repeat(43), clientId)).status).toBe(401);
    const [row] = await ctx.database.db.select().from(kidQuizResults).where(eq(kidQuizResults.id, id));
    expect(row.userId).toBeNull();
  });
});
