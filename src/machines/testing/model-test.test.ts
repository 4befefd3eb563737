import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { assertFullCoverage, planModelTest } from './model-test';

const toggle = setup({ types: { events: {} as { type: 'toggle' } | { type: 'never' } } }).createMachine({
  id: 'toggle',
  initial: 'off',
  states: {
    off: { on: { toggle: 'on' } },
    on: { on: { toggle: 'off' } },
    unreachable: { on: { never: 'off' } },
  },
});

describe('planModelTest', () => {
  it('runs every generated path with the per-state assertions', async () => {
    const seen: string[] = [];
    const plan = planModelTest({
      machine: toggle,
      states: {
        off: (s) => void seen.push(String(s.value)),
        on: (s) => void seen.push(String(s.value)),
      },
    });
    for (const c of plan.cases) await c.run();
    expect(seen).toContain('on');
    expect(seen).toContain('off');
  });

  it('fails when a per-state assertion fails', async () => {
    const plan = planModelTest({ machine: toggle, states: { on: () => { throw new Error('boom'); } } });
    const results = await Promise.allSettled(plan.cases.map((c) => c.run()));
    expect(results.some((r) => r.status === 'rejected')).toBe(true);
  });

  it('reports state nodes and event types that the paths never reach', () => {
    const plan = planModelTest({ machine: toggle, states: { off: () => {}, on: () => {} } });
    expect(plan.coverage.uncoveredStateNodes).toEqual(['toggle.unreachable']);
    expect(plan.coverage.uncoveredEventTypes).toEqual(['never']);
    expect(() => assertFullCoverage(plan.coverage)).toThrow(/toggle\.unreachable/);
  });
});

const counter = setup({
  types: { input: {} as { start: number }, context: {} as { n: number }, events: {} as { type: 'inc' } | { type: 'done' } },
}).createMachine({
  id: 'counter',
  context: ({ input }) => ({ n: input.start }),
  initial: 'counting',
  states: {
    counting: { on: { inc: { guard: ({ context }) => context.n < 8, actions: assign({ n: ({ context }) => context.n + 1 }) }, done: 'finished' } },
    finished: { type: 'final' },
  },
});

describe('journeys', () => {
  it('start from the machine input and run their per-state assertions', async () => {
    const finals: number[] = [];
    const plan = planModelTest({
      machine: counter,
      input: { start: 5 },
      events: [{ type: 'done' }],
      states: { counting: (s) => expect(s.context.n).toBeGreaterThanOrEqual(5), finished: (s) => void finals.push(s.context.n) },
      journeys: { 'two increments': [{ type: 'inc' }, { type: 'inc' }, { type: 'done' }] },
    });
    const journey = plan.cases.find((c) => c.description.startsWith('journey'));
    expect(journey?.path.state.context.n).toBe(7);
    for (const c of plan.cases) await c.run();
    expect(finals).toContain(7);
  });
});

const withGlobalEvent = setup({ types: { events: {} as { type: 'go' } | { type: 'reset' } } }).createMachine({
  id: 'global',
  initial: 'start',
  on: { reset: '.start' },
  states: { start: { on: { go: 'end' } }, end: {} },
});

describe('event coverage', () => {
  it('counts the events the root handles, such as a global reset', () => {
    const plan = planModelTest({ machine: withGlobalEvent, states: { start: () => {}, end: () => {} } });
    expect(plan.coverage.eventTypes).toEqual(['go', 'reset']);
    expect(plan.coverage.uncoveredEventTypes).toEqual([]);
  });
});
