import { optionalTextOrNumber } from '../../domain/url-search';
import type { ListSearch } from '../../machines/content-list/content-list-query';

/** The search part of a list URL: `q`, `page` and the filters, kept lenient (the machine normalizes). */
export function listSearchSchema(filterNames: readonly string[]): (search: Record<string, unknown>) => ListSearch {
  // A plain function: the routes are in every page's first load (docs/performance.md).
  const names = ['q', 'page', ...filterNames];
  return (search) => Object.fromEntries(names.flatMap((name) => (optionalTextOrNumber(search[name]) === undefined ? [] : [[name, search[name]]]))) as ListSearch;
}
