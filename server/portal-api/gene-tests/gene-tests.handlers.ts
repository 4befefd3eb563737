import { and, eq } from 'drizzle-orm';
import type { geneTestEndpoints } from '../../../src/api/contract/gene-test';
import type { Services } from '../../app-services';
import { customerProfiles, geneTests } from '../../db/schema';
import { clientAddressOf } from '../../http/client-address';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError } from '../../http/errors';
import { enforceRateLimits } from '../../services/rate-limit/rate-limit';
import { geneTestOfToken, linkProfile, loadGeneTests, toFullState, toGeneTestInformation, toGeneTokenInformation } from './gene-tests.service';

const notFound = (messageKey?: string) => new HttpError(404, 'not_found', messageKey ? { messageKey } : {});

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
      // An unknown kit, a wrong date of birth and a test linked to another account all answer the
      // same 404, byte for byte, so the call can neither probe kit codes nor tell that a kit is linked.
      const refused = () => notFound('customer_verification_failed');
      const [match] = await loadGeneTests(db, and(eq(geneTests.kitCode, body.kitCode), eq(customerProfiles.dateOfBirth, body.dateOfBirth)));
      if (!match) throw refused();
      if (match.userId !== null && match.userId !== userId) throw refused();
      // Someone else may have linked it between the read and the update.
      if (!(await linkProfile(db, match.profile.id, userId))) throw refused();
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
      return { status: 200, body: { data: toGeneTokenInformation(loaded) } };
    },
  };
}
