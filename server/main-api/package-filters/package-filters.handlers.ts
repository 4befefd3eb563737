import type { packageFilterEndpoints } from '../../../src/api/contract/catalogue';
import type { Services } from '../../app-services';
import { ageGroups, demands } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { namedListPage } from '../shared/named-list';

export function packageFilterHandlers({ database }: Services): EndpointHandlers<typeof packageFilterEndpoints> {
  const { db } = database;
  return {
    async listAgeGroups(c, { query }) {
      return { status: 200, body: await namedListPage(db, c, ageGroups, query) };
    },
    async listDemands(c, { query }) {
      return { status: 200, body: await namedListPage(db, c, demands, query) };
    },
  };
}
