// @vitest-environment jsdom
import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, setup } from 'xstate';
import { createCoverageRecorder } from './coverage';
import { planPaths } from './paths';
import { countsOf, statesOf, toStatechartGraph } from './statechart-graph';
import { INITIAL_PREFIX, layoutStatechart, toElkGraph, transitionLabel } from './statechart-layout';
import { renderStatechartSvg } from './statechart-svg';
import { stepWords } from './step-words';
import { fromScxml, shapeOfGraph, toScxml } from './scxml';
import { renderPathsReport } from './paths-report';
import { createKidQuizMachine } from '../kid-quiz/kid-quiz.machine';
import { createBookingMachine } from '../booking/booking.machine';

/**
 * A small machine built for these tests: a parallel state (two regions), a delayed transition
 * (a named delay of 500 ms), a guarded self-transition (`tick` counts up to 2 while `underTwo`
 * holds), a final state, and requirements on a state and a transition.
 */
function createTestMachine() {
  return setup({
    types: { context: {} as { ticks: number }, events: {} as { type: 'tick' } | { type: 'go' } | { type: 'toggle' } | { type: 'finish' } },
    guards: { underTwo: ({ context }) => context.ticks < 2 },
    delays: { settle: 500 },
  }).createMachine({
    id: 'sample',
    context: { ticks: 0 },
    initial: 'idle',
    states: {
      idle: {
        description: 'Waiting',
        on: {
          tick: { guard: 'underTwo', target: 'idle', reenter: true, actions: ({ context }) => void context.ticks++, meta: { requirements: ['T-1'] } },
          go: 'busy',
        },
      },
      busy: {
        type: 'parallel',
        meta: { requirements: ['T-2'] },
        states: {
          light: { initial: 'off', states: { off: { on: { toggle: 'on' } }, on: { on: { toggle: 'off' } } } },
          timer: { initial: 'waiting', states: { waiting: { after: { settle: 'settled' } }, settled: { on: { finish: '#sample.done' } } } },
        },
      },
      done: { type: 'final' },
    },
  });
}

describe('statechart graph', () => {
  it('keeps the nesting, kinds, initial children, descriptions and requirements', () => {
    const graph = toStatechartGraph(createTestMachine());
    expect(graph.id).toBe('sample');
    expect(graph.root.initial).toBe('sample.idle');
    const byId = Object.fromEntries(statesOf(graph).map((state) => [state.id, state]));
    expect(byId['sample.busy'].type).toBe('parallel');
    expect(byId['sample.busy'].initial).toBeNull();
    expect(byId['sample.busy'].children.map((child) => child.key)).toEqual(['light', 'timer']);
    expect(byId['sample.busy'].requirements).toEqual(['T-2']);
    expect(byId['sample.busy.light'].initial).toBe('sample.busy.light.off');
    expect(byId['sample.done'].type).toBe('final');
    expect(byId['sample.idle'].description).toBe('Waiting');
  });

  it('lists every transition with its event, guard, delay and targets', () => {
    const graph = toStatechartGraph(createTestMachine());
    const tick = graph.transitions.find((transition) => transition.event === 'tick');
    expect(tick).toMatchObject({ source: 'sample.idle', targets: ['sample.idle'], guard: 'underTwo', reenter: true, requirements: ['T-1'], delay: null });
    const delayed = graph.transitions.find((transition) => transition.delay !== null);
    expect(delayed).toMatchObject({ source: 'sample.busy.timer.waiting', targets: ['sample.busy.timer.settled'], event: 'after settle', delay: { name: 'settle', ms: 500 } });
    expect(graph.transitions.find((transition) => transition.event === 'finish')?.targets).toEqual(['sample.done']);
    expect(graph.transitions).toHaveLength(6);
    expect(countsOf(graph)).toEqual({ states: 9, events: 4, guards: 1, delayed: 1 });
  });
});

