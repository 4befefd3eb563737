import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, useTestDatabase } from '../../testing/test-context';
import { kidQuizResults, users } from '../../db/schema';
import { mergeAnonymousUser, mergeSteps } from './anonymous-merge';
import { outcomeIds } from '../../../src/domain/kid-quiz/outcomes';
import { kidQuizRow } from '../../testing/quiz-rows';

describe.each(databaseKinds)('anonymous merge service on %s', (kind) => {
  const database = useTestDatabase(kind);
  let userId: string;

  beforeAll(async () => {
    const [user] = await database.db.insert(users).values({ phoneNumber: '+84912000002' }).returning();
    userId = user.id;
  });

  async function quizResult(clientId: string | null, owner: string | null = null): Promise<string> {
    const [row] = await database.db
      .insert(kidQuizResults)
      .values(kidQuizRow({ iqLevel: 'low', eqLevel: 'low', outcomeId: outcomeIds[0], language: 'en' }, { clientId, userId: owner }))
      .returning({ id: kidQuizResults.id });
    return row.id;
  }

  const ownerOf = async (id: string) => (await database.db.select().from(kidQuizResults).where(eq(kidQuizResults.id, id)))[0].userId;

  it('moves unowned records of the client id and answers the counts; again, nothing', async () => {
    const clientId = randomUUID();
    const mine = await quizResult(clientId);
    const ownedElsewhere = await quizResult(clientId, 'someone-else');
    const otherClient = await quizResult(randomUUID());
    expect(await mergeAnonymousUser(database.db, { clientId, userId })).toEqual({ kidQuizResults: 1, dietQuizResults: 0, carts: 0, orders: 0 });
    expect(await mergeAnonymousUser(database.db, { clientId, userId })).toEqual({ kidQuizResults: 0, dietQuizResults: 0, carts: 0, orders: 0 });
    expect([await ownerOf(mine), await ownerOf(ownedElsewhere), await ownerOf(otherClient)]).toEqual([userId, 'someone-else', null]);
  });

  it('runs every step in one transaction: a failing step leaves everything as it was', async () => {
    const clientId = randomUUID();
    const id = await quizResult(clientId);
    const failing = {
      ...mergeSteps,
      kidQuizResults: async (...args: Parameters<typeof mergeSteps.kidQuizResults>) => {
        await mergeSteps.kidQuizResults(...args);
        throw new Error('a later step failed');
      },
    };
    await expect(mergeAnonymousUser(database.db, { clientId, userId }, failing)).rejects.toThrow('a later step failed');
    expect(await ownerOf(id)).toBeNull();
  });
});
