import { expect } from '../testing/oracle-expect';
import { apiError, answersTo, failsOfflineThenAnswers, networkDown, serverDown, shownProblemOf } from '../calls/call-fixtures';
import type { CallProblemKey } from '../calls/call-problem';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import { createContentItemMachine } from './content-item.machine';
import type { ContentItemMachine, ContentItemStart } from './content-item.machine';
import { itemContentOf, itemPhaseOf, itemProblemOf } from './content-item.selectors';
import type { ItemPhase } from './content-item.selectors';

/**
 * A content page (a package, an article, a post, the catalogue home, search results) against
 * issue 10 and spec §4 (each call is requested, then succeeds or fails). The oracle reads the
 * page (the selectors) and the calls that reached the fake server, and replays the trace:
 *  - the page asks once, for its key in its language, and again only on a retry it offers;
 *  - what the server gave is what is shown;
 *  - a key the server does not know (404) is said to be missing, with no retry;
 *  - any other failure is shown with a retry; a retry the page does not offer changes nothing;
 *  - content already at hand when the page opens (the server's first screen showed it) is shown
 *    at once and nothing is asked;
 *  - the content shown is reported once each time it appears (the analytics' view_item).
 */

type Machine = ContentItemMachine<{ title: string }>;
const CONTENT = { title: 'G-Intel' };
const SHOWN_BY_THE_SERVER = { title: 'G-Care' };

interface ItemWorld extends BaseWorld {
  /** The content each time the page reported it shown. */
  shown: unknown[];
}

const starts: Record<string, ContentItemStart<{ title: string }>> = {
  'a package page in Vietnamese': { key: 'g-intel', language: 'vi' },
  'search results in English': { key: 'xet nghiem', language: 'en' },
  'a package the server’s first screen showed': { key: 'g-care', language: 'en', known: SHOWN_BY_THE_SERVER },
  'nothing at hand (null)': { key: 'g-pro', language: 'th', known: null },
};

function check({ snapshot, world, trace, input }: Observation<Machine, ItemWorld>): void {
  const known = input.known ?? null;
  let phase: ItemPhase = known ? 'loaded' : 'loading';
  let content: unknown = known;
  let problem: CallProblemKey | null = null;
  let calls = known ? 0 : 1;
  const shown: unknown[] = known ? [known] : [];
  for (const { event } of trace) {
    if (event.type === 'load.retry' && phase === 'failed') [phase, problem, calls] = ['loading', null, calls + 1];
    if (event.type === 'xstate.done.actor.load' && phase === 'loading') {
      [phase, content] = ['loaded', CONTENT];
      shown.push(CONTENT);
    }
    if (event.type === 'xstate.error.actor.load') {
      const key = shownProblemOf(event.error).key;
      [phase, problem] = key === 'not_found' ? ['notFound', null] : ['failed', key];
    }
  }
  expect(itemPhaseOf(snapshot)).toBe(phase);
  expect(itemContentOf(snapshot)).toEqual(phase === 'loaded' ? content : null);
  expect(world.shown).toEqual(shown);
  expect(itemProblemOf(snapshot)?.key ?? null).toBe(problem);
  expect(world.calls.started.map((call) => [call.name, call.input])).toEqual(Array.from({ length: calls }, () => ['load', { key: input.key, language: input.language }]));
  expect(world.calls.pending.length).toBe(phase === 'loading' ? 1 : 0);
}

describeModel<Machine, ItemWorld>({
  name: 'content item',
  create: () => createContentItemMachine<{ title: string }>(),
  starts,
  world: () => ({ ...createBaseWorld(), shown: [] }),
  provide: (candidate, world) =>
    candidate.provide({ actors: { load: world.calls.fake('load') }, actions: { shown: (_, { content }) => void world.shown.push(content) } }) as Machine,
  sampler: () => [
    { type: 'load.retry' },
    ...answersTo('load', [CONTENT], [apiError('not_found', 404), networkDown(), serverDown()]),
  ],
  check,
  journeys: {
    'fails offline, is tried again, shows the package': {
      start: 'a package page in Vietnamese',
      events: [
        ...failsOfflineThenAnswers('load', CONTENT),
      ],
    },
    'a slug the catalogue does not have': {
      start: 'a package page in Vietnamese',
      events: [{ type: 'xstate.error.actor.load', error: apiError('not_found', 404) }, { type: 'load.retry' }],
    },
  },
});