describe('layout input', () => {
  it('nests states, marks initial children with a dot and an edge, loops a self-transition on its source', () => {
    const graph = toStatechartGraph(createTestMachine());
    const elk = toElkGraph(graph);
    const [root] = elk.children ?? [];
    expect(root.id).toBe('sample');
    expect(root.children?.map((child) => child.id)).toEqual([`${INITIAL_PREFIX}sample`, 'sample.idle', 'sample.busy', 'sample.done']);
    expect(root.edges).toEqual([{ id: `${INITIAL_PREFIX}sample`, sources: [`${INITIAL_PREFIX}sample`], targets: ['sample.idle'] }]);
    const busy = root.children?.find((child) => child.id === 'sample.busy');
    // A parallel state's regions side by side; it has no initial dot of its own.
    expect(busy?.layoutOptions?.['elk.direction']).toBe('RIGHT');
    expect(busy?.children?.map((child) => child.id)).toEqual(['sample.busy.light', 'sample.busy.timer']);
    const loop = elk.edges?.find((edge) => edge.id.startsWith('sample.idle|tick'));
    expect(loop).toMatchObject({ sources: ['sample.idle'], targets: ['sample.idle'], labels: [{ text: 'tick [underTwo]' }] });
    expect(elk.edges?.find((edge) => edge.id.startsWith('sample.busy.timer.waiting'))?.labels?.[0].text).toBe('after settle (500 ms)');
  });

  it('names states with the label given (a language)', () => {
    const elk = toElkGraph(toStatechartGraph(createTestMachine()), (state) => state.key.toUpperCase());
    expect(elk.children?.[0].children?.find((child) => child.id === 'sample.idle')?.labels?.[0].text).toBe('IDLE');
  });

  it('is laid out with every state inside its parent, and drawn as SVG', async () => {
    const graph = toStatechartGraph(createTestMachine());
    const layout = await layoutStatechart(new ELK(), graph);
    const box = (id: string) => layout.states.find((state) => state.id === id);
    const inside = (child: string, parent: string) => {
      const [c, p] = [box(child), box(parent)];
      if (!c || !p) throw new Error(`${child} or ${parent} not laid out`);
      return c.x >= p.x && c.y >= p.y && c.x + c.width <= p.x + p.width && c.y + c.height <= p.y + p.height;
    };
    expect(inside('sample.busy.timer.waiting', 'sample.busy.timer')).toBe(true);
    expect(inside('sample.busy.timer', 'sample.busy')).toBe(true);
    expect(inside('sample.busy', 'sample')).toBe(true);
    expect(layout.edges.filter((edge) => edge.transition)).toHaveLength(graph.transitions.length);
    expect(layout.edges.every((edge) => edge.points.length >= 2)).toBe(true);
    const svg = renderStatechartSvg(layout, { title: 'sample', edgeClass: (id) => (id.startsWith('sample.idle|tick') ? 'hot' : '') });
    expect(svg).toContain('aria-label="sample"');
    expect(svg).toMatch(/data-transition="sample\.idle\|tick\|0"[^>]*><path class="sc-edge hot"/);
    expect(svg).toContain('data-requirements="T-2"');
    expect(transitionLabel(graph.transitions[0])).toBe('tick [underTwo]');
  });
});

describe('coverage maths', () => {
  async function play(events: Array<{ type: string }>, advance = 0) {
    const machine = createTestMachine();
    const recorder = createCoverageRecorder('sample', createTestMachine);
    recorder.addGraph(planPaths(machine, { input: undefined, sampler: () => [], limit: 100 }).facts);
    const clock = new SimulatedClock();
    recorder.begin(machine, undefined);
    const actor = createActor(machine, { clock, inspect: recorder.inspect }).start();
    for (const event of events) actor.send(event as never);
    if (advance) {
      clock.increment(advance);
      actor.send({ type: 'finish' });
    }
    actor.stop();
    return recorder.report();
  }

  it('counts a guarded self-transition taken and refused', async () => {
    const twice = await play([{ type: 'tick' }, { type: 'tick' }]);
    expect(twice.guardOutcomes).toEqual({ covered: 1, total: 2, missing: ['sample.idle|tick|0:refused'] });
    const thrice = await play([{ type: 'tick' }, { type: 'tick' }, { type: 'tick' }]);
    expect(thrice.guardOutcomes.missing).toEqual([]);
    expect(thrice.requirements).toEqual({ covered: 1, total: 2, missing: ['req:T-2'] });
  });

  it('covers the parallel regions, the delayed transition, the requirements; pairs over the graph', async () => {
    const report = await play([{ type: 'go' }, { type: 'toggle' }], 500);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual(['sample.idle|tick|0', 'sample.busy.light.on|toggle|0']);
    expect(report.requirements.missing).toEqual(['req:T-1']);
    expect(report.events).toEqual({ covered: 3, total: 4, missing: ['event:tick'] });
    // The graph (no samples: bare events) holds the parallel state's four configurations, idle and done.
    expect(report.configurations.total).toBe(6);
    // go: off+waiting, toggle: on+waiting, 500 ms: on+settled, finish: done; off+settled was never reached.
    expect(report.configurations.missing).toEqual(['config:sample.busy.light.off,sample.busy.timer.settled']);
    expect(report.transitionPairs.total).toBeGreaterThan(0);
    expect(report.transitionPairs.missing).not.toContain('pair:sample.idle|go|0>sample.busy.light.off|toggle|0');
    expect(report.transitionPairs.missing).toContain('pair:sample.idle|tick|0>sample.idle|tick|0');
  });
});

