import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { Actor, SnapshotFrom } from 'xstate';
import { assertFullCoverage, formatCoverage, planModelTest } from '../testing/model-test';
import { FADE_MS, PROGRESS_CAP, PROGRESS_START, TRICKLE_MS, progressBarMachine } from './progress-bar.machine';
import type { ProgressBarEvent } from './progress-bar.machine';

type Snapshot = SnapshotFrom<typeof progressBarMachine>;

/**
 * The model walks the machine's timed steps as plain events. Beside it, a real actor on a
 * simulated clock receives the route events as they are, and the timed ones only by advancing
 * its clock by the documented delay: each state then checks that the clock-driven actor is
 * exactly where the model is.
 */
let clock = new SimulatedClock();
let actor: Actor<typeof progressBarMachine> = createActor(progressBarMachine);

function startActor() {
  clock = new SimulatedClock();
  actor = createActor(progressBarMachine, { clock }).start();
}

const send = (step: { event: { type: string } }) => void actor.send(step.event as ProgressBarEvent);

function agreesWithModel(snapshot: Snapshot) {
  const real = actor.getSnapshot();
  expect(real.value).toEqual(snapshot.value);
  expect(real.context.value).toBe(snapshot.context.value);
}

const plan = planModelTest({
  machine: progressBarMachine,
  states: {
    idle: (snapshot) => {
      agreesWithModel(snapshot);
      expect(snapshot.context.value).toBe(0);
    },
    loading: (snapshot) => {
      agreesWithModel(snapshot);
      expect(snapshot.context.value).toBeGreaterThanOrEqual(PROGRESS_START);
      expect(snapshot.context.value).toBeLessThanOrEqual(PROGRESS_CAP);
    },
    done: (snapshot) => {
      agreesWithModel(snapshot);
      expect(snapshot.context.value).toBe(100);
    },
  },
  onEvent: {
    'route.start': send,
    'route.end': send,
    'progress.trickle': () => void clock.increment(TRICKLE_MS),
    'progress.fade': () => void clock.increment(FADE_MS),
  },
  journeys: {
    'a quick page: start, end, fade': [{ type: 'route.start' }, { type: 'route.end' }, { type: 'progress.fade' }],
    'a new navigation while the bar fades': [
      { type: 'route.start' },
      { type: 'progress.trickle' },
      { type: 'route.end' },
      { type: 'route.start' },
      { type: 'progress.trickle' },
    ],
  },
});

describe('progress bar machine model', () => {
  it.each(plan.cases)('$description', async ({ run }) => {
    startActor();
    await run();
  });

  it('covers every state and event', () => {
    console.info(formatCoverage('progress bar', plan.coverage));
    assertFullCoverage(plan.coverage);
  });

  it('walks the trickle all the way to the cap', () => {
    const loadingValues = plan.cases.flatMap((c) => c.path.steps.map((s) => s.state)).filter((s) => s.matches('loading')).map((s) => s.context.value);
    expect(Math.min(...loadingValues)).toBe(PROGRESS_START);
    expect(Math.max(...loadingValues)).toBe(PROGRESS_CAP);
  });
});
