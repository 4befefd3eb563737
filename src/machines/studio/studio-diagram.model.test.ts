import { expect } from '../testing/oracle-expect';
import { fromCallback } from 'xstate';
import { describeModel } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import type { StatechartLayout } from '../testing/statechart-layout';
import { createStudioDiagramMachine } from './studio-diagram.machine';
import type { StudioDiagramSnapshot } from './studio-diagram.machine';
import { diagramStatusOf, liveHighlightOf, liveStatusOf } from './studio.selectors';
import type { StatechartGraph } from '../testing/statechart-graph';

/**
 * A studio diagram's layout and live mode as its users expect them (issue 27): the diagram shows
 * once laid out, in the page's language (a new language lays it out again); a failed layout says
 * so and offers a retry. Live mode listens only while it is on (the channel to the flows is open
 * exactly then, one at a time) and follows only reports of its own machine, showing the state
 * last reported until it is turned off. The oracle replays the trace with those rules and reads
 * the selectors the page renders, the layout calls and the channel spy.
 */

interface World extends BaseWorld {
  channels: { open: number };
}

const LAYOUT: StatechartLayout = { width: 720, height: 400, states: [], edges: [] };
const GRAPH: StatechartGraph = {
  id: 'kidQuiz',
  root: {
    id: 'kidQuiz',
    key: 'kidQuiz',
    type: 'compound',
    initial: 'kidQuiz.home',
    description: null,
    requirements: [],
    children: [
      { id: 'kidQuiz.home', key: 'home', type: 'atomic', initial: null, description: null, requirements: [], children: [] },
      { id: 'kidQuiz.question', key: 'question', type: 'atomic', initial: null, description: null, requirements: [], children: [] },
    ],
  },
  transitions: [{ id: 'kidQuiz.home|next|0', source: 'kidQuiz.home', targets: ['kidQuiz.question'], event: 'next', eventType: 'next', guard: null, delay: null, reenter: false, requirements: [], description: null }],
};

function replay(trace: ReadonlyArray<{ event: { type: string; [key: string]: unknown }; before: StudioDiagramSnapshot }>) {
  let on = false;
  let value: unknown = null;
  let following = false;
  let shown: 'layingOut' | 'shown' | 'failed' = 'layingOut';
  let language = 'en';
  for (const { event, before } of trace) {
    if (event.type === 'live.start') on = true;
    if (event.type === 'live.stop') [on, following, value] = [false, false, null];
    if (event.type === 'live.snapshot' && on && event.machine === 'kidQuiz') [following, value] = [true, event.value];
    if (event.type === 'language.changed') [shown, language] = ['layingOut', String(event.language)];
    if (event.type === 'layout.retry' && diagramStatusOf(before) === 'failed') shown = 'layingOut';
    if (event.type === 'xstate.done.actor.layout' && diagramStatusOf(before) === 'layingOut') shown = 'shown';
    if (event.type === 'xstate.error.actor.layout' && diagramStatusOf(before) === 'layingOut') shown = 'failed';
  }
  return { live: on ? (following ? 'following' : 'listening') : 'off', value, shown, language };
}

describeModel({
  name: 'studio diagram and live mode',
  create: createStudioDiagramMachine,
  starts: { 'the kid quiz in English': { machine: 'kidQuiz', language: 'en' } },
  world: () => ({ ...createBaseWorld(), channels: { open: 0 } }),
  provide: (candidate, world: World) =>
    candidate.provide({
      actors: {
        layout: world.calls.fake('layout'),
        liveChannel: fromCallback(() => {
          world.channels.open += 1;
          return () => void (world.channels.open -= 1);
        }),
      },
    }),
  sampler: (snapshot) => [
    { type: 'xstate.done.actor.layout', output: LAYOUT },
    { type: 'xstate.error.actor.layout', error: new Error('elk failed') },
    { type: 'layout.retry' },
    { type: 'language.changed', language: snapshot.context.language === 'en' ? 'vi' : 'en' },
    { type: 'live.start' },
    { type: 'live.stop' },
    { type: 'live.snapshot', machine: 'kidQuiz', value: snapshot.context.liveValue === 'home' ? 'question' : 'home' },
    { type: 'live.snapshot', machine: 'dietQuiz', value: 'home' },
  ],
  check: ({ snapshot, world, trace }) => {
    const expected = replay(trace);
    expect(liveStatusOf(snapshot)).toBe(expected.live);
    expect(world.channels.open).toBe(expected.live === 'off' ? 0 : 1);
    expect(diagramStatusOf(snapshot)).toBe(expected.shown);
    // The layout asked for last is in the page's language, and one is pending exactly while laying out.
    expect(world.calls.started.at(-1)?.input).toEqual({ language: expected.language });
    expect(world.calls.pending.length).toBe(expected.shown === 'layingOut' ? 1 : 0);
    // Highlighted: the reported state and its ancestors, and the transitions leaving them; nothing unless following.
    const { active, enabled } = liveHighlightOf(snapshot, GRAPH);
    if (expected.live !== 'following') expect({ active, enabled }).toEqual({ active: [], enabled: [] });
    else {
      expect(active).toEqual(['kidQuiz', `kidQuiz.${String(expected.value)}`]);
      expect(enabled).toEqual(expected.value === 'home' ? ['kidQuiz.home|next|0'] : []);
    }
  },
  journeys: {
    'live mode follows the kid quiz, ignores another flow, and stops': {
      start: 'the kid quiz in English',
      events: [
        { type: 'xstate.done.actor.layout', output: LAYOUT },
        { type: 'live.start' },
        { type: 'live.snapshot', machine: 'dietQuiz', value: 'home' },
        { type: 'live.snapshot', machine: 'kidQuiz', value: 'home' },
        { type: 'live.snapshot', machine: 'kidQuiz', value: 'question' },
        { type: 'live.stop' },
        { type: 'live.snapshot', machine: 'kidQuiz', value: 'home' },
        { type: 'live.start' },
      ],
    },
  },
});