describe('steps in words', () => {
  it('reads answers, server answers and timers in each language', () => {
    expect(stepWords({ type: 'answer.select', value: 7 }, 'en', { scene: 4 })).toBe('answer 7 on scene 4');
    expect(stepWords({ type: 'answer.select', value: 7 }, 'vi', { scene: 4 })).toBe('chọn 7 ở cảnh 4');
    expect(stepWords({ type: 'xstate.done.actor.createRecord', output: {} }, 'en')).toBe('the server answers createRecord');
    expect(stepWords({ type: 'xstate.error.actor.createRecord', error: {} }, 'zh')).toBe('createRecord 失败');
    expect(stepWords({ type: 'xstate.after.calculationStep.kidQuiz.x' }, 'en', { delays: { calculationStep: 250 } })).toBe('250 ms pass');
    expect(stepWords({ type: 'member.add', name: 'An' }, 'en')).toBe('member.add name=An');
  });
});

describe('SCXML export', () => {
  it('writes W3C SCXML: parallel, final, initial, guard as cond, delayed event, requirements', () => {
    const xml = toScxml(toStatechartGraph(createTestMachine()));
    expect(xml).toContain('<scxml xmlns="http://www.w3.org/2005/07/scxml"');
    expect(xml).toContain('<parallel id="sample.busy" xstate:requirements="T-2">');
    expect(xml).toContain('<final id="sample.done"/>');
    expect(xml).toContain('<state id="sample.busy.light" initial="sample.busy.light.off">');
    expect(xml).toMatch(/<transition event="tick" cond="underTwo" target="sample\.idle" type="external" xstate:id="sample\.idle\|tick\|0" xstate:requirements="T-1"\/>/);
    expect(xml).toMatch(/<transition event="xstate\.after\.settle\.sample\.busy\.timer\.waiting" target="sample\.busy\.timer\.settled" type="internal" xstate:id="[^"]+" xstate:delay="500"\/>/);
  });

  it.each([
    ['the test machine', () => toStatechartGraph(createTestMachine())],
    ['the kid quiz', () => toStatechartGraph(createKidQuizMachine())],
    ['the booking wizard', () => toStatechartGraph(createBookingMachine())],
  ])('round trip of %s: exported, re-read, the same states and transitions', (_, build) => {
    const graph = build();
    const read = fromScxml(toScxml(graph), new DOMParser());
    expect(read).toEqual(shapeOfGraph(graph));
    expect(read.states.length).toBe(statesOf(graph).length);
    expect(read.transitions.length).toBe(graph.transitions.length);
  });

  it('refuses a document that is not SCXML', () => {
    expect(() => fromScxml('<svg/>', new DOMParser())).toThrow('Not an SCXML document');
    expect(() => fromScxml('<scxml', new DOMParser())).toThrow();
  });
});

describe('paths report', () => {
  it('colours what was never covered, lists paths in words and the requirements each covers', async () => {
    const machine = createTestMachine();
    const graph = toStatechartGraph(machine);
    const recorder = createCoverageRecorder('sample', createTestMachine);
    recorder.begin(machine, undefined);
    const actor = createActor(machine, { inspect: recorder.inspect }).start();
    actor.send({ type: 'tick' });
    actor.stop();
    const report = recorder.report();
    const html = renderPathsReport({
      data: [
        {
          report,
          graph,
          paths: [{ source: 'kit', start: 'fresh', events: [{ type: 'tick' }], states: [{ value: 'idle', scene: 3 }], requirements: ['T-1'], passed: true, error: null }],
          walks: { seed: 1, runs: 2, maxSteps: 3, passed: true },
        },
      ],
      layouts: new Map([['sample', await layoutStatechart(new ELK(), graph)]]),
      requirements: [
        { id: 'T-1', machine: 'sample', source: 'test', text: 'ticks' },
        { id: 'T-9', machine: 'sample', source: 'test', text: 'nobody carries it' },
      ],
      generatedAt: new Date('2026-11-27T00:00:00Z'),
    });
    // Not everything was covered: the page says so, and the busy state and the go transition are red.
    expect(html).toContain('<strong class="short">');
    expect(html).toMatch(/data-state="sample\.busy"[^>]*><title>[^<]*<\/title><rect class="sc-state sc-compound sc-uncovered"/);
    expect(html).toMatch(/data-transition="sample\.idle\|tick\|0"[^>]*><path class="sc-edge sc-covered"/);
    expect(html).toMatch(/data-transition="sample\.idle\|go\|0"><path class="sc-edge sc-uncovered"/);
    expect(html).toContain('<span lang="en">start: fresh, tick on scene 3</span><span lang="vi">bắt đầu: fresh, tick ở cảnh 3</span>');
    expect(html).toMatch(/<tr id="req-T-1"><th scope="row" class="">T-1<\/th>.*?sample 1<\/a>/);
    expect(html).toMatch(/<tr id="req-T-9"><th scope="row" class="short">T-9<\/th>/);
    expect(html).not.toMatch(/<script src=|<link /);
  });
});
