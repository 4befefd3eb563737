import type { RouteHandler } from '@hono/zod-openapi';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { HttpError, languageOf } from '../../http/errors';
import { serverT } from '../../i18n/server-i18n';
import { enforceRateLimits } from '../../services/rate-limit/rate-limit';
import { genderIds } from '../../../src/api/contract/user-profile';
import type { Gender, UserProfile } from '../../../src/api/contract/user-profile';
import type { AccountKit } from '../auth/account-kit';
import { e164, sendingOtp } from '../auth/auth.handlers';
import type { SessionEnv } from '../auth/session';
import { clientAddressOf } from '../../http/client-address';
import type { getUserProfileRoute, requestPhoneChangeRoute, updateUserProfileRoute, verifyPhoneChangeRoute } from './user-profile.routes';

type UserRow = typeof users.$inferSelect;

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

async function loadUser(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  // A session's user always exists (deleting a user deletes its tokens); this guards the race.
  if (!row) throw new HttpError(401, 'unauthorized');
  return row;
}

/** PostgreSQL unique_violation, whichever driver raised it (drizzle wraps driver errors as `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const phoneTaken = () => new HttpError(409, 'conflict', { messageKey: 'phone_number_taken' });

export function getUserProfileHandler(deps: AppDeps): RouteHandler<typeof getUserProfileRoute, AppEnv & SessionEnv> {
  return async (c) => {
    const user = await loadUser(deps.database.db, c.get('session').userId);
    return c.json({ data: toUserProfile(user) }, 200);
  };
}

export function updateUserProfileHandler(deps: AppDeps): RouteHandler<typeof updateUserProfileRoute, AppEnv & SessionEnv> {
  return async (c) => {
    const changes = c.req.valid('json');
    const [row] = await deps.database.db.update(users).set(changes).where(eq(users.id, c.get('session').userId)).returning();
    if (!row) throw new HttpError(401, 'unauthorized');
    return c.json({ data: toUserProfile(row) }, 200);
  };
}

export function requestPhoneChangeHandler(deps: AppDeps, kit: AccountKit): RouteHandler<typeof requestPhoneChangeRoute, AppEnv & SessionEnv> {
  return async (c) => {
    const { phoneNumber, otpMethod } = c.req.valid('json');
    const { userId } = c.get('session');
    const db = deps.database.db;
    const phone = e164(phoneNumber);
    const user = await loadUser(db, userId);
    if (user.phoneNumber === phone) {
      throw new HttpError(400, 'validation_failed', { fields: { phone_number: serverT(languageOf(c))('field.same_phone_number') } });
    }
    await enforceRateLimits([{ limiter: kit.limiters.phoneChangePerUser, key: userId }]);
    const [other] = await db.select({ id: users.id }).from(users).where(and(eq(users.phoneNumber, phone), ne(users.id, userId)));
    if (other) throw phoneTaken();
    const ip = clientAddressOf(c);
    const sent = await sendingOtp(kit, ip, () => kit.otp.issue({ phone, purpose: 'phone-update', method: otpMethod, language: languageOf(c), userId, ip }));
    return c.json({ data: { otpKey: phone, otpMethod, ...sent } }, 200);
  };
}

export function verifyPhoneChangeHandler(kit: AccountKit): RouteHandler<typeof verifyPhoneChangeRoute, AppEnv & SessionEnv> {
  return async (c) => {
    const { phoneNumber, otp } = c.req.valid('json');
    const { userId } = c.get('session');
    const phone = e164(phoneNumber);
    await enforceRateLimits([{ limiter: kit.limiters.otpVerifyPerIp, key: clientAddressOf(c) }]);
    try {
      const row = await kit.otp.verify({ phone, purpose: 'phone-update', code: otp, userId }, async (tx) => {
        const [updated] = await tx.update(users).set({ phoneNumber: phone }).where(eq(users.id, userId)).returning();
        return updated;
      });
      return c.json({ data: toUserProfile(row) }, 200);
    } catch (error) {
      // Another account signed up with this number after the code was sent: the code stays unused.
      if (isUniqueViolation(error)) throw phoneTaken();
      throw error;
    }
  };
}
