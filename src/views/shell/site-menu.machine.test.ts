import { describe, expect, it } from 'vitest';
import { assertFullCoverage, planModelTest } from '../../machines/testing/model-test';
import { siteMenuMachine } from './site-menu.machine';

const plan = planModelTest({
  machine: siteMenuMachine,
  states: {
    closed: (snapshot) => expect(snapshot.can({ type: 'menu.close' })).toBe(false),
    open: (snapshot) => expect(snapshot.can({ type: 'menu.close' })).toBe(true),
  },
  journeys: {
    'open, then a route change closes it': [{ type: 'menu.toggle' }, { type: 'menu.close' }],
    'toggle twice': [{ type: 'menu.toggle' }, { type: 'menu.toggle' }],
  },
});

describe('site menu machine model', () => {
  it.each(plan.cases)('$description', async ({ run }) => run());

  it('covers every state and event', () => assertFullCoverage(plan.coverage));

  it('ends closed after a route change', () => {
    const journey = plan.cases.find((c) => c.description.includes('route change'));
    expect(journey?.path.state.value).toBe('closed');
  });
});
