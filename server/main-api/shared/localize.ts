import type { Context } from 'hono';
import { asc, count } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Prices } from '../../../src/api/contract/catalogue';
import type { Image } from '../../../src/api/contract/listing';
import { formatMoney } from '../../../src/domain/money';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { languageOf } from '../../http/errors';
import type { Language } from '../../i18n/server-i18n';
import type { Localized, SeedImage, SeedPrice } from '../../seed/catalogue/types';

/*
 * What every public read of the Main API shares: the answer's language, texts and images in it,
 * prices in every currency, and paging.
 */

/** The language of the texts: `lang` when given, else the Accept-Language one (en by default). */
export function answerLanguage(c: Context<AppEnv>, lang: Language | undefined): Language {
  if (lang) c.set('language', lang);
  return lang ?? languageOf(c);
}

/** A text in the answer's language (en when a language is missing). */
export function textIn(text: Localized, language: Language): string {
  return text[language] || text.en;
}

export function imageIn(image: SeedImage, language: Language): Image {
  return { src: image.src, width: image.width, height: image.height, alt: textIn(image.alt, language) };
}

/** A price in every currency, with the text a page shows (1.990.000đ, $79.00). */
export function pricesOf(price: SeedPrice): Prices {
  return {
    VND: { value: price.VND, formatted: formatMoney(price.VND, 'VND') },
    USD: { value: price.USD, formatted: formatMoney(price.USD, 'USD') },
  };
}

/** LIMIT and OFFSET of a page (a limit no list reaches for "all"). */
export interface Window {
  limit: number;
  offset: number;
}

const ALL = 1_000_000;

export interface Paging {
  page: number;
  /** 0: all on one page. */
  limit: number;
  /** What the query takes: null when the page lies past everything (limit 0 and page > 1). */
  window: Window | null;
}

/** The page asked for, with the list's default size. */
export function pagingOf(query: { page?: number; limit?: number }, defaultLimit: number): Paging {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  if (limit === 0) return { page, limit, window: page === 1 ? { limit: ALL, offset: 0 } : null };
  return { page, limit, window: { limit, offset: (page - 1) * limit } };
}

/** The number a count query (`select({ n: count() })`) answers: 0 when it answers no row. */
export async function totalOf(counted: PromiseLike<Array<{ n: number }>>): Promise<number> {
  const [row] = await counted;
  return row?.n ?? 0;
}

/** Rows of a table that meet `where`. */
export function countOf(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  return totalOf(db.select({ n: count() }).from(table).where(where));
}

/** A table shown in its own order: sortOrder, then id. */
export type DisplayTable = PgTable & { id: PgColumn; sortOrder: PgColumn };

/** The display order of a table's rows: sortOrder, then id. */
export function displayOrder(table: DisplayTable): SQL[] {
  return [asc(table.sortOrder), asc(table.id)];
}

/** A select not run yet, whose window a page reads (LIMIT and OFFSET added here). */
export interface Windowable<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/** A page of what `rows` selects, made items by `items`; `total` counts it all. */
export function pageOfRows<R, T>(paging: Paging, total: () => Promise<number>, rows: Windowable<R>, items: (rows: R[]) => T[] | Promise<T[]>) {
  return pageOf(paging, total, async ({ limit, offset }) => items(await rows.limit(limit).offset(offset)));
}

/** A page of a table's rows that meet `where`, in display order (displayOrder), made items by `items`. */
export function displayPageOf<T extends DisplayTable, I>(db: Db, table: T, where: SQL | undefined, paging: Paging, items: (rows: Array<T['$inferSelect']>) => I[] | Promise<I[]>) {
  const rows = db.select().from(table as DisplayTable).where(where).orderBy(...displayOrder(table)) as unknown as Windowable<T['$inferSelect']>;
  return pageOfRows(paging, () => countOf(db, table, where), rows, items);
}

/**
 * pageOfRows for a list whose search may find nothing (searchPlanOf: words of punctuation alone):
 * then the answer is an empty page, and neither the count nor the rows are asked for.
 */
export function searchedPageOf<R, T>(paging: Paging, findsNothing: boolean, total: () => Promise<number>, rows: Windowable<R>, items: (rows: R[]) => T[] | Promise<T[]>) {
  return findsNothing ? pageOfRows({ ...paging, window: null }, () => Promise.resolve(0), rows, items) : pageOfRows(paging, total, rows, items);
}

/** A page of a list: runs `rows` with the window (none when the page lies past everything), and counts. */
export async function pageOf<T>(
  paging: Paging,
  total: () => Promise<number>,
  rows: (window: Window) => Promise<T[]>,
): Promise<{ data: T[]; meta: { page: number; limit: number; total: number } }> {
  const [items, n] = await Promise.all([paging.window ? rows(paging.window) : Promise.resolve([]), total()]);
  return { data: items, meta: { page: paging.page, limit: paging.limit, total: n } };
}
