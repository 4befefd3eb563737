import { expect } from '../testing/oracle-expect';
import type { CallProblemKey } from '../calls/call-problem';
import { failsOfflineThenAnswers, networkDown, serverDown, shownProblemOf } from '../calls/call-fixtures';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import type { SampleEvent } from '../testing/paths';
import { normalizeQuery, sameQuery } from './content-list-query';
import type { ListQuery } from './content-list-query';
import { createContentListMachine } from './content-list.machine';
import type { ContentListInput, ContentListMachine, ContentListSnapshot, PageRequest, PageResult } from './content-list.machine';
import { listItemsOf, listPhaseOf, listProblemOf, listQueryOf, listTotalOf, moreStatusOf } from './content-list.selectors';
import type { ListPhase, MoreStatus } from './content-list.selectors';

/**
 * A list that pages, filters or searches, against issue 10: "loading, loaded, empty, failed with
 * retry, load more; the query is in the URL, so a search or a page can be shared and reloaded".
 * The oracle reads what the visitor sees (the selectors), what reached the server (each request's
 * query, page, limit and language), and the URL the router holds (what the machine put there and
 * the URLs the router committed). It replays the trace with the product's rules:
 *  - the URL always states the query of the list shown, so a reload or a shared link shows it;
 *  - a search or filter the visitor chooses starts again at page 1 and is a new history entry;
 *    a page loaded with "load more" replaces the URL's page; the URL's echo of the query shown
 *    changes nothing and asks the server nothing;
 *  - the list shows exactly the items the server gave for the query, in order, and offers "load
 *    more" only while the server said more remain; a reload of page N asks for N pages at once;
 *  - every request is in the page's language; a new language asks again;
 *  - one request at a time; a control the page does not offer changes nothing.
 */

const PAGE_SIZE = 2;
/** Answers that say more remain stop past this page, so the graph of the machine is finite. */
const LAST_PAGE_WITH_MORE = 3;

interface ListWorld extends BaseWorld {
  /** The URL's query as the router holds it (raw: what it was handed or committed). */
  url: Partial<Record<keyof ListQuery, unknown>>;
  /** What the machine asked the router for, in order. */
  navigations: Array<{ query: ListQuery; replace: boolean }>;
}

type Machine = ContentListMachine<string>;

const starts: Record<string, ContentListInput> = {
  'a fresh visit': { query: {}, pageSize: PAGE_SIZE, language: 'en' },
  'a shared link: a search, a filter, page 2': { query: { search: '  xét  nghiệm ', filters: { category: 'kids', doctor: '' }, page: '2' }, pageSize: PAGE_SIZE, language: 'vi' },
};

const items = (from: number, count: number) => Array.from({ length: count }, (_, index) => `item-${from + index}`);
const answer = (data: string[], page: number, limit: number, total: number): PageResult<string> => ({ data, meta: { page, limit, total } });

function sampler(snapshot: ContentListSnapshot<string>): SampleEvent[] {
  const { query, pageSize, items: shown } = snapshot.context;
  const limit = pageSize * query.page;
  const more = query.page < LAST_PAGE_WITH_MORE ? [{ type: 'xstate.done.actor.fetchMore', output: answer(items(shown.length, pageSize), query.page + 1, pageSize, shown.length + pageSize + 1) }] : [];
  return [
    // The URL the router commits: the echo of the query shown, a shared link, a hand-typed one, page 1 again.
    { type: 'url.changed', query: { search: query.search || undefined, filters: query.filters, page: String(query.page) } },
    { type: 'url.changed', query: { search: 'gen', filters: { category: 'kids' }, page: '2' } },
    { type: 'url.changed', query: { search: '   ', page: 'abc' } },
    { type: 'search.submit', text: ' xet   nghiem ' },
    { type: 'search.submit', text: '' },
    { type: 'filter.select', name: 'category', value: 'kids' },
    { type: 'filter.select', name: 'category', value: '' },
    { type: 'more.load' },
    { type: 'load.retry' },
    { type: 'language.changed', language: 'vi' },
    { type: 'language.changed', language: 'en' },
    { type: 'xstate.done.actor.fetchPage', output: answer(items(0, limit), 1, limit, query.page < LAST_PAGE_WITH_MORE ? limit + 1 : limit) },
    { type: 'xstate.done.actor.fetchPage', output: answer(items(0, 1), 1, limit, 1) },
    { type: 'xstate.done.actor.fetchPage', output: answer([], 1, limit, 0) },
    // A shared link past the end of a list that shrank: no items on these pages, some in all.
    { type: 'xstate.done.actor.fetchPage', output: answer([], 1, limit, 1) },
    { type: 'xstate.error.actor.fetchPage', error: networkDown() },
    { type: 'xstate.error.actor.fetchPage', error: serverDown() },
    ...more,
    { type: 'xstate.done.actor.fetchMore', output: answer(items(shown.length, 1), query.page + 1, pageSize, shown.length + 1) },
    { type: 'xstate.error.actor.fetchMore', error: networkDown() },
  ];
}

