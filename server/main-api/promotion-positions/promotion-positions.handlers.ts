import { and, asc, desc, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Banner, promotionPositionEndpoints } from '../../../src/api/contract/catalogue';
import type { Checkpoint } from '../../../src/api/contract/checkpoints';
import { includesOf } from '../../../src/api/contract/listing';
import type { Services } from '../../app-services';
import { banners, promotionPositions } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { Language } from '../../i18n/server-i18n';
import { answerLanguage, displayPageOf, imageIn, pagingOf, textIn } from '../shared/localize';

type BannerRow = typeof banners.$inferSelect;

function toBanner(row: BannerRow, language: Language, countdown: readonly Checkpoint[]): Banner {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    style: row.style,
    viewportSettings: row.viewportSettings,
    objects: row.objects.map((object) => ({
      objectType: object.objectType,
      name: object.name,
      image: object.image ? imageIn(object.image, language) : null,
      text: object.text ? textIn(object.text, language) : null,
      href: object.href ?? null,
    })),
    countdown: [...countdown],
  };
}

/** `%…%` of a LIKE pattern matching the text literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export function promotionPositionHandlers({ database, now, config }: Services): EndpointHandlers<typeof promotionPositionEndpoints> {
  const { db } = database;
  return {
    async listPromotionPositions(c, { query }) {
      const language = answerLanguage(c, query.lang);
      const withBanner = includesOf<'current_banner'>(query.include).has('current_banner');
      const where = query.search ? sql`${promotionPositions.name} ilike ${containing(query.search)}` : undefined;
      const page = await displayPageOf(db, promotionPositions, where, pagingOf(query, 0), async (rows) => {
        const at = now();
        // The banner shown now: the latest started of those running.
        const running =
          withBanner && rows.length > 0
            ? await db
                .select()
                .from(banners)
                .where(and(inArray(banners.positionId, rows.map((row) => row.id)), lte(banners.startsAt, at), gt(banners.endsAt, at)))
                .orderBy(desc(banners.startsAt), asc(banners.id))
            : [];
        const current = new Map<number, BannerRow>();
        for (const banner of running) if (!current.has(banner.positionId)) current.set(banner.positionId, banner);
        return rows.map((row) => {
          const banner = current.get(row.id);
          return {
            id: row.id,
            name: row.name,
            description: textIn(row.description, language),
            ...(withBanner ? { currentBanner: banner ? toBanner(banner, language, config.BANNER_CHECKPOINTS) : null } : {}),
          };
        });
      });
      return { status: 200, body: page };
    },
  };
}
