import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema';
import { SIGNED_CLIENT_ID_PATTERN } from '../../../src/api/contract/auth';

/*
 * Anonymous client ids the server issues. The anonymous-user merge moves to an account every
 * record made under a client id, so the id is a bearer credential: it must come from the server,
 * not from whoever calls. An issued id is `<uuid>.<signature>`, the signature being
 * HMAC-SHA256(secret, purpose + uuid) in base64url; records keep the UUID only.
 *
 * The secret is CLIENT_ID_SECRET when set, else one generated on first use and kept in the
 * database (app_meta), which every instance on that database then shares. Changing it leaves
 * the ids issued before unverifiable: their records can no longer be merged.
 */

const SECRET_KEY = 'client_id_secret';
const PURPOSE = 'genewell:anonymous-client-id:v1:';

export interface IssuedClientId {
  /** The UUID records carry. */
  id: string;
  /** What the browser keeps and sends back: `<uuid>.<signature>`. */
  signed: string;
}

export interface ClientIdService {
  /** A new client id. */
  issue(): Promise<IssuedClientId>;
  /** The UUID of a value this server issued; null for anything else (a plain UUID, a forged or malformed value). */
  verify(value: string | null | undefined): Promise<string | null>;
  /** `value` when this server issued it, otherwise a new id: what record creation keeps. */
  claim(value: string | null | undefined): Promise<IssuedClientId & { renewed: boolean }>;
}

/** Whether a value has the form of an issued id (whatever its signature). */
export function looksSigned(value: string): boolean {
  return SIGNED_CLIENT_ID_PATTERN.test(value);
}

/** The configured secret, or the one kept in the database (made by the first instance that needs it). */
async function storedSecret(db: Db): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SECRET_KEY));
  if (typeof row?.value !== 'string' || row.value.length < 32) throw new Error(`app_meta.${SECRET_KEY} is not a usable secret`);
  return row.value;
}

export function createClientIdService(db: Db, options: { secret?: string } = {}): ClientIdService {
  let secret: Promise<string> | null = null;
  const key = () => {
    secret ??= options.secret ? Promise.resolve(options.secret) : storedSecret(db).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
  const signatureOf = async (id: string) => createHmac('sha256', await key()).update(PURPOSE + id.toLowerCase(), 'utf8').digest('base64url');

  async function issue(): Promise<IssuedClientId> {
    const id = randomUUID();
    return { id, signed: `${id}.${await signatureOf(id)}` };
  }

  async function verify(value: string | null | undefined): Promise<string | null> {
    if (!value || !looksSigned(value)) return null;
    const [id, signature] = value.split('.');
    // Compared as text, not as decoded bytes: the last of 43 base64url characters carries 2 unused
    // bits, and a decoder ignores them, so 4 spellings would decode to the same signature.
    const expected = Buffer.from(await signatureOf(id), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected) ? id.toLowerCase() : null;
  }

  return {
    issue,
    verify,
    async claim(value) {
      const id = await verify(value);
      if (id && value) return { id, signed: value, renewed: false };
      return { ...(await issue()), renewed: true };
    },
  };
}
