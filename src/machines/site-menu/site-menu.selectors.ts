import type { SiteMenuSnapshot } from './site-menu.machine';

/** What the header shows of the phone menu: the navigation list is shown and the button says it is expanded. */
export function isMenuOpen(snapshot: SiteMenuSnapshot): boolean {
  return snapshot.matches('open');
}
