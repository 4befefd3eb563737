import { assign, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { nextCheckpoint, remainingUntil } from './countdown';
import type { Checkpoint, Remaining } from './countdown';

/**
 * A campaign countdown (spec §3 "Countdown checkpoints", §4; issue 26). It picks the current
 * checkpoint (the first timer-enabled one still to start, `nextCheckpoint`), shows what is left
 * broken into years, months, days, hours, minutes and seconds (`remainingUntil`, on the UTC+7
 * calendar), and ticks every `countdownStep` seconds of the checkpoint, on the step's boundaries
 * (a 60-second step shows whole minutes). When the checkpoint starts it picks the next one; when
 * every checkpoint is past it shows nothing (`over`), never negative time.
 *
 * Time: `now()` (input) is read at each pick, so a tab the browser slowed down or put to sleep
 * shows the right time at its next tick; the ticks are `after` timers (a simulated clock in tests).
 *
 *   picking ─[a checkpoint ahead]─▶ counting ──after tick──▶ picking
 *           └──────────────────────▶ over
 */
export interface CountdownInput {
  checkpoints: readonly Checkpoint[];
  /** Epoch milliseconds now (Date.now in the app; the simulated clock in tests). */
  now: () => number;
}

export interface CountdownContext extends CountdownInput {
  checkpoint: Checkpoint | null;
  remaining: Remaining | null;
  /** Milliseconds from the last pick to the checkpoint's start. */
  leftMs: number;
}

export type CountdownEvent = { type: 'countdown.noop' };

/** Milliseconds to the next displayed tick: to the next whole step before the start, at most one step. */
export function untilNextTick(leftMs: number, stepSeconds: number): number {
  const step = Math.max(1, Math.round(stepSeconds)) * 1000;
  const rest = leftMs % step;
  return rest > 0 ? rest : step;
}

export function createCountdownMachine() {
  return setup({
    types: {
      context: {} as CountdownContext,
      input: {} as CountdownInput,
      events: {} as CountdownEvent,
    },
    guards: {
      hasCheckpointAhead: ({ context }) => context.checkpoint !== null && context.remaining !== null,
    },
    actions: {
      pick: assign(({ context }) => {
        const now = context.now();
        const checkpoint = nextCheckpoint(context.checkpoints, now);
        const target = checkpoint ? Date.parse(checkpoint.startDate) : now;
        return { checkpoint, remaining: remainingUntil(now, target), leftMs: target - now };
      }),
    },
    delays: {
      tick: ({ context }) => untilNextTick(context.leftMs, context.checkpoint?.countdownStep ?? 1),
    },
  }).createMachine({
    id: 'countdown',
    context: ({ input }) => ({ checkpoints: input.checkpoints, now: input.now, checkpoint: null, remaining: null, leftMs: 0 }),
    initial: 'picking',
    states: {
      picking: {
        entry: 'pick',
        always: [{ guard: 'hasCheckpointAhead', target: 'counting' }, { target: 'over' }],
      },
      counting: {
        after: { tick: { target: 'picking' } },
      },
      over: {
        description: 'Every checkpoint is past: nothing is shown.',
        type: 'final',
      },
    },
  });
}

export type CountdownMachine = ReturnType<typeof createCountdownMachine>;
export type CountdownSnapshot = SnapshotFrom<CountdownMachine>;
export type CountdownActor = ActorRefFrom<CountdownMachine>;
