import { and, eq } from 'drizzle-orm';
import type { geneTestEndpoints } from '../../../src/api/contract/gene-test';
import type { Services } from '../../composition-root';
import { customerProfiles, geneTests } from '../../db/schema';
import { clientAddressOf } from '../../http/client-address';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError } from '../../http/errors';
import { enforceRateLimits } from '../../services/rate-limit/rate-limit';
import { geneTestOfToken, linkProfile, loadGeneTests, toFullState, toGeneTestInformation } from './gene-tests.service';

const notFound = (messageKey?: string) => new HttpError(404, 'not_found', messageKey ? { messageKey } : {});
const alreadyLinked = () => new HttpError(409, 'conflict', { messageKey: 'customer_already_linked' });

export function geneTestHandlers(services: Services): EndpointHandlers<typeof geneTestEndpoints> {
  const { db } = services.database;
  const ownedBy = (userId: string) => eq(customerProfiles.userId, userId);
  return {
    async customer(_c, { session }) {
      const loaded = await loadGeneTests(db, ownedBy(session.userId));
      return { status: 200, body: { data: { customerProfiles: loaded.map((item) => item.profile), geneTestFullStates: loaded.map(toFullState) } } };
    },

    async verifyCustomer(_c, { body, session }) {
      const { userId } = session;
      await enforceRateLimits([{ limiter: services.limiters.customerVerifyPerUser, key: userId }]);
      // Unknown kit and wrong date of birth answer the same, so the call cannot probe kit codes.
      const [match] = await loadGeneTests(db, and(eq(geneTests.kitCode, body.kitCode), eq(customerProfiles.dateOfBirth, body.dateOfBirth)));
      if (!match) throw notFound('customer_verification_failed');
      if (match.userId !== null && match.userId !== userId) throw alreadyLinked();
      // Someone else may have linked it between the read and the update.
      if (!(await linkProfile(db, match.profile.id, userId))) throw alreadyLinked();
      return { status: 200, body: { data: match.profile } };
    },

    async informationList(_c, { session }) {
      const loaded = await loadGeneTests(db, ownedBy(session.userId));
      return { status: 200, body: { data: loaded.map(toGeneTestInformation) } };
    },

    async information(_c, { params, session }) {
      // Another user's test answers exactly like a missing one.
      const [loaded] = await loadGeneTests(db, and(eq(geneTests.id, params.id), ownedBy(session.userId)));
      if (!loaded) throw notFound();
      return { status: 200, body: { data: toGeneTestInformation(loaded) } };
    },

    async verifyToken(c, { body }) {
      await enforceRateLimits([{ limiter: services.limiters.geneTokenPerIp, key: clientAddressOf(c) }]);
      const loaded = await geneTestOfToken(db, body.token, services.now());
      if (!loaded) throw notFound('gene_token_not_found');
      return { status: 200, body: { data: toGeneTestInformation(loaded) } };
    },
  };
}
