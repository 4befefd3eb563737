import { desc, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { normalizeSearchText } from '../../../src/domain/search';

/*
 * Accent-insensitive ranked search, the same on PGlite and on a PostgreSQL server (no extension):
 * - stored: `search_text`, every searchable text in every language through normalizeSearchText
 *   (lower case, transliterated, no diacritics, đ → d) with anything but letters and digits made a
 *   space; a GIN index on to_tsvector('simple', search_text) (server/db/schema/catalogue.ts);
 * - asked: the query normalised the same way, each word a prefix ('xet nghiem' → xet:* & nghiem:*),
 *   every word required; ranked by ts_rank, a match in the name (`search_title`) first.
 */

/** The most words of a query that count. */
const MAX_QUERY_WORDS = 8;

/** Normalised words of a text: letters and digits only. */
export function searchWordsOf(text: string | null | undefined): string[] {
  return normalizeSearchText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** The stored search text of some texts, each either a string or a text per language. */
export function searchTextOf(...texts: Array<string | Record<string, string> | null | undefined>): string {
  const words = texts.flatMap((text) => (text === null || text === undefined ? [] : typeof text === 'string' ? [text] : Object.values(text))).flatMap(searchWordsOf);
  return words.join(' ');
}

/** The tsquery of a search ('Xét nghiệm' → 'xet:* & nghiem:*'), or null when it has no word to look for. */
export function tsQueryOf(search: string | undefined): string | null {
  const words = [...new Set(searchWordsOf(search))].slice(0, MAX_QUERY_WORDS);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** Rows whose search text matches the query (served by the GIN index). */
export function matches(searchText: AnyColumn, query: string): SQL {
  return sql`to_tsvector('simple', ${searchText}) @@ to_tsquery('simple', ${query})`;
}

/** Relevance: the text rank, plus one when the name itself matches. */
export function rankOf(searchText: AnyColumn, searchTitle: AnyColumn, query: string): SQL<number> {
  return sql<number>`(ts_rank(to_tsvector('simple', ${searchText}), to_tsquery('simple', ${query})) + case when to_tsvector('simple', ${searchTitle}) @@ to_tsquery('simple', ${query}) then 1 else 0 end)`;
}

/** A list's order: while searching, the most relevant first (rankOf), then `order`; else `order` alone. */
export function rankedOrder(searchText: AnyColumn, searchTitle: AnyColumn, query: string | null, order: SQL[]): SQL[] {
  return query ? [desc(rankOf(searchText, searchTitle, query)), ...order] : order;
}

/** A list's `search=`: the tsquery to filter by (null: no search), and whether it can find nothing (words of punctuation alone). */
export function searchPlanOf(search: string | undefined): { query: string | null; findsNothing: boolean } {
  const query = tsQueryOf(search);
  return { query, findsNothing: query === null && search !== undefined && search.trim() !== '' };
}
