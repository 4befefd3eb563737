/**
 * The browser edge of scroll restoration: reading where the page is scrolled and scrolling it.
 * What to remember and when to restore (spec §2 "On back navigation the scroll position is
 * restored after 600 ms") is decided by the navigation machine (src/machines/navigation).
 */

/** The page's vertical scroll position, in CSS pixels. */
export function readScrollY(win: Pick<Window, 'scrollY'> = window): number {
  return Number.isFinite(win.scrollY) ? win.scrollY : 0;
}

/** Scrolls the page to `y`, at the left edge. */
export function scrollToY(y: number, win: { scrollTo(x: number, y: number): void } = window): void {
  win.scrollTo(0, y);
}

/** The app restores scroll positions itself: the browser must not scroll first on back and forward. */
export function takeOverScrollRestoration(history: Pick<History, 'scrollRestoration'> | undefined = typeof window === 'undefined' ? undefined : window.history): void {
  if (history && 'scrollRestoration' in history) history.scrollRestoration = 'manual';
}
