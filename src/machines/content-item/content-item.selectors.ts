import type { CallProblem } from '../calls/call-problem';
import type { ContentItemSnapshot } from './content-item.machine';

/** What a content page shows: loading, the content, "not found", or a failure with a retry. */

export type ItemPhase = 'loading' | 'loaded' | 'notFound' | 'failed';

export function itemPhaseOf<T>(snapshot: ContentItemSnapshot<T>): ItemPhase {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('notFound')) return 'notFound';
  return snapshot.matches('failed') ? 'failed' : 'loaded';
}

/** The content, once loaded. */
export function itemContentOf<T>(snapshot: ContentItemSnapshot<T>): T | null {
  return snapshot.matches('loaded') ? snapshot.context.content : null;
}

/** The failure shown with a retry; null otherwise. */
export function itemProblemOf<T>(snapshot: ContentItemSnapshot<T>): CallProblem | null {
  return snapshot.matches('failed') ? snapshot.context.problem : null;
}
