import { setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/**
 * Open/closed state of the collapsed navigation menu on narrow screens (spec §2: the header's
 * navigation). UI-only: the menu button toggles it; every page change closes it (the navigation
 * machine closes it through an effect the edge supplies); Escape dismisses it, and the focus goes
 * back to the menu button (`returnFocus`, an effect the edge supplies), so a keyboard user is not
 * left on a link that just disappeared.
 *
 *   closed ──menu.toggle──▶ open ──menu.toggle | menu.close──▶ closed
 *                            open ──menu.dismiss / returnFocus──▶ closed
 */
export type SiteMenuEvent = { type: 'menu.toggle' } | { type: 'menu.close' } | { type: 'menu.dismiss' };

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
export function createSiteMenuMachine() {
  return setup({
    types: { events: {} as SiteMenuEvent },
    actions: {
      // Supplied by the edge: focus the menu button.
      returnFocus: () => {},
    },
  }).createMachine({
    id: 'siteMenu',
    initial: 'closed',
    states: {
      closed: { on: { 'menu.toggle': 'open' } },
      open: { on: { 'menu.toggle': 'closed', 'menu.close': 'closed', 'menu.dismiss': { target: 'closed', actions: 'returnFocus' } } },
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createSiteMenuMachine()` (no instance at module load). */
export type SiteMenuMachine = ReturnType<typeof createSiteMenuMachine>;

export type SiteMenuSnapshot = SnapshotFrom<SiteMenuMachine>;
