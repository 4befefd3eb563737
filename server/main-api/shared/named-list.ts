import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { NamedRef } from '../../../src/api/contract/listing';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import type { Language } from '../../i18n/server-i18n';
import type { Localized } from '../../seed/catalogue/types';
import { answerLanguage, countOf, displayOrder, pageOf, pagingOf, textIn } from './localize';

/** A table of named things in display order: age groups, demands, advisor roles, news and blog categories. */
export type NamedTable = PgTable & { id: PgColumn; slug: PgColumn; name: PgColumn; sortOrder: PgColumn };

export interface ListQuery {
  page?: number;
  limit?: number;
  lang?: Language;
}

/** A page of a named table (all of it by default). */
export async function namedListPage(db: Db, c: Context<AppEnv>, table: NamedTable, query: ListQuery, defaultLimit = 0) {
  const language = answerLanguage(c, query.lang);
  return pageOf(
    pagingOf(query, defaultLimit),
    () => countOf(db, table, undefined),
    async ({ limit, offset }): Promise<NamedRef[]> => {
      const rows = (await db
        .select({ id: table.id, slug: table.slug, name: table.name })
        .from(table)
        .orderBy(...displayOrder(table))
        .limit(limit)
        .offset(offset)) as Array<{ id: number; slug: string; name: Localized }>;
      return rows.map((row) => ({ id: row.id, slug: row.slug, name: textIn(row.name, language) }));
    },
  );
}
