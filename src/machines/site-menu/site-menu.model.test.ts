import { expect } from 'vitest';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import { createSiteMenuMachine, type SiteMenuMachine } from './site-menu.machine';
import { isMenuOpen } from './site-menu.selectors';

/**
 * The phone menu against the header's rules: its button opens and closes it; Escape and every
 * page change close it, and closing a closed menu does nothing. The oracle reads what the header
 * shows (the selector) after replaying the trace with those rules.
 */

type Machine = SiteMenuMachine;

function expectedOpen({ trace }: Observation<Machine, BaseWorld>): boolean {
  let open = false;
  for (const { event } of trace) {
    if (event.type === 'menu.toggle') open = !open;
    if (event.type === 'menu.close') open = false;
  }
  return open;
}

describeModel({
  name: 'site menu',
  create: createSiteMenuMachine,
  starts: { 'a page opens': undefined },
  world: () => createBaseWorld(),
  provide: (candidate) => candidate,
  sampler: () => [{ type: 'menu.toggle' }, { type: 'menu.close' }],
  check: (observation) => {
    expect(isMenuOpen(observation.snapshot)).toBe(expectedOpen(observation));
    // A menu that is already closed stays as it is when closed again.
    for (const { event, before, after } of observation.trace) {
      if (event.type === 'menu.close' && !isMenuOpen(before)) expect(after.value).toEqual(before.value);
    }
  },
  journeys: {
    'open it, then a page change closes it': { start: 'a page opens', events: [{ type: 'menu.toggle' }, { type: 'menu.close' }] },
    'the button twice': { start: 'a page opens', events: [{ type: 'menu.toggle' }, { type: 'menu.toggle' }] },
  },
});
