import { createHash, randomBytes } from 'node:crypto';
import DataLoader from 'dataloader';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { AUTH_TOKEN_TTL_DAYS, AUTH_TOKEN_TYPE } from '../../../src/api/contract/auth';

/*
 * Sign-in tokens. A token is 32 random bytes (base64url, 43 characters); the database keeps only
 * its SHA-256, so a copy of the table signs nobody in. Looking a token up by its hash compares no
 * secret in application code, so it leaks nothing through timing. Sign-out revokes the row.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The account a token signs in, as its row. */
export type AccountRow = typeof users.$inferSelect;

export interface AuthSession {
  tokenId: string;
  userId: string;
  /**
   * The account, read by the very query that checked the token (at this request, after it
   * arrived): a handler that only shows it (the profile) needs no query of its own. A handler that
   * changes the account reads it again.
   */
  user: AccountRow;
}

export interface IssuedToken {
  key: string;
  expiresAt: Date;
}

export interface AuthTokenService {
  /** Creates a token for the user; `db` may be a transaction (the sign-in's). */
  issue(db: Db, input: { userId: string; deviceId?: string | null }): Promise<IssuedToken>;
  /** The session of a valid token; null for a malformed, unknown, revoked or expired one. */
  authenticate(key: string): Promise<AuthSession | null>;
  /**
   * Revokes one token (sign-out): one conditional UPDATE, so of any number of simultaneous
   * sign-outs with the token exactly one revokes it (true); the others find it revoked (false).
   */
  revoke(tokenId: string): Promise<boolean>;
}

export interface AuthTokenServiceOptions {
  now?: () => Date;
  ttlDays?: number;
  /**
   * How many token lookups may be in flight at once (1 by default: PGlite answers one query at a
   * time). The tokens asked for meanwhile wait and go together in the next lookup.
   */
  concurrentLookups?: number;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The key of an `Authorization: Token <key>` header, or null when the header has another form. */
export function tokenFromAuthorization(header: string | undefined): string | null {
  const match = /^\s*(\S+)\s+(\S+)\s*$/.exec(header ?? '');
  if (!match || match[1].toLowerCase() !== AUTH_TOKEN_TYPE.toLowerCase()) return null;
  return match[2];
}

export function createAuthTokenService(database: Db, options: AuthTokenServiceOptions = {}): AuthTokenService {
  const now = options.now ?? (() => new Date());
  const ttlMs = (options.ttlDays ?? AUTH_TOKEN_TTL_DAYS) * DAY_MS;

  // Every signed-in request asks this: built once, a prepared statement (on a PostgreSQL server,
  // parsed once per connection), for every token asked at the same moment at once, with each
  // token's account (one query checks the token and reads who it signs in).
  const sessionsOfTokens = database
    .select({ tokenHash: authTokens.tokenHash, tokenId: authTokens.id, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(sql`${authTokens.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`, isNull(authTokens.revokedAt), gt(authTokens.expiresAt, sql.placeholder('now'))))
    .prepare('sessions_of_tokens');
  // The requests of one moment share one query. At most `concurrentLookups` lookups are in flight;
  // the tokens asked while they run wait together and go in one lookup as soon as one ends
  // (dataloader's batch, dispatched by `schedule`), so a busy server makes one query per batch
  // instead of one per request. Nothing is remembered between lookups (cache: false): every
  // lookup starts after each of its requests arrived, so a token revoked before a request came
  // is never let through, on any instance.
  const concurrentLookups = Math.max(1, options.concurrentLookups ?? 1);
  let running = 0;
  const waiting: Array<() => void> = [];
  const schedule = (dispatch: () => void) => {
    if (running < concurrentLookups) {
      running += 1;
      // Once the requests that came in the same turn of the event loop (the sockets read together) have asked too.
      setImmediate(dispatch);
    } else {
      waiting.push(dispatch);
    }
  };
  const lookupEnded = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const sessions = new DataLoader<string, AuthSession | null>(
    async (tokenHashes) => {
      try {
        const rows = await sessionsOfTokens.execute({ tokenHashes: [...tokenHashes], now: now().toISOString() });
        const byHash = new Map(rows.map((row) => [row.tokenHash, { tokenId: row.tokenId, userId: row.user.id, user: row.user }]));
        return tokenHashes.map((tokenHash) => byHash.get(tokenHash) ?? null);
      } finally {
        lookupEnded();
      }
    },
    { cache: false, maxBatchSize: 100, batchScheduleFn: schedule },
  );

  return {
    async issue(db, { userId, deviceId }) {
      const key = randomBytes(32).toString('base64url');
      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + ttlMs);
      await db.insert(authTokens).values({ tokenHash: hashSecret(key), userId, deviceId: deviceId ?? null, createdAt: issuedAt, expiresAt });
      return { key, expiresAt };
    },

    async authenticate(key) {
      if (!TOKEN_PATTERN.test(key)) return null;
      return sessions.load(hashSecret(key));
    },

    async revoke(tokenId) {
      const revoked = await database
        .update(authTokens)
        .set({ revokedAt: now() })
        .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
        .returning({ id: authTokens.id });
      return revoked.length > 0;
    },
  };
}
