import { activateDeferredStylesheets } from '../../platform/stylesheets';
import { scrollToY } from '../../platform/scroll-restoration';
import { MAIN_CONTENT_ID } from './root-layout';

/** Where the navigation machine's effects land: the app actors it drives and the document. */
export interface NavigationTargets {
  progressBar: { send(event: { type: 'route.start' } | { type: 'route.end' }): void };
  siteMenu: { send(event: { type: 'menu.close' }): void };
  doc?: Document;
  win?: { scrollTo(x: number, y: number): void };
}

/**
 * The navigation machine's effects in the browser, given to `navigationMachine.provide({ actions })`:
 * the progress bar, deferred stylesheets, the phone menu, focus on <main> (without scrolling:
 * the scroll position is the machine's), and the scroll position itself.
 */
export function navigationEffects({ progressBar, siteMenu, doc = document, win = window }: NavigationTargets) {
  return {
    startProgress: () => progressBar.send({ type: 'route.start' }),
    endProgress: () => progressBar.send({ type: 'route.end' }),
    activateStylesheets: () => void activateDeferredStylesheets(doc),
    closeMenu: () => siteMenu.send({ type: 'menu.close' }),
    focusMain: () => doc.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true }),
    scrollTo: (_: unknown, { y }: { y: number }) => scrollToY(y, win),
  };
}
