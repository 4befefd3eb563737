import { randomBytes, timingSafeEqual } from 'node:crypto';
import { maskPhone } from '../../../src/domain/phone';
import type { RequestFacts } from '../../http/request-facts';
import { hashSecret, tokenFromAuthorization } from '../auth-tokens/auth-token-service';
import type { AuthSession, AuthTokenService } from '../auth-tokens/auth-token-service';

/*
 * Who owns a quiz record, the kid quiz's and the diet quiz's alike (their READMEs, "Who may do
 * what"): while it belongs to no account, whoever holds its secret; once it belongs to one (merged
 * at sign-in, or created signed in), only that account's session. A secret is 32 random bytes in
 * base64url, like a sign-in token; the table keeps its SHA-256 only, compared in constant time.
 */

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new record's secret and the hash to store. */
export function newRecordSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

/** What the caller brings: the record secret of the quiz's secret header, and its session if signed in. */
export interface RecordCaller {
  secret: string | null;
  session: () => Promise<AuthSession | null>;
}

/**
 * The caller of a quiz route. The session is optional here: an unknown or expired token is simply
 * no session (never a 401), and it is looked up once, only when a record belongs to an account.
 */
export function recordCallerOf(request: Pick<RequestFacts, 'authorization'>, tokens: Pick<AuthTokenService, 'authenticate'>, secret: string | undefined): RecordCaller {
  let session: Promise<AuthSession | null> | null = null;
  return {
    secret: secret ?? null,
    session: () => {
      const key = tokenFromAuthorization(request.authorization);
      session ??= key ? tokens.authenticate(key) : Promise.resolve(null);
      return session;
    },
  };
}

/** How the caller owns the record: by its secret, by the account it belongs to, or not at all. */
export type RecordOwnership = 'secret' | 'account' | null;

/** A record's owner columns; `secretHash` is null only on kid-quiz records made before secrets existed. */
interface OwnedRecord {
  userId: string | null;
  secretHash: string | null;
}

function holdsSecret(row: OwnedRecord, secret: string | null): boolean {
  if (secret === null || row.secretHash === null || !SECRET_PATTERN.test(secret)) return false;
  return timingSafeEqual(Buffer.from(hashSecret(secret), 'hex'), Buffer.from(row.secretHash, 'hex'));
}

export async function recordOwnershipOf(row: OwnedRecord, caller: RecordCaller): Promise<RecordOwnership> {
  if (row.userId === null) return holdsSecret(row, caller.secret) ? 'secret' : null;
  const session = await caller.session();
  return session !== null && session.userId === row.userId ? 'account' : null;
}

/** The record, when the caller owns it; otherwise `notFound()`, the very 404 of an unknown id. */
export async function ownedRecord<Row extends OwnedRecord>(row: Row, caller: RecordCaller, notFound: () => Error): Promise<{ row: Row; ownership: Exclude<RecordOwnership, null> }> {
  const ownership = await recordOwnershipOf(row, caller);
  if (ownership === null) throw notFound();
  return { row, ownership };
}

/** The fields every quiz record answers with after its own: the owner sees the number in full, anyone else masked. */
export function recordAccessFields<Access extends 'owner' | 'public'>(row: { phone: string | null; createdAt: Date; updatedAt: Date }, access: Access) {
  return {
    access,
    phoneNumber: access === 'owner' ? row.phone : null,
    maskedPhoneNumber: row.phone === null ? null : maskPhone(row.phone),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
