import { expect } from '../testing/oracle-expect';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import { createSiteMenuMachine, type SiteMenuMachine } from './site-menu.machine';
import { isMenuOpen } from './site-menu.selectors';

/**
 * The phone menu against the header's rules, each stated as what one step must do to what the
 * header showed before it (read with the selector), not by replaying a copy of the machine:
 *  - the page opens with the menu closed;
 *  - the menu button turns a closed menu open and an open one closed;
 *  - a page change and Escape leave it closed, whatever it was;
 *  - the focus goes back to the menu button when Escape closed an open menu, and only then.
 */

type Machine = SiteMenuMachine;
type World = BaseWorld & { focusReturns: number };

function check({ snapshot, trace, world }: Observation<Machine, World>): void {
  if (trace.length === 0) expect(isMenuOpen(snapshot)).toBe(false);
  for (const { event, before, after } of trace) {
    const wasOpen = isMenuOpen(before);
    if (event.type === 'menu.toggle') expect(isMenuOpen(after)).toBe(!wasOpen);
    else expect(isMenuOpen(after)).toBe(false);
  }
  // Escape on an open menu, and nothing else, sends the focus back.
  expect(world.focusReturns).toBe(trace.filter(({ event, before }) => event.type === 'menu.dismiss' && isMenuOpen(before)).length);
}

describeModel({
  name: 'site menu',
  create: createSiteMenuMachine,
  starts: { 'a page opens': undefined },
  world: () => ({ ...createBaseWorld(), focusReturns: 0 }),
  provide: (candidate, world) => candidate.provide({ actions: { returnFocus: () => void (world.focusReturns += 1) } }),
  sampler: () => [{ type: 'menu.toggle' }, { type: 'menu.close' }, { type: 'menu.dismiss' }],
  check,
  journeys: {
    'open it, then a page change closes it': { start: 'a page opens', events: [{ type: 'menu.toggle' }, { type: 'menu.close' }] },
    'the button twice': { start: 'a page opens', events: [{ type: 'menu.toggle' }, { type: 'menu.toggle' }] },
    'Escape on the open menu, then Escape again': { start: 'a page opens', events: [{ type: 'menu.toggle' }, { type: 'menu.dismiss' }, { type: 'menu.dismiss' }] },
  },
});
