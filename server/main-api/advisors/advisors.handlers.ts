import { and, count, eq } from 'drizzle-orm';
import type { advisorEndpoints } from '../../../src/api/contract/content';
import type { Services } from '../../app-services';
import { advisorRoles, advisors } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { answerLanguage, displayOrder, pagingOf, searchedPageOf, totalOf } from '../shared/localize';
import { namedListPage } from '../shared/named-list';
import { matches, rankedOrder, searchPlanOf } from '../shared/search';
import { toAdvisor } from './advisors.service';

/** The spec's page size of the advisor list. */
export const ADVISORS_PAGE_SIZE = 9;

export function advisorHandlers({ database }: Services): EndpointHandlers<typeof advisorEndpoints> {
  const { db } = database;
  return {
    async listAdvisors(c, { query }) {
      const language = answerLanguage(c, query.lang);
      const search = searchPlanOf(query.search);
      const where = and(query.role ? eq(advisorRoles.slug, query.role) : undefined, search.query ? matches(advisors.searchText, search.query) : undefined);
      const total = () => totalOf(db.select({ n: count() }).from(advisors).innerJoin(advisorRoles, eq(advisorRoles.id, advisors.roleId)).where(where));
      const rows = db
        .select({ advisor: advisors, role: advisorRoles })
        .from(advisors)
        .innerJoin(advisorRoles, eq(advisorRoles.id, advisors.roleId))
        .where(where)
        .orderBy(...rankedOrder(advisors.searchText, advisors.searchTitle, search.query, displayOrder(advisors)));
      const page = await searchedPageOf(pagingOf(query, ADVISORS_PAGE_SIZE), search.findsNothing, total, rows, (found) => found.map((row) => toAdvisor(row.advisor, row.role, language)));
      return { status: 200, body: page };
    },

    async listAdvisorRoles(c, { query }) {
      return { status: 200, body: await namedListPage(db, c, advisorRoles, query) };
    },
  };
}
