import { setup } from 'xstate';

/**
 * Open/closed state of the collapsed navigation menu on narrow screens. UI-only: the menu
 * button toggles it, Escape and every route change close it.
 */
export type SiteMenuEvent = { type: 'menu.toggle' } | { type: 'menu.close' };

export const siteMenuMachine = setup({
  types: { events: {} as SiteMenuEvent },
}).createMachine({
  id: 'siteMenu',
  initial: 'closed',
  states: {
    closed: { on: { 'menu.toggle': 'open' } },
    open: { on: { 'menu.toggle': 'closed', 'menu.close': 'closed' } },
  },
});
