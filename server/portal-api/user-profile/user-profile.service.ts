import { eq } from 'drizzle-orm';
import { genderIds } from '../../../src/api/contract/person';
import type { UserProfile } from '../../../src/api/contract/user-profile';
import type { Gender } from '../../../src/api/contract/person';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { Refusal } from '../../services/refusal';
import { unauthorized } from '../../http/session';

export type UserRow = typeof users.$inferSelect;

function asGender(value: number | null): Gender | null {
  return genderIds.find((id) => id === value) ?? null;
}

export function toUserProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    phoneNumber: row.phoneNumber,
    name: row.name,
    gender: asGender(row.gender),
    email: row.email,
    dateOfBirth: row.dateOfBirth,
    preferredContactChannel: row.preferredContactChannel,
    userprofile: { hasFinishedSurvey: row.hasFinishedSurvey },
  };
}

/** The session's user. It always exists (deleting a user deletes its tokens); a 401 guards the race. */
export async function loadUser(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw unauthorized();
  return row;
}

export async function updateUser(db: Db, userId: string, changes: Partial<Omit<UserRow, 'id'>>): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!row) throw unauthorized();
  return row;
}

export const phoneTaken = () => new Refusal('conflict', 'conflict', { messageKey: 'phone_number_taken' });

