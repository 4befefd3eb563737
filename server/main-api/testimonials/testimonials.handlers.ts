import { eq } from 'drizzle-orm';
import type { Testimonial, testimonialEndpoints } from '../../../src/api/contract/catalogue';
import type { Services } from '../../app-services';
import { testimonials } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { Language } from '../../i18n/server-i18n';
import { answerLanguage, displayPageOf, imageIn, pagingOf, textIn } from '../shared/localize';

/** The spec's page size of the testimonial list. */
export const TESTIMONIALS_PAGE_SIZE = 3;

function toTestimonial(row: typeof testimonials.$inferSelect, language: Language): Testimonial {
  return {
    id: row.id,
    name: row.name,
    location: textIn(row.location, language),
    quote: textIn(row.quote, language),
    rating: row.rating,
    productCategoryId: row.productCategoryId,
    packageSlug: row.packageSlug,
    image: row.image ? imageIn(row.image, language) : null,
  };
}

export function testimonialHandlers({ database }: Services): EndpointHandlers<typeof testimonialEndpoints> {
  const { db } = database;
  return {
    async listTestimonials(c, { query }) {
      const language = answerLanguage(c, query.lang);
      const where = query.productCategoryId === undefined ? undefined : eq(testimonials.productCategoryId, query.productCategoryId);
      const page = await displayPageOf(db, testimonials, where, pagingOf(query, TESTIMONIALS_PAGE_SIZE), (rows) => rows.map((row) => toTestimonial(row, language)));
      return { status: 200, body: page };
    },
  };
}
