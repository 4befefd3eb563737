import { asc, eq } from 'drizzle-orm';
import type { testimonialEndpoints } from '../../../src/api/contract/catalogue';
import type { Services } from '../../app-services';
import { testimonials } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { answerLanguage, countOf, imageIn, pageOf, pagingOf, textIn } from '../shared/localize';

/** The spec's page size of the testimonial list. */
export const TESTIMONIALS_PAGE_SIZE = 3;

export function testimonialHandlers({ database }: Services): EndpointHandlers<typeof testimonialEndpoints> {
  const { db } = database;
  return {
    async listTestimonials(c, { query }) {
      const language = answerLanguage(c, query.lang);
      const where = query.productCategoryId === undefined ? undefined : eq(testimonials.productCategoryId, query.productCategoryId);
      const page = await pageOf(
        pagingOf(query, TESTIMONIALS_PAGE_SIZE),
        () => countOf(db, testimonials, where),
        async ({ limit, offset }) => {
          const rows = await db.select().from(testimonials).where(where).orderBy(asc(testimonials.sortOrder), asc(testimonials.id)).limit(limit).offset(offset);
          return rows.map((row) => ({
            id: row.id,
            name: row.name,
            location: textIn(row.location, language),
            quote: textIn(row.quote, language),
            rating: row.rating,
            productCategoryId: row.productCategoryId,
            packageSlug: row.packageSlug,
            image: row.image ? imageIn(row.image, language) : null,
          }));
        },
      );
      return { status: 200, body: page };
    },
  };
}
