import { assign, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

/**
 * The inactivity timer (spec §4, issue 26): counts the seconds without a mouse move, scroll,
 * key or click, and calls the time-out handler (`timeOut`, supplied by the edge) when the count
 * reaches the threshold. The app uses it to offer the kid-quiz modal after a quiet minute on a
 * content page.
 *
 * After the time-out it waits for `timer.restart` (the next page), so one quiet spell makes one
 * offer; `timer.stop` stops it (a page that offers nothing) until `timer.restart`.
 *
 *   watching ──every second──▶ watching (one more quiet second) ─[threshold reached]─▶ timedOut (timeOut)
 *   watching ──user.moved / user.scrolled / user.typed / user.clicked──▶ watching (count from 0)
 *   any ──timer.stop──▶ stopped;  any ──timer.restart──▶ watching (count from 0)
 */
export interface InactivityInput {
  /** Quiet seconds before the time-out (the app: 60). */
  thresholdSeconds: number;
}

export interface InactivityContext extends InactivityInput {
  quietSeconds: number;
}

export type InactivityEvent =
  | { type: 'user.moved' }
  | { type: 'user.scrolled' }
  | { type: 'user.typed' }
  | { type: 'user.clicked' }
  | { type: 'timer.restart' }
  | { type: 'timer.stop' };

const SECOND_MS = 1000;

export function createInactivityMachine() {
  return setup({
    types: {
      context: {} as InactivityContext,
      input: {} as InactivityInput,
      events: {} as InactivityEvent,
    },
    guards: {
      reachesThreshold: ({ context }) => context.quietSeconds + 1 >= context.thresholdSeconds,
    },
    actions: {
      countSecond: assign(({ context }) => ({ quietSeconds: context.quietSeconds + 1 })),
      reset: assign({ quietSeconds: 0 }),
      /** The time-out handler: the edge supplies it (the kid-quiz modal's forced check). */
      timeOut: () => {},
    },
    delays: { second: SECOND_MS },
  }).createMachine({
    id: 'inactivity',
    context: ({ input }) => ({ thresholdSeconds: input.thresholdSeconds, quietSeconds: 0 }),
    initial: 'watching',
    on: {
      'timer.restart': { target: '.watching', actions: 'reset' },
      'timer.stop': { target: '.stopped', actions: 'reset' },
    },
    states: {
      watching: {
        after: {
          second: [
            { guard: 'reachesThreshold', target: 'timedOut', actions: ['countSecond', 'timeOut'] },
            { target: 'watching', reenter: true, actions: 'countSecond' },
          ],
        },
        on: {
          'user.moved': { target: 'watching', reenter: true, actions: 'reset' },
          'user.scrolled': { target: 'watching', reenter: true, actions: 'reset' },
          'user.typed': { target: 'watching', reenter: true, actions: 'reset' },
          'user.clicked': { target: 'watching', reenter: true, actions: 'reset' },
        },
      },
      timedOut: {
        description: 'The handler was called; waits for the next page (timer.restart).',
      },
      stopped: {
        description: 'On a page that offers nothing: not counting.',
      },
    },
  });
}

export type InactivityMachine = ReturnType<typeof createInactivityMachine>;
export type InactivitySnapshot = SnapshotFrom<InactivityMachine>;
export type InactivityActor = ActorRefFrom<InactivityMachine>;

/** The quiet seconds counted so far (0 when stopped). */
export function quietSecondsOf(snapshot: InactivitySnapshot): number {
  return snapshot.context.quietSeconds;
}

export function hasTimedOut(snapshot: InactivitySnapshot): boolean {
  return snapshot.matches('timedOut');
}
