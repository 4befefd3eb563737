import type { AnyRouter, ParsedLocation, RouterHistory } from '@tanstack/react-router';
import type { NavigationEvent, NavigationKind, Place } from '../../machines/navigation/navigation.machine';

/**
 * The router as plain events for the navigation machine (src/machines/navigation), which
 * decides what each page change does. Nothing is decided here: each navigation that starts
 * loading is `navigation.start` (with where the page being left is scrolled) and each one done is
 * `navigation.end`, both with the entries left and reached and the history action that led there.
 */

const KINDS: Readonly<Record<string, NavigationKind>> = { PUSH: 'push', REPLACE: 'replace', BACK: 'back', FORWARD: 'forward', GO: 'go' };

/** A history entry as the machine knows it: TanStack Router's per-entry key (else the address) and the path. */
export function placeOf(location: Pick<ParsedLocation, 'href' | 'pathname' | 'state'>): Place {
  return { key: location.state.__TSR_key ?? location.state.key ?? location.href, path: location.pathname };
}

type RouterEvents = { history: RouterHistory; subscribe: AnyRouter['subscribe'] };

/** Sends the router's navigations to `navigation`; returns a function that unsubscribes. */
export function connectNavigation(router: RouterEvents, navigation: { send(event: NavigationEvent): void }, readScrollY: () => number): () => void {
  // The history says how the entry was reached before the router loads it; a reload of the same
  // entry (the session changed, say) is not a history action and counts as a push.
  let kind: NavigationKind = 'push';
  const unsubscribers = [
    router.history.subscribe(({ action }) => {
      kind = KINDS[action.type] ?? 'push';
    }),
    router.subscribe('onBeforeLoad', (event) => {
      const from = event.fromLocation ? placeOf(event.fromLocation) : null;
      navigation.send({ type: 'navigation.start', from, to: placeOf(event.toLocation), kind, scrollY: readScrollY() });
    }),
    router.subscribe('onResolved', (event) => {
      const from = event.fromLocation ? placeOf(event.fromLocation) : null;
      navigation.send({ type: 'navigation.end', from, to: placeOf(event.toLocation), kind });
      kind = 'push';
    }),
  ];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
