import { assign, not, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { positionOf, rememberPosition } from './scroll-positions';
import type { ScrollPosition } from './scroll-positions';

/**
 * What the app does when the page changes (spec §2 "Every page change shows a top progress bar.
 * On back navigation the scroll position is restored after 600 ms. Stylesheets loaded with a
 * placeholder media attribute are activated after each route change"; §9 "Scroll restore delay
 * 600 ms"), decided from plain events a thin router subscription sends
 * (src/views/shell/router-events.ts):
 *
 *   shown.{still, restoring} ──navigation.start (another page, or the first)──▶ loading
 *   loading ──navigation.end──▶ shown.still | shown.restoring (back on a remembered entry)
 *   shown.restoring ──after 600 ms──▶ shown.still, scrolled where the user was
 *
 * - A page change (another path, or the first page) shows the progress bar until it is there.
 *   A change of search or hash only stays on the page: no bar, focus and scroll stay.
 * - Leaving a page remembers its scroll position under its history entry's key.
 * - Once the new page is there: deferred stylesheets are activated (after every navigation);
 *   after a page change (not the first page) the phone menu closes and focus moves to the new
 *   page's heading (issue 23 §1).
 * - A new page (a link, a button, a redirect) starts at its top. Only back, forward or a jump to
 *   an entry left before restores a position: 600 ms later, once the page has rendered; another
 *   page change before then cancels it.
 *
 * The edge (start.tsx, src/views/shell/navigation-effects.ts) supplies the effects:
 * startProgress / endProgress (the progress-bar actor), activateStylesheets, closeMenu (the site
 * menu actor), focusHeading (the page's h1, or <main> until it is drawn) and scrollTo
 * (src/platform/scroll-restoration.ts).
 */

export const SCROLL_RESTORE_DELAY_MS = 600;

/** The history action that led to the entry: back, forward and go (a jump of n entries) revisit one. */
export type NavigationKind = 'push' | 'replace' | 'back' | 'forward' | 'go';

const REVISITS: ReadonlySet<NavigationKind> = new Set(['back', 'forward', 'go']);

/** A history entry: its key (TanStack Router's per-entry key) and the page's path. */
export interface Place {
  key: string;
  path: string;
}

export type NavigationEvent =
  /** A navigation starts loading; `from` is the page shown (null before the first one), `scrollY` where it is scrolled. */
  | { type: 'navigation.start'; from: Place | null; to: Place; kind: NavigationKind; scrollY: number }
  /** The navigation is done: `to` is shown. */
  | { type: 'navigation.end'; from: Place | null; to: Place; kind: NavigationKind };

export interface NavigationContext {
  /** Where the entries left were scrolled, newest last. */
  positions: ScrollPosition[];
  /** Where the entry arrived at goes back to once the delay has passed. */
  restoreY: number;
}

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
export function createNavigationMachine() {
  return setup({
    types: {
      context: {} as NavigationContext,
      events: {} as NavigationEvent,
    },
    delays: { scrollRestore: SCROLL_RESTORE_DELAY_MS },
    guards: {
      isFirstPage: ({ event }) => event.from === null,
      isPageChange: ({ event }) => event.from !== null && event.from.path !== event.to.path,
      isReturnToRememberedEntry: ({ context, event }) => REVISITS.has(event.kind) && positionOf(context.positions, event.to.key) !== undefined,
    },
    actions: {
      // Placeholders: the edge supplies the effects.
      startProgress: () => {},
      endProgress: () => {},
      activateStylesheets: () => {},
      closeMenu: () => {},
      focusHeading: () => {},
      scrollTo: (_, _params: { y: number }) => {},

      rememberScroll: assign(({ context, event }) =>
        event.type === 'navigation.start' && event.from ? { positions: rememberPosition(context.positions, event.from.key, event.scrollY) } : {},
      ),
      aimRestore: assign(({ context, event }) => ({ restoreY: positionOf(context.positions, event.to.key) ?? 0 })),
    },
  }).createMachine({
    id: 'navigation',
    context: { positions: [], restoreY: 0 },
    initial: 'shown',
    states: {
      shown: {
        description: 'A page is shown (or none yet). A change of search or hash only keeps it as it is.',
        initial: 'still',
        states: {
          still: {},
          restoring: {
            description: 'Back on an entry left before: its scroll position comes back once the page has rendered.',
            after: { scrollRestore: { target: 'still', actions: { type: 'scrollTo', params: ({ context }) => ({ y: context.restoreY }) } } },
          },
        },
        on: {
          'navigation.start': [
            { guard: 'isFirstPage', target: 'loading' },
            { guard: 'isPageChange', target: 'loading', actions: 'rememberScroll' },
          ],
          'navigation.end': { actions: 'activateStylesheets' },
        },
      },
      loading: {
        description: 'Another page is loading: the progress bar shows.',
        entry: 'startProgress',
        on: {
          // A navigation that replaces the one loading: the page shown is left again.
          'navigation.start': { guard: 'isPageChange', actions: 'rememberScroll' },
          'navigation.end': [
            { guard: 'isFirstPage', target: 'shown', actions: ['endProgress', 'activateStylesheets'] },
            { guard: not('isPageChange'), target: 'shown', actions: ['endProgress', 'activateStylesheets'] },
            {
              guard: 'isReturnToRememberedEntry',
              target: 'shown.restoring',
              actions: ['endProgress', 'activateStylesheets', 'closeMenu', 'aimRestore', 'focusHeading'],
            },
            {
              target: 'shown',
              actions: ['endProgress', 'activateStylesheets', 'closeMenu', { type: 'scrollTo', params: { y: 0 } }, 'focusHeading'],
            },
          ],
        },
      },
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createNavigationMachine()` (no instance at module load). */
export type NavigationMachine = ReturnType<typeof createNavigationMachine>;

export type NavigationSnapshot = SnapshotFrom<NavigationMachine>;
