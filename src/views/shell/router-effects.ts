import type { AnyRouter, ParsedLocation, RouterHistory } from '@tanstack/react-router';
import type { NavigationKind, ScrollRestorer } from '../../platform/scroll-restoration';

/** What the router drives on every navigation; each part is supplied by main.tsx (and by tests). */
export interface RouterEffectTargets {
  progressBar: { send(event: { type: 'route.start' } | { type: 'route.end' }): void };
  siteMenu: { send(event: { type: 'menu.close' }): void };
  scrollRestorer: Pick<ScrollRestorer, 'leave' | 'arrive' | 'cancel'>;
  activateDeferredStylesheets: () => void;
  /** Moves focus to the new page after a path change, for screen readers and keyboards. */
  focusMain: () => void;
}

const KINDS: Record<string, NavigationKind> = { PUSH: 'push', REPLACE: 'replace', BACK: 'back', FORWARD: 'forward', GO: 'go' };

/** The key of a history entry: TanStack Router's per-entry key, else the address. */
export function historyEntryKey(location: Pick<ParsedLocation, 'href' | 'state'>): string {
  return location.state.__TSR_key ?? location.state.key ?? location.href;
}

/**
 * Subscribes the shell's behaviour to router events: the progress bar starts when a page
 * starts loading and ends when it resolved; after each change deferred stylesheets are
 * activated, the mobile menu closes and focus moves to the page; leaving an entry remembers
 * its scroll position, and coming back to it restores it after the delay (the router's own
 * scroll restoration is off). Returns a function that unsubscribes everything.
 */
export function connectRouterEffects(
  router: { history: RouterHistory; subscribe: AnyRouter['subscribe'] },
  targets: RouterEffectTargets,
): () => void {
  let lastKind: NavigationKind = 'push';
  const unsubscribers = [
    router.history.subscribe(({ action }) => {
      lastKind = KINDS[action.type] ?? 'push';
    }),
    router.subscribe('onBeforeLoad', (event) => {
      if (event.fromLocation && !event.pathChanged) return;
      if (event.fromLocation) targets.scrollRestorer.leave(historyEntryKey(event.fromLocation));
      targets.progressBar.send({ type: 'route.start' });
    }),
    router.subscribe('onResolved', (event) => {
      targets.progressBar.send({ type: 'route.end' });
      targets.activateDeferredStylesheets();
      if (!event.fromLocation || !event.pathChanged) return;
      targets.siteMenu.send({ type: 'menu.close' });
      targets.scrollRestorer.arrive(historyEntryKey(event.toLocation), lastKind);
      targets.focusMain();
      lastKind = 'push';
    }),
  ];
  return () => {
    unsubscribers.forEach((unsubscribe) => unsubscribe());
    targets.scrollRestorer.cancel();
  };
}
