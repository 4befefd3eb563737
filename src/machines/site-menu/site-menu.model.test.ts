import { expect } from 'vitest';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import { createSiteMenuMachine, type SiteMenuMachine } from './site-menu.machine';
import { isMenuOpen } from './site-menu.selectors';

/**
 * The phone menu against the header's rules: its button opens and closes it; Escape and every
 * page change close it, and closing a closed menu does nothing. Escape on an open menu, and only
 * then, gives the focus back to the menu button. The oracle reads what the header shows (the
 * selector) and where the focus was sent, after replaying the trace with those rules.
 */

type Machine = SiteMenuMachine;
type World = BaseWorld & { focusReturns: number };

function expected({ trace }: Observation<Machine, World>): { open: boolean; focusReturns: number } {
  let open = false;
  let focusReturns = 0;
  for (const { event } of trace) {
    if (event.type === 'menu.toggle') open = !open;
    if (event.type === 'menu.close') open = false;
    if (event.type === 'menu.dismiss') {
      if (open) focusReturns += 1;
      open = false;
    }
  }
  return { open, focusReturns };
}

describeModel({
  name: 'site menu',
  create: createSiteMenuMachine,
  starts: { 'a page opens': undefined },
  world: () => ({ ...createBaseWorld(), focusReturns: 0 }),
  provide: (candidate, world) => candidate.provide({ actions: { returnFocus: () => void (world.focusReturns += 1) } }),
  sampler: () => [{ type: 'menu.toggle' }, { type: 'menu.close' }, { type: 'menu.dismiss' }],
  check: (observation) => {
    const { open, focusReturns } = expected(observation);
    expect(isMenuOpen(observation.snapshot)).toBe(open);
    expect(observation.world.focusReturns).toBe(focusReturns);
    // A menu that is already closed stays as it is when closed or dismissed again.
    for (const { event, before, after } of observation.trace) {
      if (event.type !== 'menu.toggle' && !isMenuOpen(before)) expect(after.value).toEqual(before.value);
    }
  },
  journeys: {
    'open it, then a page change closes it': { start: 'a page opens', events: [{ type: 'menu.toggle' }, { type: 'menu.close' }] },
    'the button twice': { start: 'a page opens', events: [{ type: 'menu.toggle' }, { type: 'menu.toggle' }] },
    'Escape on the open menu, then Escape again': { start: 'a page opens', events: [{ type: 'menu.toggle' }, { type: 'menu.dismiss' }, { type: 'menu.dismiss' }] },
  },
});
