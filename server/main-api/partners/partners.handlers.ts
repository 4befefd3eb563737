import { eq } from 'drizzle-orm';
import type { Partner, partnerEndpoints } from '../../../src/api/contract/content';
import type { Services } from '../../app-services';
import { partners } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { Language } from '../../i18n/server-i18n';
import { answerLanguage, displayPageOf, imageIn, pagingOf, textIn } from '../shared/localize';

/** The spec's default country of the partner list. */
export const DEFAULT_PARTNER_COUNTRY = 'US';

function toPartner(row: typeof partners.$inferSelect, language: Language): Partner {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    countryCode: row.countryCode,
    description: textIn(row.description, language),
    logo: imageIn(row.logo, language),
    url: row.url,
  };
}

export function partnerHandlers({ database }: Services): EndpointHandlers<typeof partnerEndpoints> {
  const { db } = database;
  return {
    async listPartners(c, { query }) {
      const language = answerLanguage(c, query.lang);
      const where = eq(partners.countryCode, (query.countryCode ?? DEFAULT_PARTNER_COUNTRY).toUpperCase());
      const page = await displayPageOf(db, partners, where, pagingOf(query, 0), (rows) => rows.map((row) => toPartner(row, language)));
      return { status: 200, body: page };
    },
  };
}
