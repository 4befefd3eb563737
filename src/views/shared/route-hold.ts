import { useSyncExternalStore } from 'react';

/*
 * A page whose state is in its URL (the quizzes' scene and record, a list's query and page)
 * has its actor owned by its route, not by a component: the route's `context` makes one hold per
 * match, `onEnter` starts a visit, `onStay` tells it each URL the router commits (a click, back
 * and forward, a pasted link), `onLeave` stops it. The page reads the visit's actor with
 * `useHeldActor` and only renders it. README "How a flow is built" gives the rule.
 */

/** One stay on the page: its actor, told each URL the router commits, stopped when the page is left. */
export interface RouteVisit<A, S> {
  actor: A;
  /** A URL the router committed, and the secret its fragment carried (`#k=`), if any. */
  urlChanged: (search: S, secret?: string) => void;
  stop: () => void;
}

/** The route's hold on the actor of the visit under way, for the page. */
export interface RouteHold<A, S, E> {
  actor: () => A | null;
  subscribe: (listener: () => void) => () => void;
  enter: (start: (edge: E, search: S, secret: string | undefined) => RouteVisit<A, S>, search: S, secret: string | undefined) => void;
  urlChanged: (search: S, secret: string | undefined) => void;
  leave: () => void;
}

/** A hold for a route's context: `edge` is what each visit is started with (its navigation, a test's doubles). */
export function createRouteHold<A, S, E>(edge: E): RouteHold<A, S, E> {
  let visit: RouteVisit<A, S> | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    actor: () => visit?.actor ?? null,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    enter: (start, search, secret) => {
      visit?.stop();
      visit = start(edge, search, secret);
      changed();
    },
    urlChanged: (search, secret) => visit?.urlChanged(search, secret),
    leave: () => {
      visit?.stop();
      visit = null;
      changed();
    },
  };
}

/** The actor of a route's hold, null until the route has started it. */
export function useHeldActor<A>(hold: Pick<RouteHold<A, never, never>, 'subscribe' | 'actor'>): A | null {
  return useSyncExternalStore(hold.subscribe, hold.actor, hold.actor);
}

/** The secret a URL's fragment carries (`#k=<secret>`: never sent to a server), as it is: the machine decides whether it is one. */
export function secretOfHash(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('k') ?? undefined;
}
