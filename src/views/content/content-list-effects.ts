import { createActor, fromPromise } from 'xstate';
import { getI18n } from 'react-i18next';
import { createContentListMachine } from '../../machines/content-list/content-list.machine';
import type { ContentListActor, PageRequest, PageResult } from '../../machines/content-list/content-list.machine';
import { normalizeQuery, queryFromSearch, sameQuery, searchOfQuery } from '../../machines/content-list/content-list-query';
import type { ListSearch } from '../../machines/content-list/content-list-query';
import { onServer } from '../../platform/first-screen';
import { optionalTextOrNumber } from '../../domain/url-search';

/**
 * A list page's hold on its list actor (src/machines/content-list), for its route: the actor
 * lives outside React, one per visit: started when the route is entered (with the URL's query
 * and the page's language), told every URL the router commits while it stays (a search, a
 * filter, "load more", back and forward, a pasted link) and every change of language, stopped
 * when the page is left. The page renders it. The machine states the URL of what it shows
 * (`syncUrl`); the router is asked to navigate only when that differs from the URL it holds.
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

export interface ListHold<T> {
  actor: () => ContentListActor<T> | null;
  subscribe: (listener: () => void) => () => void;
  enter: (spec: ListSpec<T>, search: ListSearch) => void;
  urlChanged: (search: ListSearch) => void;
  leave: () => void;
}

/** The search part of a list URL: `q`, `page` and the filters, kept lenient (the machine normalizes). */
export function listSearchSchema(filterNames: readonly string[]): (search: Record<string, unknown>) => ListSearch {
  // A plain function: the routes are in every page's first load (docs/performance.md).
  const names = ['q', 'page', ...filterNames];
  return (search) => Object.fromEntries(names.flatMap((name) => (optionalTextOrNumber(search[name]) === undefined ? [] : [[name, search[name]]]))) as ListSearch;
}

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

export function createListHold<T>(options: HoldEdge): ListHold<T> {
  const edge = { ...i18nEdge(), ...options };
  let visit: { actor: ContentListActor<T>; spec: ListSpec<T>; stop: () => void } | null = null;
  /** The URL the router holds, as the list's query. */
  let url: ListSearch = {};
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const queryOf = (spec: ListSpec<T>, search: ListSearch) => normalizeQuery(queryFromSearch(search, spec.filterNames, spec.defaults), spec.pageSize);

  return {
    actor: () => visit?.actor ?? null,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    enter: (spec, search) => {
      visit?.stop();
      url = search;
      const logic = createContentListMachine<T>().provide({
        actors: { fetchPage: fromPage(spec) },
        actions: {
          syncUrl: (_, { query, replace }) => {
            if (sameQuery(queryOf(spec, url), query)) return;
            url = searchOfQuery(query, spec.defaults);
            edge.navigate(url, { replace });
          },
        },
      });
      const actor = createActor(logic, { input: { query: queryFromSearch(search, spec.filterNames, spec.defaults), pageSize: spec.pageSize, language: edge.language() } });
      if (onServer()) {
        // The server's first screen: the list's first state, nothing started or fetched.
        visit = { actor, spec, stop: () => {} };
        changed();
        return;
      }
      actor.start();
      const stopListening = edge.onLanguageChange((language) => actor.send({ type: 'language.changed', language }));
      visit = { actor, spec, stop: () => (stopListening(), actor.stop()) };
      changed();
    },
    urlChanged: (search) => {
      if (!visit) return;
      url = search;
      visit.actor.send({ type: 'url.changed', query: queryFromSearch(search, visit.spec.filterNames, visit.spec.defaults) });
    },
    leave: () => {
      visit?.stop();
      visit = null;
      changed();
    },
  };
}

function fromPage<T>(spec: ListSpec<T>) {
  return fromPromise<PageResult<T>, PageRequest>(({ input, signal }) => spec.fetchPage(input, signal));
}
