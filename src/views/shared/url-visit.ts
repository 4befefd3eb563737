import { onServer } from '../../platform/first-screen';
import type { RouteVisit } from './route-hold';

/** The actor of a visit: started (never on the server's first screen), told each URL, stopped. */
interface UrlActor<S> {
  start(): unknown;
  stop(): unknown;
  send(event: { type: 'url.changed'; search: S; secret?: string }): void;
}

/**
 * Starts a visit of a page whose machine states its URL (the quizzes) and tells it the URL it was
 * entered with. `create(syncUrl)` builds the actor, `syncUrl` being how its machine states the URL
 * of what it shows after every change: the router is asked to `navigate` only when that differs
 * from the URL it holds (`sameSearch`), so the two never ping-pong. A URL that carried a secret is
 * always replaced by the machine's, which has none: the secret leaves the address bar (and
 * whatever is copied from it) once the tab keeps it.
 */
export function startUrlVisit<A extends UrlActor<S>, S>(
  entered: { search: S; secret?: string },
  router: { navigate: (search: S, options: { replace: boolean }) => void; sameSearch: (a: S, b: S) => boolean },
  create: (syncUrl: (next: S, replace: boolean) => void) => A,
): RouteVisit<A, S> {
  /** The URL the router holds; null while it shows a secret the machine's URL must replace. */
  let url: S | null = entered.search;
  const syncUrl = (next: S, replace: boolean) => {
    if (url !== null && router.sameSearch(url, next)) return;
    // The URL with the secret is replaced, never left in the history behind a new entry.
    const showsSecret = url === null;
    url = next;
    router.navigate(next, { replace: showsSecret || replace });
  };
  const actor = create(syncUrl);
  // The server's first screen shows the machine's first state: nothing starts there.
  if (!onServer()) actor.start();
  const urlChanged = (next: S, linkSecret?: string) => {
    url = linkSecret === undefined ? next : null;
    actor.send({ type: 'url.changed', search: next, ...(linkSecret === undefined ? {} : { secret: linkSecret }) });
  };
  urlChanged(entered.search, entered.secret);
  return { actor, urlChanged, stop: () => actor.stop() };
}
