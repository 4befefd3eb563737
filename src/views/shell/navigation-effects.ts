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

/** How long the page's heading is watched for (its content still being read) after a page change. */
const HEADING_WAIT_MS = 5000;

let watchingForHeading: (() => void) | null = null;

/**
 * Moves the focus to the page's heading (the first h1 in <main>) without scrolling, so a screen
 * reader announces the new page and the keyboard continues from its top (issue 23 §1). The router
 * reports the page before React has drawn it, and a page's heading may come with its content
 * (an order still being read): <main> holds the focus meanwhile, and each heading that appears in
 * the next seconds takes it, unless the visitor has moved the focus elsewhere since.
 */
export function focusPageHeading(doc: Document = document): void {
  watchingForHeading?.();
  watchingForHeading = null;
  const main = doc.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  main.focus({ preventScroll: true });
  const view = doc.defaultView;
  let focused: HTMLElement | null = null;
  const check = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading || heading === focused) return;
    const active = doc.activeElement;
    if (active !== main && active !== doc.body && active !== null && active !== focused) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    focused = heading;
  };
  if (!view || typeof view.MutationObserver !== 'function') return check();
  const observer = new view.MutationObserver(check);
  observer.observe(main, { childList: true, subtree: true });
  // The page may already be drawn (no mutation to come): looked at once the router's render has run.
  const soon = view.setTimeout(check, 0);
  const timer = view.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    view.clearTimeout(soon);
    view.clearTimeout(timer);
    if (watchingForHeading === stop) watchingForHeading = null;
  };
  watchingForHeading = stop;
}

/**
 * The navigation machine's effects in the browser, given to `navigationMachine.provide({ actions })`:
 * the progress bar, deferred stylesheets, the phone menu, focus on the new page's heading (without
 * scrolling: the scroll position is the machine's), and the scroll position itself.
 */
export function navigationEffects({ progressBar, siteMenu, doc = document, win = window }: NavigationTargets) {
  return {
    startProgress: () => progressBar.send({ type: 'route.start' }),
    endProgress: () => progressBar.send({ type: 'route.end' }),
    activateStylesheets: () => void activateDeferredStylesheets(doc),
    closeMenu: () => siteMenu.send({ type: 'menu.close' }),
    focusHeading: () => focusPageHeading(doc),
    scrollTo: (_: unknown, { y }: { y: number }) => scrollToY(y, win),
  };
}