interface Expected {
  query: ListQuery;
  language: string;
  phase: ListPhase;
  more: MoreStatus | 'idle';
  items: string[];
  total: number;
  problem: CallProblemKey | null;
  requests: PageRequest[];
  navigations: Array<{ query: ListQuery; replace: boolean }>;
}

/** The list as the product's rules say it should be after the trace. */
function replay(input: ContentListInput, trace: Observation<Machine, ListWorld>['trace']): Expected {
  const firstPages = (query: ListQuery, language: string): PageRequest => ({ search: query.search, filters: query.filters, page: 1, limit: PAGE_SIZE * query.page, language });
  const start = normalizeQuery(input.query, PAGE_SIZE);
  const expected: Expected = { query: start, language: input.language, phase: 'loading', more: 'none', items: [], total: 0, problem: null, requests: [firstPages(start, input.language)], navigations: [] };
  const reload = (query: ListQuery, push: boolean) => {
    Object.assign(expected, { query, phase: 'loading', more: 'none', items: [], total: 0, problem: null });
    expected.requests.push(firstPages(query, expected.language));
    if (push) expected.navigations.push({ query, replace: false });
  };
  const newQuery = (query: ListQuery) => !sameQuery(query, expected.query);
  for (const { event } of trace) {
    const output = event.output as PageResult<string> | undefined;
    switch (event.type) {
      case 'url.changed': {
        const query = normalizeQuery(event.query as ListQuery, PAGE_SIZE);
        if (newQuery(query)) reload(query, false);
        break;
      }
      case 'search.submit': {
        const query = normalizeQuery({ ...expected.query, search: event.text, page: 1 }, PAGE_SIZE);
        if (newQuery(query)) reload(query, true);
        break;
      }
      case 'filter.select': {
        const query = normalizeQuery({ ...expected.query, filters: { ...expected.query.filters, [event.name as string]: event.value }, page: 1 }, PAGE_SIZE);
        if (newQuery(query)) reload(query, true);
        break;
      }
      case 'language.changed':
        if (event.language !== expected.language) {
          expected.language = event.language as string;
          reload(expected.query, false);
        }
        break;
      case 'more.load':
        if (expected.phase === 'loaded' && expected.more === 'offered') {
          expected.more = 'loading';
          expected.requests.push({ search: expected.query.search, filters: expected.query.filters, page: expected.query.page + 1, limit: PAGE_SIZE, language: expected.language });
        }
        break;
      case 'load.retry':
        if (expected.phase === 'failed') reload(expected.query, false);
        else if (expected.more === 'failed') {
          Object.assign(expected, { more: 'loading', problem: null });
          expected.requests.push({ search: expected.query.search, filters: expected.query.filters, page: expected.query.page + 1, limit: PAGE_SIZE, language: expected.language });
        }
        break;
      case 'xstate.done.actor.fetchPage':
        Object.assign(expected, { items: output?.data, total: output?.meta.total, phase: output?.data.length ? 'loaded' : 'empty' });
        break;
      case 'xstate.done.actor.fetchMore':
        expected.items = [...expected.items, ...(output?.data ?? [])];
        expected.total = output?.meta.total ?? 0;
        expected.query = { ...expected.query, page: expected.query.page + 1 };
        expected.navigations.push({ query: expected.query, replace: true });
        expected.more = 'none';
        break;
      case 'xstate.error.actor.fetchPage':
        Object.assign(expected, { phase: 'failed', problem: shownProblemOf(event.error).key });
        break;
      case 'xstate.error.actor.fetchMore':
        Object.assign(expected, { more: 'failed', problem: shownProblemOf(event.error).key });
        break;
    }
    if (expected.phase === 'loaded' && expected.more === 'none' && expected.items.length < expected.total) expected.more = 'offered';
  }
  return expected;
}

