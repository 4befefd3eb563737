import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/**
 * The top progress bar shown on every page change (spec §2 "Every page change shows a top
 * progress bar"). The navigation machine sends 'route.start' when a new page starts loading and
 * 'route.end' once it is there. While loading, the value trickles up in whole percents towards a
 * cap it never passes, so a slow page never looks finished; at the cap it rests (no timer runs);
 * on 'route.end' it jumps to 100 and fades out before going idle.
 *
 *   idle ──route.start──▶ loading.creeping (after trickle: a step up) ──the step reaching the cap──▶ loading.resting
 *   loading ──route.end──▶ done ──after fade──▶ idle;  done ──route.start──▶ loading
 *
 * Time is the actor's clock (`after`): a simulated one in tests.
 */
export const PROGRESS_START = 8;
export const PROGRESS_CAP = 90;
export const TRICKLE_MS = 250;
export const FADE_MS = 400;

export interface ProgressBarContext {
  /** Percent shown, 0 to 100. */
  value: number;
}

export type ProgressBarEvent = { type: 'route.start' } | { type: 'route.end' };

/** The next trickle step: a sixth of what is left to the cap, at least one percent, never past the cap. */
export function trickle(value: number): number {
  return Math.min(PROGRESS_CAP, value + Math.max(1, Math.round((PROGRESS_CAP - value) / 6)));
}

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
export function createProgressBarMachine() {
  return setup({
    types: {
      context: {} as ProgressBarContext,
      events: {} as ProgressBarEvent,
    },
    delays: {
      trickle: TRICKLE_MS,
      fade: FADE_MS,
    },
    guards: {
      isStepToCap: ({ context }) => trickle(context.value) >= PROGRESS_CAP,
    },
    actions: {
      begin: assign({ value: PROGRESS_START }),
      trickle: assign({ value: ({ context }) => trickle(context.value) }),
      complete: assign({ value: 100 }),
      reset: assign({ value: 0 }),
    },
  }).createMachine({
    id: 'progressBar',
    context: { value: 0 },
    initial: 'idle',
    states: {
      idle: {
        on: { 'route.start': { target: 'loading', actions: 'begin' } },
      },
      loading: {
        description: 'A page is loading. Another start keeps the bar where it is.',
        initial: 'creeping',
        states: {
          creeping: {
            after: {
              trickle: [
                { guard: 'isStepToCap', target: 'resting', actions: 'trickle' },
                // Re-entering starts the next period.
                { target: 'creeping', reenter: true, actions: 'trickle' },
              ],
            },
          },
          resting: { description: 'At the cap: the bar waits for the page, and no timer runs.' },
        },
        on: { 'route.end': { target: 'done', actions: 'complete' } },
      },
      done: {
        description: 'The page is there: the full bar fades out.',
        after: { fade: { target: 'idle', actions: 'reset' } },
        on: { 'route.start': { target: 'loading', actions: 'begin' } },
      },
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createProgressBarMachine()` (no instance at module load). */
export type ProgressBarMachine = ReturnType<typeof createProgressBarMachine>;

export type ProgressBarSnapshot = SnapshotFrom<ProgressBarMachine>;
