import { assign, cancel, raise, setup } from 'xstate';

/**
 * The top progress bar shown on every route change (spec §2). The router sends 'route.start'
 * when a navigation begins and 'route.end' when it has resolved. While loading, the value
 * trickles up in whole percents towards a cap it never passes, so a slow page never looks
 * finished; on 'route.end' it jumps to 100 and fades out before going idle.
 *
 * Time enters as events the machine raises to itself with a delay ('progress.trickle',
 * 'progress.fade') rather than `after` transitions: the model-based test can then walk the
 * timed steps as ordinary events, while a running actor gets them from its clock.
 */
export const PROGRESS_START = 8;
export const PROGRESS_CAP = 90;
export const TRICKLE_MS = 250;
export const FADE_MS = 400;

export interface ProgressBarContext {
  /** Percent shown, 0 to 100. */
  value: number;
}

export type ProgressBarEvent =
  | { type: 'route.start' }
  | { type: 'route.end' }
  /** Raised by the machine itself TRICKLE_MS after loading (re)starts. */
  | { type: 'progress.trickle' }
  /** Raised by the machine itself FADE_MS after the bar completes. */
  | { type: 'progress.fade' };

/** The next trickle step: a sixth of what is left to the cap, at least one percent, never past the cap. */
export function trickle(value: number): number {
  return Math.min(PROGRESS_CAP, value + Math.max(1, Math.round((PROGRESS_CAP - value) / 6)));
}

export const progressBarMachine = setup({
  types: {
    context: {} as ProgressBarContext,
    events: {} as ProgressBarEvent,
  },
  delays: {
    trickle: TRICKLE_MS,
    fade: FADE_MS,
  },
  guards: {
    belowCap: ({ context }) => context.value < PROGRESS_CAP,
  },
  actions: {
    begin: assign({ value: PROGRESS_START }),
    trickle: assign({ value: ({ context }) => trickle(context.value) }),
    complete: assign({ value: 100 }),
    reset: assign({ value: 0 }),
    scheduleTrickle: raise({ type: 'progress.trickle' }, { delay: 'trickle', id: 'trickle' }),
    cancelTrickle: cancel('trickle'),
    scheduleFade: raise({ type: 'progress.fade' }, { delay: 'fade', id: 'fade' }),
    cancelFade: cancel('fade'),
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
      entry: 'scheduleTrickle',
      exit: 'cancelTrickle',
      on: {
        // Re-entering restarts the timer; at the cap nothing is rescheduled.
        'progress.trickle': { guard: 'belowCap', target: 'loading', reenter: true, actions: 'trickle' },
        'route.end': { target: 'done', actions: 'complete' },
        // A navigation that starts while another is loading keeps the bar where it is.
      },
    },
    done: {
      entry: 'scheduleFade',
      exit: 'cancelFade',
      on: {
        'progress.fade': { target: 'idle', actions: 'reset' },
        'route.start': { target: 'loading', actions: 'begin' },
      },
    },
  },
});
