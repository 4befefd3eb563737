import type { RouteHandler } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { languageOf } from '../../http/errors';
import { users } from '../../db/schema';
import { mergeAnonymousUser } from '../../services/merge/anonymous-merge';
import { enforceRateLimits } from '../../services/rate-limit/rate-limit';
import { AUTH_TOKEN_TYPE } from '../../../src/api/contract/auth';
import { normalizePhone } from '../../../src/domain/phone';
import type { AccountKit } from './account-kit';
import type { SessionEnv } from './session';
import { clientAddressOf } from '../../http/client-address';
import type { mergeRoute, otpVerifyRoute, signinRoute, signoutRoute } from './auth.routes';

/** E.164 of a number the contract already validated (so normalising cannot fail here). */
export function e164(phone: string): string {
  const result = normalizePhone(phone);
  if (!result.ok) throw new Error('phone number passed validation but does not normalise');
  return result.e164;
}

/** Charges one code request to the caller's address; gives the point back if no code was sent. */
export async function sendingOtp<T>(kit: AccountKit, ip: string, send: () => Promise<T>): Promise<T> {
  const pass = await enforceRateLimits([{ limiter: kit.limiters.otpSendPerIp, key: ip }]);
  try {
    return await send();
  } catch (error) {
    await pass.refund();
    throw error;
  }
}

export function signinHandler(kit: AccountKit): RouteHandler<typeof signinRoute, AppEnv> {
  return async (c) => {
    const { otpKey, otpMethod } = c.req.valid('json');
    const phone = e164(otpKey);
    const ip = clientAddressOf(c);
    const sent = await sendingOtp(kit, ip, () => kit.otp.issue({ phone, purpose: 'signin', method: otpMethod, language: languageOf(c), ip }));
    return c.json({ data: { otpKey: phone, otpMethod, ...sent } }, 200);
  };
}

export function otpVerifyHandler(kit: AccountKit): RouteHandler<typeof otpVerifyRoute, AppEnv> {
  return async (c) => {
    const { otpKey, otp } = c.req.valid('json');
    const deviceId = c.req.valid('header')['device-id'] ?? null;
    const phone = e164(otpKey);
    await enforceRateLimits([{ limiter: kit.limiters.otpVerifyPerIp, key: clientAddressOf(c) }]);
    const signedIn = await kit.otp.verify({ phone, purpose: 'signin', code: otp }, async (tx) => {
      const created = await tx.insert(users).values({ phoneNumber: phone }).onConflictDoNothing({ target: users.phoneNumber }).returning({ id: users.id });
      const [user] = created.length > 0 ? created : await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
      const token = await kit.tokens.issue(tx, { userId: user.id, deviceId });
      return { token, isNewUser: created.length > 0 };
    });
    return c.json(
      { data: { key: signedIn.token.key, tokenType: AUTH_TOKEN_TYPE, expiresAt: signedIn.token.expiresAt.toISOString(), isNewUser: signedIn.isNewUser } },
      200,
    );
  };
}

export function signoutHandler(kit: AccountKit): RouteHandler<typeof signoutRoute, AppEnv & SessionEnv> {
  return async (c) => {
    await kit.tokens.revoke(c.get('session').tokenId);
    return c.body(null, 204);
  };
}

export function mergeHandler(deps: AppDeps): RouteHandler<typeof mergeRoute, AppEnv & SessionEnv> {
  return async (c) => {
    const clientId = c.req.valid('header')['user-client-id'];
    const merged = await mergeAnonymousUser(deps.database.db, { clientId, userId: c.get('session').userId });
    return c.json({ data: { clientId, merged } }, 200);
  };
}
