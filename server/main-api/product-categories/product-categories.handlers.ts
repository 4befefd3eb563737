import { eq, sql } from 'drizzle-orm';
import type { ProductCategory, productCategoryEndpoints } from '../../../src/api/contract/catalogue';
import type { Services } from '../../app-services';
import type { Db } from '../../db/client';
import { productCategories, productPackages } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError } from '../../http/errors';
import type { Language } from '../../i18n/server-i18n';
import { answerLanguage, countOf, displayOrder, imageIn, pageOf, pagingOf, textIn } from '../shared/localize';

/** The spec's page size of the category list. */
export const CATEGORIES_PAGE_SIZE = 4;

// Qualified by hand: inside the subquery drizzle writes bare column names.
const packageCount = sql<number>`(select count(*) from ${productPackages} where ${productPackages}.category_id = ${productCategories}.id)`.mapWith(Number);

function categoriesQuery(db: Db) {
  return db.select({ row: productCategories, packageCount }).from(productCategories);
}

function toCategory({ row, packageCount: packages }: { row: typeof productCategories.$inferSelect; packageCount: number }, language: Language): ProductCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: textIn(row.name, language),
    description: textIn(row.description, language),
    image: imageIn(row.image, language),
    packageCount: packages,
  };
}

export function productCategoryHandlers({ database }: Services): EndpointHandlers<typeof productCategoryEndpoints> {
  const { db } = database;
  return {
    async listProductCategories(c, { query }) {
      const language = answerLanguage(c, query.lang);
      const page = await pageOf(
        pagingOf(query, CATEGORIES_PAGE_SIZE),
        () => countOf(db, productCategories, undefined),
        async ({ limit, offset }) => {
          const rows = await categoriesQuery(db).orderBy(...displayOrder(productCategories)).limit(limit).offset(offset);
          return rows.map((row) => toCategory(row, language));
        },
      );
      return { status: 200, body: page };
    },

    async retrieveProductCategory(c, { params, query }) {
      const language = answerLanguage(c, query.lang);
      const [row] = await categoriesQuery(db).where(eq(productCategories.slug, params.slug));
      if (!row) throw new HttpError(404, 'not_found', { messageKey: 'product_category_not_found' });
      return { status: 200, body: { data: toCategory(row, language) } };
    },
  };
}
