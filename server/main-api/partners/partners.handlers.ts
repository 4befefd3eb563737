import { asc, eq } from 'drizzle-orm';
import type { partnerEndpoints } from '../../../src/api/contract/content';
import type { Services } from '../../app-services';
import { partners } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { answerLanguage, countOf, imageIn, pageOf, pagingOf, textIn } from '../shared/localize';

/** The spec's default country of the partner list. */
export const DEFAULT_PARTNER_COUNTRY = 'US';

export function partnerHandlers({ database }: Services): EndpointHandlers<typeof partnerEndpoints> {
  const { db } = database;
  return {
    async listPartners(c, { query }) {
      const language = answerLanguage(c, query.lang);
      const where = eq(partners.countryCode, (query.countryCode ?? DEFAULT_PARTNER_COUNTRY).toUpperCase());
      const page = await pageOf(
        pagingOf(query, 0),
        () => countOf(db, partners, where),
        async ({ limit, offset }) => {
          const rows = await db.select().from(partners).where(where).orderBy(asc(partners.sortOrder), asc(partners.id)).limit(limit).offset(offset);
          return rows.map((row) => ({
            id: row.id,
            slug: row.slug,
            name: row.name,
            countryCode: row.countryCode,
            description: textIn(row.description, language),
            logo: imageIn(row.logo, language),
            url: row.url,
          }));
        },
      );
      return { status: 200, body: page };
    },
  };
}
