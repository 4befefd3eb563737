import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { toCallProblem } from '../calls/call-problem';
import type { CallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';
import { normalizeQuery, normalizeSearchText, sameQuery } from './content-list-query';
import type { ListQuery } from './content-list-query';

/**
 * A list that pages, filters or searches (packages, news, blog posts, advisors, partners, search
 * results): issue 10 "a machine for each list that pages, filters or searches (loading, loaded,
 * empty, failed with retry, load more); the query is in the URL, so a search or a page can be
 * shared and reloaded".
 *
 *   loading ──done (items)──▶ loaded.idle ──more.load [hasMore]──▶ loaded.loadingMore ──done──▶ loaded.idle
 *           ──done (none)───▶ empty                                  ──error──▶ loaded.moreFailed ──load.retry──▶ loadingMore
 *           ──error─────────▶ failed ──load.retry──▶ loading
 *   anywhere: url.changed / search.submit / filter.select with a new query, language.changed to
 *   another language ──▶ loading (the call in flight, if any, is dropped)
 *
 * The query comes from the URL: the route sends every URL it commits (`url.changed`); a search or
 * a filter the user chooses starts page 1 and puts its query in the URL (`syncUrl`, a new history
 * entry), a page loaded with "load more" replaces the URL's page, so a reload or a shared link
 * shows the same items. The URL's echo of the machine's own query changes nothing. A reload of
 * page N asks for the first N pages at once (page 1, limit N × page size).
 *
 * The edge supplies `fetchPage` (one Main API list call, strings in `language`) and `syncUrl`
 * (the router's navigate) with `provide`.
 */

export interface PageRequest {
  search: string;
  filters: Readonly<Record<string, string>>;
  page: number;
  limit: number;
  language: string;
}

export interface PageResult<T> {
  data: T[];
  meta: { page: number; limit: number; total: number };
}

export interface ContentListContext<T> {
  query: ListQuery;
  pageSize: number;
  language: string;
  items: T[];
  total: number;
  problem: CallProblem | null;
}

export interface ContentListInput {
  /** The query the URL states when the page opens (normalized by the machine). */
  query: Partial<Record<keyof ListQuery, unknown>>;
  pageSize: number;
  language: string;
}

export type ContentListEvent =
  | { type: 'url.changed'; query: Partial<Record<keyof ListQuery, unknown>> }
  | { type: 'search.submit'; text: string }
  | { type: 'filter.select'; name: string; value: string }
  | { type: 'more.load' }
  | { type: 'load.retry' }
  | { type: 'language.changed'; language: string };

/** The machine for items of type T; built by a function so a test (or a mutation run) can build it afresh. */
export function createContentListMachine<T = unknown>() {
  return setup({
    types: {
      context: {} as ContentListContext<T>,
      input: {} as ContentListInput,
      events: {} as ContentListEvent,
    },
    actors: {
      fetchPage: fromPromise<PageResult<T>, PageRequest>(notSupplied('fetchPage')),
    },
    guards: {
      isNewQuery: ({ context }, params: { query: ListQuery }) => !sameQuery(context.query, params.query),
      isOtherLanguage: ({ context }, params: { language: string }) => params.language !== context.language,
      hasItems: (_, params: { result: PageResult<T> }) => params.result.data.length > 0,
      hasMore: ({ context }) => context.items.length < context.total,
    },
    actions: {
      // Placeholder: the edge puts the query in the URL (the router's navigate); `replace` replaces the history entry.
      syncUrl: (_, _params: { query: ListQuery; replace: boolean }) => {},
      setQuery: assign((_, params: { query: ListQuery }) => ({ query: params.query })),
      store: assign((_, params: { result: PageResult<T> }) => ({ items: params.result.data, total: params.result.meta.total, problem: null })),
      append: assign(({ context }, params: { result: PageResult<T> }) => ({
        items: [...context.items, ...params.result.data],
        total: params.result.meta.total,
        query: { ...context.query, page: context.query.page + 1 },
        problem: null,
      })),
      setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
      clear: assign({ items: [] as T[], total: 0, problem: null }),
    },
  }).createMachine({
    id: 'contentList',
    context: ({ input }) => ({
      query: normalizeQuery(input.query, input.pageSize),
      pageSize: input.pageSize,
      language: input.language,
      items: [],
      total: 0,
      problem: null,
    }),
    initial: 'loading',
    on: {
      'url.changed': {
        guard: { type: 'isNewQuery', params: ({ context, event }) => ({ query: normalizeQuery(event.query, context.pageSize) }) },
        target: '.loading',
        actions: { type: 'setQuery', params: ({ context, event }) => ({ query: normalizeQuery(event.query, context.pageSize) }) },
      },
      'search.submit': {
        guard: { type: 'isNewQuery', params: ({ context, event }) => ({ query: { ...context.query, search: normalizeSearchText(event.text), page: 1 } }) },
        target: '.loading',
        actions: [
          { type: 'setQuery', params: ({ context, event }) => ({ query: { ...context.query, search: normalizeSearchText(event.text), page: 1 } }) },
          { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: false }) },
        ],
      },
      'filter.select': {
        guard: { type: 'isNewQuery', params: ({ context, event }) => ({ query: withFilter(context, event.name, event.value) }) },
        target: '.loading',
        actions: [
          { type: 'setQuery', params: ({ context, event }) => ({ query: withFilter(context, event.name, event.value) }) },
          { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: false }) },
        ],
      },
      'language.changed': {
        guard: { type: 'isOtherLanguage', params: ({ event }) => ({ language: event.language }) },
        target: '.loading',
        actions: assign({ language: ({ event }) => event.language }),
      },
    },
    states: {
      loading: {
        description: 'The first pages of the query: page 1 with a limit of as many pages as the URL names.',
        entry: 'clear',
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => ({
            search: context.query.search,
            filters: context.query.filters,
            page: 1,
            limit: context.pageSize * context.query.page,
            language: context.language,
          }),
          onDone: [
            {
              guard: { type: 'hasItems', params: ({ event }) => ({ result: event.output }) },
              target: 'loaded',
              actions: { type: 'store', params: ({ event }) => ({ result: event.output }) },
            },
            { target: 'empty', actions: { type: 'store', params: ({ event }) => ({ result: event.output }) } },
          ],
          onError: { target: 'failed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      loaded: {
        initial: 'idle',
        states: {
          idle: {
            on: { 'more.load': { guard: 'hasMore', target: 'loadingMore' } },
          },
          loadingMore: {
            description: 'The page after those shown.',
            invoke: {
              id: 'fetchMore',
              src: 'fetchPage',
              input: ({ context }) => ({
                search: context.query.search,
                filters: context.query.filters,
                page: context.query.page + 1,
                limit: context.pageSize,
                language: context.language,
              }),
              onDone: {
                target: 'idle',
                actions: [
                  { type: 'append', params: ({ event }) => ({ result: event.output }) },
                  { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: true }) },
                ],
              },
              onError: { target: 'moreFailed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
            },
          },
          moreFailed: {
            on: { 'load.retry': { target: 'loadingMore' } },
          },
        },
      },
      empty: {},
      failed: {
        on: { 'load.retry': { target: 'loading' } },
      },
    },
  });
}

/** The query with filter `name` set to `value` ('' clears it), back on page 1. */
function withFilter(context: { query: ListQuery; pageSize: number }, name: string, value: string): ListQuery {
  return normalizeQuery({ ...context.query, filters: { ...context.query.filters, [name]: value }, page: 1 }, context.pageSize);
}

/** The machine's type; whoever runs it builds its own with `createContentListMachine()` (no instance at module load). */
export type ContentListMachine<T = unknown> = ReturnType<typeof createContentListMachine<T>>;

export type ContentListSnapshot<T = unknown> = SnapshotFrom<ContentListMachine<T>>;

export type ContentListActor<T = unknown> = ActorRefFrom<ContentListMachine<T>>;
