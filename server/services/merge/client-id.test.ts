import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SIGNED_CLIENT_ID_PATTERN } from '../../../src/api/contract/auth';
import { appMeta } from '../../db/schema';
import { databaseKinds, useTestDatabase } from '../../testing/test-context';
import { createClientIdService, looksSigned } from './client-id';

describe.each(databaseKinds)('anonymous client ids on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('issues `<uuid>.<signature>` and verifies it back to the UUID', async () => {
    const ids = createClientIdService(database.db);
    const issued = await ids.issue();
    expect(issued.signed).toMatch(SIGNED_CLIENT_ID_PATTERN);
    expect(issued.signed.startsWith(`${issued.id}.`)).toBe(true);
    expect(await ids.verify(issued.signed)).toBe(issued.id);
    // Header values may arrive in another case: the UUID part is compared without it.
    const [uuid, signature] = issued.signed.split('.');
    expect(await ids.verify(`${uuid.toUpperCase()}.${signature}`)).toBe(issued.id);
    expect((await ids.issue()).id).not.toBe(issued.id);
  });

  it('verifies nothing it did not issue: a plain UUID, a changed signature, another UUID under the signature, junk', async () => {
    const ids = createClientIdService(database.db);
    const { id, signed } = await ids.issue();
    const signature = signed.split('.')[1];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const value of [id, `${id}.${flipped}`, `${randomUUID()}.${signature}`, `${id}.${signature}=`, '', null, undefined, 'x'.repeat(80)]) {
      expect(await ids.verify(value), String(value)).toBeNull();
    }
    expect(looksSigned(`${id}.${flipped}`)).toBe(true);
    // The unused low bits of the last character: another spelling of the same bytes is refused too.
    const last = signature.at(-1) ?? 'A';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBytes = alphabet[(alphabet.indexOf(last) & ~3) | ((alphabet.indexOf(last) + 1) & 3)];
    expect(Buffer.from(`${signature.slice(0, -1)}${sameBytes}`, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(await ids.verify(`${id}.${signature.slice(0, -1)}${sameBytes}`)).toBeNull();
    expect(looksSigned(id)).toBe(false);
  });

  it('keeps the secret in the database when none is configured: every instance on it verifies the others\' ids', async () => {
    const first = createClientIdService(database.db);
    const second = createClientIdService(database.db);
    const [a, b] = await Promise.all([first.issue(), second.issue()]);
    expect(await second.verify(a.signed)).toBe(a.id);
    expect(await first.verify(b.signed)).toBe(b.id);
    const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'client_id_secret'));
    expect(row.value).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{43}$/));
  });

  it('uses CLIENT_ID_SECRET when it is set; ids signed with another secret do not verify', async () => {
    const configured = createClientIdService(database.db, { secret: 'c'.repeat(40) });
    const stored = createClientIdService(database.db);
    const issued = await configured.issue();
    expect(await createClientIdService(database.db, { secret: 'c'.repeat(40) }).verify(issued.signed)).toBe(issued.id);
    expect(await stored.verify(issued.signed)).toBeNull();
    expect(await configured.verify((await stored.issue()).signed)).toBeNull();
  });

  it('claims: keeps an id it issued, replaces anything else with a new one', async () => {
    const ids = createClientIdService(database.db);
    const issued = await ids.issue();
    expect(await ids.claim(issued.signed)).toEqual({ ...issued, renewed: false });
    const own = randomUUID();
    const replaced = await ids.claim(own);
    expect(replaced.renewed).toBe(true);
    expect(replaced.id).not.toBe(own);
    expect(await ids.verify(replaced.signed)).toBe(replaced.id);
  });
});
