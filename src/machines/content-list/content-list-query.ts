/**
 * The query of a list that pages, filters or searches: what the URL says (`?q=…&page=N&<filter>=…`)
 * and what the list shows. Pure rules shared by the list machine, its selectors and the routes.
 *
 * - `search`: the text as typed, trimmed, inner runs of white space made one space; '' is no search.
 * - `filters`: name -> value; an empty value is no filter. A page's defaults (partners: country US)
 *   apply when the URL names none, and are left out of the URL it states.
 * - `page`: how many pages the list shows ("load more" adds one); a whole number from 1 up, at most
 *   as many pages as MAX_SHOWN items fill (a reload asks for all of them at once).
 */

export interface ListQuery {
  search: string;
  filters: Readonly<Record<string, string>>;
  page: number;
}

/** The most items a reload asks for in one request (page × page size). */
export const MAX_SHOWN = 100;

/** The URL's search part of a list (TanStack Router search params). */
export type ListSearch = { q?: string; page?: number } & { [filter: string]: string | number | undefined };

export function normalizeSearchText(text: unknown): string {
  return typeof text === 'string' ? text.trim().replace(/\s+/g, ' ') : '';
}

/** The most pages a list of `pageSize` shows (at least 1). */
export function maxPageFor(pageSize: number): number {
  return Math.max(1, Math.floor(MAX_SHOWN / Math.max(1, pageSize)));
}

export function normalizePage(page: unknown, pageSize: number): number {
  const value = Number(page);
  return Number.isInteger(value) ? Math.min(Math.max(value, 1), maxPageFor(pageSize)) : 1;
}

function normalizeFilters(filters: unknown): Record<string, string> {
  if (typeof filters !== 'object' || filters === null) return {};
  const kept: Record<string, string> = {};
  for (const name of Object.keys(filters).sort()) {
    const value = (filters as Record<string, unknown>)[name];
    const text = typeof value === 'number' ? String(value) : normalizeSearchText(value);
    if (text !== '') kept[name] = text;
  }
  return kept;
}

/** A query as the list takes it, whatever was handed in (a hand-typed URL, say). */
export function normalizeQuery(query: Partial<Record<keyof ListQuery, unknown>>, pageSize: number): ListQuery {
  return { search: normalizeSearchText(query.search), filters: normalizeFilters(query.filters), page: normalizePage(query.page, pageSize) };
}

export function sameQuery(a: ListQuery, b: ListQuery): boolean {
  const names = new Set([...Object.keys(a.filters), ...Object.keys(b.filters)]);
  return a.search === b.search && a.page === b.page && [...names].every((name) => a.filters[name] === b.filters[name]);
}

/** The query a URL states, for a page whose filters are `filterNames` with `defaults`. */
export function queryFromSearch(search: ListSearch, filterNames: readonly string[], defaults: Readonly<Record<string, string>> = {}): Partial<Record<keyof ListQuery, unknown>> {
  const filters: Record<string, unknown> = {};
  for (const name of filterNames) filters[name] = search[name] ?? defaults[name];
  return { search: search.q, filters, page: search.page };
}

/** The URL's search part for a query: nothing for no search, page 1 or a default filter. */
export function searchOfQuery(query: ListQuery, defaults: Readonly<Record<string, string>> = {}): ListSearch {
  const search: ListSearch = {};
  if (query.search) search.q = query.search;
  for (const [name, value] of Object.entries(query.filters)) if (defaults[name] !== value) search[name] = value;
  if (query.page > 1) search.page = query.page;
  return search;
}