function check({ snapshot, world, trace, input }: Observation<Machine, ListWorld>): void {
  const expected = replay(input, trace);
  // What the visitor sees.
  expect(listPhaseOf(snapshot)).toBe(expected.phase);
  expect(listItemsOf(snapshot)).toEqual(expected.phase === 'loaded' ? expected.items : []);
  expect(listTotalOf(snapshot)).toBe(expected.phase === 'loaded' || expected.phase === 'empty' ? expected.total : null);
  expect(moreStatusOf(snapshot)).toBe(expected.phase === 'loaded' ? expected.more : 'none');
  expect(listProblemOf(snapshot)?.key ?? null).toBe(expected.phase === 'failed' || expected.more === 'failed' ? expected.problem : null);
  expect(listQueryOf(snapshot)).toEqual(expected.query);
  // The URL states the query of the list shown: a reload or a shared link shows the same list.
  expect(sameQuery(normalizeQuery(world.url, PAGE_SIZE), listQueryOf(snapshot))).toBe(true);
  expect(world.navigations).toEqual(expected.navigations);
  // What reached the server: each request with the query, page, limit and language, one at a time.
  expect(world.calls.started.map((call) => call.input)).toEqual(expected.requests);
  expect(world.calls.started.every((call) => call.name === 'fetchPage')).toBe(true);
  expect(world.calls.pending.length).toBe(expected.phase === 'loading' || expected.more === 'loading' ? 1 : 0);
  // The shown items never exceed what the server says there is.
  expect(listItemsOf(snapshot).length).toBeLessThanOrEqual(listTotalOf(snapshot) ?? 0);
}

describeModel<Machine, ListWorld>({
  name: 'content list',
  create: () => createContentListMachine<string>(),
  starts,
  world: (input) => {
    const world: ListWorld = { ...createBaseWorld(), url: input.query, navigations: [] };
    return world;
  },
  provide: (candidate, world) =>
    candidate.provide({
      actors: { fetchPage: world.calls.fake<PageResult<string>, PageRequest>('fetchPage') },
      actions: {
        syncUrl: (_, { query, replace }: { query: ListQuery; replace: boolean }) => {
          world.url = query;
          world.navigations.push({ query, replace });
        },
      },
    }) as Machine,
  sampler,
  check: (observation) => {
    // The router commits each URL it is handed or given: a url.changed is the URL the router now holds.
    const last = observation.trace.at(-1);
    if (last?.event.type === 'url.changed') observation.world.url = last.event.query as ListQuery;
    check(observation);
  },
  journeys: {
    'a visitor searches, loads more, then opens the shared link of page 2 in another language': {
      start: 'a fresh visit',
      events: [
        { type: 'xstate.done.actor.fetchPage', output: answer(items(0, 2), 1, 2, 5) },
        { type: 'search.submit', text: 'xet nghiem' },
        { type: 'xstate.done.actor.fetchPage', output: answer(items(0, 2), 1, 2, 5) },
        { type: 'more.load' },
        { type: 'xstate.done.actor.fetchMore', output: answer(items(2, 2), 2, 2, 5) },
        { type: 'url.changed', query: { search: 'xet nghiem', page: '2' } },
        { type: 'language.changed', language: 'vi' },
        { type: 'xstate.done.actor.fetchPage', output: answer(items(0, 4), 1, 4, 5) },
        { type: 'more.load' },
        ...failsOfflineThenAnswers('fetchMore', answer(items(4, 1), 3, 2, 5)),
        { type: 'more.load' },
      ],
    },
    'the list fails offline, is tried again, and has nothing for a filter': {
      start: 'a shared link: a search, a filter, page 2',
      events: [
        ...failsOfflineThenAnswers('fetchPage', answer([], 1, 4, 0)),
        { type: 'filter.select', name: 'category', value: '' },
        { type: 'xstate.done.actor.fetchPage', output: answer(items(0, 2), 1, 2, 2) },
        { type: 'url.changed', query: { search: 'xét nghiệm' } },
      ],
    },
  },
});
