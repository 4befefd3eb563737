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

type RouterNavigate = (options: { to: string; search: unknown; replace: boolean }) => unknown;

/**
 * The hooks of a route at `to` whose page is a visit that states its URL (the quizzes): its
 * context holds the visit (`hold`, once per match: it outlives the searches of one stay on the
 * page), made with `edge` and the router's navigation; each location's fragment gives its
 * `linkSecret` (a preload's too: it only reads the fragment, nothing starts before onEnter); the
 * loader's start begins a visit on entering, each URL the router commits while it stays is told
 * to it with the secret, and leaving stops it.
 */
export function visitRouteHooks<A, S, E extends { navigate: (search: S, options: { replace: boolean }) => void }>(to: string, edge: Omit<E, 'navigate'>) {
  type Context = { hold: RouteHold<A, S, E>; linkSecret?: string };
  return {
    context: ({ navigate }: { navigate: unknown }) => ({
      hold: createRouteHold<A, S, E>({ ...edge, navigate: (search: S, { replace }: { replace: boolean }) => void (navigate as RouterNavigate)({ to, search, replace }) } as E),
    }),
    beforeLoad: ({ location }: { location: { hash: string } }) => ({ linkSecret: secretOfHash(location.hash) }),
    onEnter: ({ context, loaderData, search }: { context: Context; loaderData?: Parameters<RouteHold<A, S, E>['enter']>[0]; search: S }) => {
      if (loaderData) context.hold.enter(loaderData, search, context.linkSecret);
    },
    onStay: ({ context, search }: { context: Context; search: S }) => context.hold.urlChanged(search, context.linkSecret),
    onLeave: ({ context }: { context: Context }) => context.hold.leave(),
  };
}
