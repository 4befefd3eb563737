import type { RouteHandler } from '@hono/zod-openapi';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { customerProfiles, geneTestAccessTokens, geneTests } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { hashSecret } from '../../services/auth-tokens/auth-token-service';
import { enforceRateLimits } from '../../services/rate-limit/rate-limit';
import type { AccountKit } from '../auth/account-kit';
import type { SessionEnv } from '../auth/session';
import { clientAddressOf } from '../../http/client-address';
import { loadGeneTests, toFullState, toGeneTestInformation } from './gene-test-queries';
import type { customerRoute, customerVerifyRoute, geneTestInformationListRoute, geneTestInformationRoute, geneTokenVerifyRoute } from './gene-tests.routes';

const notFound = (messageKey?: string) => new HttpError(404, 'not_found', messageKey ? { messageKey } : {});

export function customerHandler(deps: AppDeps): RouteHandler<typeof customerRoute, AppEnv & SessionEnv> {
  return async (c) => {
    const loaded = await loadGeneTests(deps.database.db, eq(customerProfiles.userId, c.get('session').userId));
    return c.json({ data: { customerProfiles: loaded.map((item) => item.profile), geneTestFullStates: loaded.map(toFullState) } }, 200);
  };
}

export function customerVerifyHandler(deps: AppDeps, kit: AccountKit): RouteHandler<typeof customerVerifyRoute, AppEnv & SessionEnv> {
  return async (c) => {
    const { kitCode, dateOfBirth } = c.req.valid('json');
    const { userId } = c.get('session');
    const db = deps.database.db;
    await enforceRateLimits([{ limiter: kit.limiters.customerVerifyPerUser, key: userId }]);

    // Unknown kit and wrong date of birth answer the same, so the call cannot probe kit codes.
    const [match] = await loadGeneTests(db, and(eq(geneTests.kitCode, kitCode), eq(customerProfiles.dateOfBirth, dateOfBirth)));
    if (!match) throw notFound('customer_verification_failed');
    const alreadyLinked = () => new HttpError(409, 'conflict', { messageKey: 'customer_already_linked' });
    if (match.userId !== null && match.userId !== userId) throw alreadyLinked();

    const linked = await db
      .update(customerProfiles)
      .set({ userId })
      .where(and(eq(customerProfiles.id, match.profile.id), or(isNull(customerProfiles.userId), eq(customerProfiles.userId, userId))))
      .returning({ id: customerProfiles.id });
    // Someone else linked it between the read and the update.
    if (linked.length === 0) throw alreadyLinked();
    return c.json({ data: match.profile }, 200);
  };
}

export function geneTestInformationListHandler(deps: AppDeps): RouteHandler<typeof geneTestInformationListRoute, AppEnv & SessionEnv> {
  return async (c) => {
    const loaded = await loadGeneTests(deps.database.db, eq(customerProfiles.userId, c.get('session').userId));
    return c.json({ data: loaded.map(toGeneTestInformation) }, 200);
  };
}

export function geneTestInformationHandler(deps: AppDeps): RouteHandler<typeof geneTestInformationRoute, AppEnv & SessionEnv> {
  return async (c) => {
    const { id } = c.req.valid('param');
    // Another user's test answers exactly like a missing one.
    const [loaded] = await loadGeneTests(deps.database.db, and(eq(geneTests.id, id), eq(customerProfiles.userId, c.get('session').userId)));
    if (!loaded) throw notFound();
    return c.json({ data: toGeneTestInformation(loaded) }, 200);
  };
}

export function geneTokenVerifyHandler(deps: AppDeps, kit: AccountKit): RouteHandler<typeof geneTokenVerifyRoute, AppEnv> {
  return async (c) => {
    const { token } = c.req.valid('json');
    await enforceRateLimits([{ limiter: kit.limiters.geneTokenPerIp, key: clientAddressOf(c) }]);
    const db = deps.database.db;
    const [grant] = await db
      .select({ geneTestId: geneTestAccessTokens.geneTestId })
      .from(geneTestAccessTokens)
      .where(
        and(
          eq(geneTestAccessTokens.tokenHash, hashSecret(token)),
          isNull(geneTestAccessTokens.revokedAt),
          or(isNull(geneTestAccessTokens.expiresAt), gt(geneTestAccessTokens.expiresAt, kit.now())),
        ),
      );
    if (!grant) throw notFound('gene_token_not_found');
    const [loaded] = await loadGeneTests(db, eq(geneTests.id, grant.geneTestId));
    if (!loaded) throw notFound('gene_token_not_found');
    return c.json({ data: toGeneTestInformation(loaded) }, 200);
  };
}
