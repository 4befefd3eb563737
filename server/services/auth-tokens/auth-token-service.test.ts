import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, useTestDatabase } from '../../testing/test-context';
import { authTokens, users } from '../../db/schema';
import { createAuthTokenService, hashSecret, tokenFromAuthorization } from './auth-token-service';

describe('tokenFromAuthorization', () => {
  it.each([
    ['Token abc', 'abc'],
    ['token abc', 'abc'],
    ['  Token   abc  ', 'abc'],
    ['Bearer abc', null],
    ['Token', null],
    ['Token a b', null],
    ['', null],
    [undefined, null],
  ])('reads %j as %j', (header, key) => {
    expect(tokenFromAuthorization(header)).toBe(key);
  });
});

describe.each(databaseKinds)('auth tokens on %s', (kind) => {
  const database = useTestDatabase(kind);
  let userId: string;
  let now = new Date('2030-01-01T00:00:00Z').getTime();
  const clock = () => new Date(now);

  beforeAll(async () => {
    const [user] = await database.db.insert(users).values({ phoneNumber: '+84912000001' }).returning();
    userId = user.id;
  });

  it('issues random tokens, stores only their SHA-256, and finds the session by it', async () => {
    const tokens = createAuthTokenService(database.db, { now: clock });
    const first = await tokens.issue(database.db, { userId, deviceId: 'd1' });
    const second = await tokens.issue(database.db, { userId });
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.key).not.toBe(second.key);
    expect(first.expiresAt.getTime() - now).toBe(30 * 24 * 3600 * 1000);

    const rows = await database.db.select().from(authTokens).where(eq(authTokens.userId, userId));
    expect(rows.map((row) => row.tokenHash).sort()).toEqual([hashSecret(first.key), hashSecret(second.key)].sort());
    expect(JSON.stringify(rows)).not.toContain(first.key);

    const session = await tokens.authenticate(first.key);
    expect(session).toEqual({ tokenId: expect.any(String), userId, user: expect.objectContaining({ id: userId, phoneNumber: '+84912000001' }) });
  });

  it('refuses malformed, unknown, revoked and expired tokens', async () => {
    const tokens = createAuthTokenService(database.db, { now: clock, ttlDays: 1 });
    expect(await tokens.authenticate('short')).toBeNull();
    expect(await tokens.authenticate('A'.repeat(43))).toBeNull();

    const revoked = await tokens.issue(database.db, { userId });
    const session = await tokens.authenticate(revoked.key);
    expect(await tokens.revoke(session?.tokenId ?? '')).toBe(true);
    expect(await tokens.revoke(session?.tokenId ?? '')).toBe(false);
    expect(await tokens.authenticate(revoked.key)).toBeNull();

    const expiring = await tokens.issue(database.db, { userId });
    now += 24 * 3600 * 1000 - 1;
    expect(await tokens.authenticate(expiring.key)).not.toBeNull();
    now += 1;
    expect(await tokens.authenticate(expiring.key)).toBeNull();
  });

  it('revokes a token exactly once when 50 sign-outs race, and no request gets through with it afterwards', async () => {
    const tokens = createAuthTokenService(database.db, { now: clock });
    const issued = await tokens.issue(database.db, { userId });
    const session = await tokens.authenticate(issued.key);
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => tokens.revoke(session?.tokenId ?? '')));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const [row] = await database.db.select().from(authTokens).where(eq(authTokens.tokenHash, hashSecret(issued.key)));
    expect(row.revokedAt).not.toBeNull();
    expect(await Promise.all(Array.from({ length: 50 }, () => tokens.authenticate(issued.key)))).toEqual(Array(50).fill(null));
  });

  it('answers each of many tokens asked at the same moment with its own session (they share one query)', async () => {
    const tokens = createAuthTokenService(database.db, { now: clock });
    const [other] = await database.db.insert(users).values({ phoneNumber: '+84912000002' }).returning();
    const mine = await tokens.issue(database.db, { userId });
    const theirs = await tokens.issue(database.db, { userId: other.id });
    const revoked = await tokens.issue(database.db, { userId: other.id });
    const revokedSession = await tokens.authenticate(revoked.key);
    await tokens.revoke(revokedSession?.tokenId ?? '');
    const asked = [mine.key, theirs.key, revoked.key, 'B'.repeat(43), 'short', mine.key, theirs.key];
    const answers = await Promise.all(asked.map((key) => tokens.authenticate(key)));
    expect(answers.map((answer) => answer?.userId ?? null)).toEqual([userId, other.id, null, null, null, userId, other.id]);
    expect(answers[0]?.tokenId).toBe(answers[5]?.tokenId);
    expect(answers[0]?.tokenId).not.toBe(answers[1]?.tokenId);
    expect(answers.map((answer) => answer?.user.id ?? null)).toEqual([userId, other.id, null, null, null, userId, other.id]);
  });

  it('refuses a token revoked while other lookups were running, on the first request after the revocation', async () => {
    const tokens = createAuthTokenService(database.db, { now: clock, concurrentLookups: 1 });
    const kept = await tokens.issue(database.db, { userId });
    const signedOut = await tokens.issue(database.db, { userId });
    const session = await tokens.authenticate(signedOut.key);
    // Lookups in flight (and more waiting behind them) while the token is revoked elsewhere.
    const earlier = Array.from({ length: 20 }, () => tokens.authenticate(kept.key));
    expect(await tokens.revoke(session?.tokenId ?? '')).toBe(true);
    const after = await tokens.authenticate(signedOut.key);
    expect((await Promise.all(earlier)).every((answer) => answer?.userId === userId)).toBe(true);
    expect(after).toBeNull();
  });
});
