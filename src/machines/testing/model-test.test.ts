import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
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
