import type { PackageInclude, productPackageEndpoints } from '../../../src/api/contract/catalogue';
import { idsOf, includesOf } from '../../../src/api/contract/listing';
import type { Context } from 'hono';
import type { Services } from '../../app-services';
import type { AppEnv } from '../../http/app-env';
import type { Language } from '../../i18n/server-i18n';
import { productPackages } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError } from '../../http/errors';
import { answerLanguage, countOf, pagingOf, searchedPageOf } from '../shared/localize';
import { searchPlanOf } from '../shared/search';
import { packageBySlug, packageConditions, packageOrder, toPackages } from './product-packages.service';

/** The package list's default page size: all of them. */
export const PACKAGES_PAGE_SIZE = 0;

/** What a package read answers with: the language, and the parts asked for (include=). */
function packageReadOf(c: Context<AppEnv>, query: { lang?: Language; include?: string }) {
  return { language: answerLanguage(c, query.lang), includes: includesOf<PackageInclude>(query.include) };
}

export function productPackageHandlers({ database }: Services): EndpointHandlers<typeof productPackageEndpoints> {
  const { db } = database;
  return {
    async listProductPackages(c, { query }) {
      const { language, includes } = packageReadOf(c, query);
      // Words with nothing to look for ("!!") find nothing, rather than everything.
      const { query: search, findsNothing: nothing } = searchPlanOf(query.search);
      const where = packageConditions({ ageGroupIds: idsOf(query.ageGroupIds), demandIds: idsOf(query.demandIds), categoryIds: idsOf(query.categoryIds), bestSelling: query.bestSelling === undefined ? null : query.bestSelling === 'true', query: search });
      const rows = db.select().from(productPackages).where(where).orderBy(...packageOrder(search));
      const page = await searchedPageOf(pagingOf(query, PACKAGES_PAGE_SIZE), nothing, () => countOf(db, productPackages, where), rows, (found) => toPackages(db, found, includes, language));
      return { status: 200, body: page };
    },

    async retrieveProductPackage(c, { params, query }) {
      const { language, includes } = packageReadOf(c, query);
      const row = await packageBySlug(db, params.slug);
      if (!row) throw new HttpError(404, 'not_found', { messageKey: 'product_package_not_found' });
      const [item] = await toPackages(db, [row], includes, language);
      return { status: 200, body: { data: item } };
    },
  };
}
