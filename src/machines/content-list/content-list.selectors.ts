import type { CallProblem } from '../calls/call-problem';
import type { ListQuery } from './content-list-query';
import type { ContentListSnapshot } from './content-list.machine';

/**
 * What a list page shows: a loading line while the query's first pages come; the items, how many
 * of how many, and a "load more" button while more remain (a loading line while the next page
 * comes, its failure with a retry); a "nothing found" when the query has no item; a failure with
 * a retry. The search box and filters show the query the list is of.
 */

export type ListPhase = 'loading' | 'loaded' | 'empty' | 'failed';

export function listPhaseOf<T>(snapshot: ContentListSnapshot<T>): ListPhase {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('empty')) return 'empty';
  return snapshot.matches('failed') ? 'failed' : 'loaded';
}

/** The items shown, in the server's order; none unless loaded. */
export function listItemsOf<T>(snapshot: ContentListSnapshot<T>): readonly T[] {
  return snapshot.matches('loaded') ? snapshot.context.items : NO_ITEMS;
}
const NO_ITEMS: readonly never[] = [];

/** The query the list is of (and the URL states): the search box and the filters show it. */
export function listQueryOf<T>(snapshot: ContentListSnapshot<T>): ListQuery {
  return snapshot.context.query;
}

/** How many items the query has in all, once loaded (or found empty). */
export function listTotalOf<T>(snapshot: ContentListSnapshot<T>): number | null {
  return snapshot.matches('loaded') || snapshot.matches('empty') ? snapshot.context.total : null;
}

export type MoreStatus = 'none' | 'offered' | 'loading' | 'failed';

/** The "load more" control: offered while items remain, a loading line, or a failure with a retry. */
export function moreStatusOf<T>(snapshot: ContentListSnapshot<T>): MoreStatus {
  if (snapshot.matches({ loaded: 'loadingMore' })) return 'loading';
  if (snapshot.matches({ loaded: 'moreFailed' })) return 'failed';
  if (snapshot.matches({ loaded: 'idle' }) && snapshot.context.items.length < snapshot.context.total) return 'offered';
  return 'none';
}

/** The failure shown: the list's (failed) or the next page's (load more failed); null otherwise. */
export function listProblemOf<T>(snapshot: ContentListSnapshot<T>): CallProblem | null {
  return snapshot.matches('failed') || snapshot.matches({ loaded: 'moreFailed' }) ? snapshot.context.problem : null;
}
