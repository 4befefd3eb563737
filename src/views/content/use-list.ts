import { useSyncExternalStore } from 'react';
import type { ContentListActor } from '../../machines/content-list/content-list.machine';
import type { ListHold } from './content-list-effects';

/** The list actor of a route's hold (null until the route has started it). */
export function useHeldList<T>(hold: ListHold<unknown>): ContentListActor<T> | null {
  return useSyncExternalStore(hold.subscribe, hold.actor, hold.actor) as ContentListActor<T> | null;
}
