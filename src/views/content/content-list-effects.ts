import { createActor, fromPromise } from 'xstate';
import { getI18n } from 'react-i18next';
import { createContentListMachine } from '../../machines/content-list/content-list.machine';
import type { ContentListActor, PageRequest, PageResult } from '../../machines/content-list/content-list.machine';
import { normalizeQuery, queryFromSearch, sameQuery, searchOfQuery } from '../../machines/content-list/content-list-query';
import type { ListSearch } from '../../machines/content-list/content-list-query';
import { onServer } from '../../platform/first-screen';
import type { RouteHold, RouteVisit } from '../shared/route-hold';

/**
 * A list page's visits of its list actor (src/machines/content-list), for its route's hold: the
 * actor lives outside React, one per visit: started when the route is entered (with the URL's
 * query and the page's language), told every URL the router commits while it stays (a search, a
 * filter, "load more", back and forward, a pasted link) and every change of language, stopped
 * when the page is left. The page renders it. The machine states the URL of what it shows
 * (`syncUrl`); the router is asked to navigate only when that differs from the URL it holds.
 * This code loads with a list route (its loader), not with the app: the route itself holds only
 * the hold (src/views/shared/route-hold.ts) and the URL's plain reader (list-search.ts).
 */

export interface ListSpec<T> {
  pageSize: number;
  /** The URL's filters (besides `q` and `page`). */
  filterNames: readonly string[];
  /** A filter's value when the URL names none (partners: country US); left out of the URL. */
  defaults?: Readonly<Record<string, string>>;
  /** One Main API list call. */
  fetchPage: (request: PageRequest, signal: AbortSignal) => Promise<PageResult<T>>;
}

/** The route's hold on a list page's actor (src/views/shared/route-hold.ts): what the page reads. */
export type ListHold<T> = Pick<RouteHold<ContentListActor<T>, ListSearch, HoldEdge>, 'actor' | 'subscribe'>;

export interface HoldEdge {
  navigate: (search: ListSearch, options: { replace: boolean }) => void;
  /** The page's language now, and a way to hear of a change (i18next's). */
  language?: () => string;
  onLanguageChange?: (listener: (language: string) => void) => () => void;
}

function i18nEdge(): Required<Pick<HoldEdge, 'language' | 'onLanguageChange'>> {
  return {
    language: () => getI18n()?.language ?? 'en',
    onLanguageChange: (listener) => {
      const i18n = getI18n();
      if (!i18n) return () => {};
      i18n.on('languageChanged', listener);
      return () => i18n.off('languageChanged', listener);
    },
  };
}

/**
 * How a stay on the list page of `spec` starts (the route's loader gives it to the route's hold,
 * which starts it on entering): the list actor with the URL's query and the page's language, told
 * each URL the router commits while it stays and each change of language, stopped when left.
 */
export function listVisit<T>(spec: ListSpec<T>): (options: HoldEdge, search: ListSearch) => RouteVisit<ContentListActor<T>, ListSearch> {
  return (options, search) => {
    const edge = { ...i18nEdge(), ...options };
    /** The URL the router holds, as the list's query. */
    let url: ListSearch = search;
    const queryOf = (current: ListSearch) => normalizeQuery(queryFromSearch(current, spec.filterNames, spec.defaults), spec.pageSize);
    const logic = createContentListMachine<T>().provide({
      actors: { fetchPage: fromPage(spec) },
      actions: {
        syncUrl: (_, { query, replace }) => {
          if (sameQuery(queryOf(url), query)) return;
          url = searchOfQuery(query, spec.defaults);
          edge.navigate(url, { replace });
        },
      },
    });
    const actor = createActor(logic, { input: { query: queryFromSearch(search, spec.filterNames, spec.defaults), pageSize: spec.pageSize, language: edge.language() } });
    const urlChanged = (next: ListSearch) => {
      url = next;
      actor.send({ type: 'url.changed', query: queryFromSearch(next, spec.filterNames, spec.defaults) });
    };
    // The server's first screen: the list's first state, nothing started or fetched.
    if (onServer()) return { actor, urlChanged, stop: () => {} };
    actor.start();
    const stopListening = edge.onLanguageChange((language) => actor.send({ type: 'language.changed', language }));
    return { actor, urlChanged, stop: () => (stopListening(), actor.stop()) };
  };
}

function fromPage<T>(spec: ListSpec<T>) {
  return fromPromise<PageResult<T>, PageRequest>(({ input, signal }) => spec.fetchPage(input, signal));
}
