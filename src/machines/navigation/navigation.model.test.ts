import { expect } from '../testing/oracle-expect';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import type { SampleEvent } from '../testing/paths';
import { SCROLL_RESTORE_DELAY_MS, createNavigationMachine, type NavigationMachine } from './navigation.machine';
import type { NavigationKind, Place } from './navigation.machine';

/**
 * Page changes against the spec (§2: every page change shows a top progress bar; on back
 * navigation the scroll position is restored after 600 ms; deferred stylesheets are activated
 * after each route change) and the shell's accessibility rules (after a page change the phone
 * menu closes and focus moves to the new page's heading, a new page starts at its top (issue 23
 * §1); the first page and a change of search only keep
 * focus where it is). The world records each effect the page performs, with the simulated time;
 * the oracle replays the router's events with those rules.
 */

const HOME: Place = { key: 'home-1', path: '/' };
/** The home page with another search (`/?tab=2`): the same page. */
const HOME_TAB: Place = { key: 'home-2', path: '/' };
const COMPLAINTS: Place = { key: 'complaints-1', path: '/complaints' };
/** An entry from before the app loaded: never left here, so no position is known. */
const BLOG: Place = { key: 'blog-0', path: '/blog' };

interface Move {
  from: Place | null;
  to: Place;
  kind: NavigationKind;
  /** Where the page being left is scrolled. */
  scrollY: number;
}

const MOVES: readonly Move[] = [
  { from: null, to: HOME, kind: 'push', scrollY: 0 },
  { from: HOME, to: COMPLAINTS, kind: 'push', scrollY: 1500 },
  { from: HOME, to: COMPLAINTS, kind: 'forward', scrollY: 600 },
  { from: COMPLAINTS, to: HOME, kind: 'back', scrollY: 300 },
  { from: COMPLAINTS, to: HOME, kind: 'go', scrollY: 0 },
  { from: HOME, to: HOME_TAB, kind: 'replace', scrollY: 1500 },
  { from: HOME_TAB, to: HOME, kind: 'back', scrollY: 200 },
  { from: COMPLAINTS, to: BLOG, kind: 'back', scrollY: 300 },
];

const start = (move: Move): SampleEvent => ({ type: 'navigation.start', ...move });
const end = ({ from, to, kind }: Move): SampleEvent => ({ type: 'navigation.end', from, to, kind });
/** The moves at these indices, each played whole: started, then the page there. */
const visits = (...indices: number[]): SampleEvent[] => indices.flatMap((index) => [start(MOVES[index]), end(MOVES[index])]);
/** The 600 ms wait before a position is restored, over. */
const RESTORED: SampleEvent = { type: 'xstate.after.scrollRestore.navigation.shown.restoring' };

type Effect = 'progress.start' | 'progress.end' | 'stylesheets' | 'menu.close' | 'focus.heading';

interface NavigationWorld extends BaseWorld {
  effects: Record<Effect, number>;
  scrolls: Array<{ y: number; at: number }>;
}

type Machine = NavigationMachine;

interface Expected {
  effects: Record<Effect, number>;
  scrolls: Array<{ y: number; at: number }>;
}

const isPageChange = (from: Place | null, to: Place) => from === null || from.path !== to.path;
const REVISITS: readonly NavigationKind[] = ['back', 'forward', 'go'];

function replay({ trace, world }: Observation<Machine, NavigationWorld>): Expected {
  const expected: Expected = { effects: { 'progress.start': 0, 'progress.end': 0, stylesheets: 0, 'menu.close': 0, 'focus.heading': 0 }, scrolls: [] };
  const left = new Map<string, number>();
  let loading = false;
  let restore: { y: number; due: number } | null = null;
  const settle = (now: number) => {
    if (restore && now >= restore.due) {
      expected.scrolls.push({ y: restore.y, at: restore.due });
      restore = null;
    }
  };
  for (const { event, at } of trace) {
    settle(at);
    const move = event as unknown as Move & { type: string };
    if (event.type === 'navigation.start' && isPageChange(move.from, move.to)) {
      if (move.from) left.set(move.from.key, move.scrollY);
      if (!loading) expected.effects['progress.start'] += 1;
      loading = true;
      restore = null;
    }
    if (event.type === 'navigation.end') {
      expected.effects.stylesheets += 1;
      if (loading) {
        expected.effects['progress.end'] += 1;
        loading = false;
        if (move.from && move.from.path !== move.to.path) {
          expected.effects['menu.close'] += 1;
          expected.effects['focus.heading'] += 1;
          const y = left.get(move.to.key);
          // Only a return to an entry left before gets its position back; any other new page starts at its top (issue 23 §1).
          if (REVISITS.includes(move.kind) && y !== undefined) restore = { y, due: at + SCROLL_RESTORE_DELAY_MS };
          else expected.scrolls.push({ y: 0, at });
        }
      }
    }
  }
  settle(world.clock.now());
  return expected;
}

describeModel({
  name: 'navigation',
  create: createNavigationMachine,
  starts: { 'the app starts': undefined },
  world: (): NavigationWorld => ({
    ...createBaseWorld(),
    effects: { 'progress.start': 0, 'progress.end': 0, stylesheets: 0, 'menu.close': 0, 'focus.heading': 0 },
    scrolls: [],
  }),
  provide: (candidate, world) =>
    candidate.provide({
      actions: {
        startProgress: () => void (world.effects['progress.start'] += 1),
        endProgress: () => void (world.effects['progress.end'] += 1),
        activateStylesheets: () => void (world.effects.stylesheets += 1),
        closeMenu: () => void (world.effects['menu.close'] += 1),
        focusHeading: () => void (world.effects['focus.heading'] += 1),
        scrollTo: (_, { y }) => void world.scrolls.push({ y, at: world.clock.now() }),
      },
    }),
  sampler: () => [...MOVES.map(start), ...MOVES.map(end)],
  check: (observation) => {
    const expected = replay(observation);
    expect(observation.world.effects).toEqual(expected.effects);
    // A return to an entry left before scrolls to where it was, 600 ms after the page is there; another new page to its top at once.
    expect(observation.world.scrolls).toEqual(expected.scrolls);
    // The progress bar ends as often as it starts, or is running now.
    const { effects } = observation.world;
    expect(effects['progress.start'] - effects['progress.end']).toBeGreaterThanOrEqual(0);
    expect(effects['progress.start'] - effects['progress.end']).toBeLessThanOrEqual(1);
  },
  journeys: {
    'back to the list scrolls where the user was, 600 ms later': {
      start: 'the app starts',
      events: [...visits(0, 1, 3), RESTORED],
    },
    'a new page within the 600 ms cancels the restore': {
      start: 'the app starts',
      events: visits(0, 1, 3, 1),
    },
    'forward, then a jump, to entries left before scroll there too': {
      start: 'the app starts',
      events: [...visits(0, 1, 3), RESTORED, ...visits(2), RESTORED, ...visits(4), RESTORED],
    },
    'a second click while the next page loads: the position kept is the one the page was left at': {
      start: 'the app starts',
      events: [...visits(0), start(MOVES[1]), ...visits(2, 3), RESTORED],
    },
    'a change of search only keeps the page': {
      start: 'the app starts',
      events: visits(0, 5),
    },
  },
});
