import { expect } from '../testing/oracle-expect';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createFakeCalls } from '../testing/fake-calls';
import { SteppingClock } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import { FADE_MS, PROGRESS_CAP, PROGRESS_START, TRICKLE_MS, createProgressBarMachine, type ProgressBarMachine } from './progress-bar.machine';
import { progressPhaseOf, progressValueOf } from './progress-bar.selectors';
import type { ProgressPhase } from './progress-bar.selectors';

/**
 * The top progress bar against its rules (spec §2: every page change shows it): it appears at
 * 8% when a page starts loading, creeps up every 250 ms without ever passing 90%, fills to 100%
 * once the page is there, and disappears 400 ms later unless another page starts. A bar resting
 * at its cap wakes nothing up: no timer runs (a page that never loads costs no work). The oracle
 * replays the trace with the simulated time and reads the selectors the bar renders and the
 * timers left on the clock.
 */

/** A simulated clock that says how many timers are waiting. */
class WatchedClock extends SteppingClock {
  readonly waiting = new Set<number>();

  override setTimeout(fn: () => void, timeout: number): number {
    const id = super.setTimeout(() => {
      this.waiting.delete(id);
      fn();
    }, timeout);
    this.waiting.add(id);
    return id;
  }

  override clearTimeout(id: number): void {
    this.waiting.delete(id);
    super.clearTimeout(id);
  }
}

interface BarWorld extends BaseWorld {
  clock: WatchedClock;
}

type Machine = ProgressBarMachine;

function expectedPhase({ trace }: Observation<Machine, BarWorld>, now: number): ProgressPhase {
  let phase: ProgressPhase = 'idle';
  let doneAt = 0;
  for (const { event, at } of trace) {
    if (phase === 'done' && at >= doneAt + FADE_MS) phase = 'idle';
    if (event.type === 'route.start') phase = 'loading';
    if (event.type === 'route.end' && phase === 'loading') {
      phase = 'done';
      doneAt = at;
    }
  }
  return phase === 'done' && now >= doneAt + FADE_MS ? 'idle' : phase;
}

function check(observation: Observation<Machine, BarWorld>): void {
  const { snapshot, world, trace } = observation;
  const phase = expectedPhase(observation, world.clock.now());
  const value = progressValueOf(snapshot);
  expect(progressPhaseOf(snapshot)).toBe(phase);
  if (phase === 'idle') expect(value).toBe(0);
  if (phase === 'done') expect(value).toBe(100);
  if (phase === 'loading') {
    expect(value).toBeGreaterThanOrEqual(PROGRESS_START);
    expect(value).toBeLessThanOrEqual(PROGRESS_CAP);
  }
  // A page starting shows the bar at its first step; each trickle period moves it up until the cap, then it rests.
  for (const step of trace) {
    const was = progressPhaseOf(step.before);
    if (step.event.type === 'route.start' && was !== 'loading') expect(progressValueOf(step.after)).toBe(PROGRESS_START);
    if (step.event.type === 'route.start' && was === 'loading') expect(progressValueOf(step.after)).toBe(progressValueOf(step.before));
    if (step.event.type.startsWith('xstate.after.') && was === 'loading') {
      const before = progressValueOf(step.before);
      if (before < PROGRESS_CAP) expect(progressValueOf(step.after)).toBeGreaterThan(before);
      else expect(progressValueOf(step.after)).toBe(before);
    }
  }
  // Timers run only while the bar moves: creeping below the cap, or fading out.
  const moving = (phase === 'loading' && value < PROGRESS_CAP) || phase === 'done';
  expect(world.clock.waiting.size).toBe(moving ? 1 : 0);
}

describeModel({
  name: 'progress bar',
  create: createProgressBarMachine,
  starts: { 'the app starts': undefined },
  world: (): BarWorld => {
    const clock = new WatchedClock();
    return { calls: createFakeCalls(() => clock.now()), clock };
  },
  provide: (candidate) => candidate,
  sampler: () => [{ type: 'route.start' }, { type: 'route.end' }],
  check,
  // The timer is tried below the cap and at it: at the cap the bar rests, no timer runs.
  facet: (snapshot) => (progressValueOf(snapshot) >= PROGRESS_CAP ? 'at the cap' : 'below the cap'),
  journeys: {
    'a quick page: start, end, fade': {
      start: 'the app starts',
      events: [{ type: 'route.start' }, { type: 'route.end' }, { type: 'xstate.after.fade.progressBar.done' }],
    },
    'a new page while the bar fades': {
      start: 'the app starts',
      events: [
        { type: 'route.start' },
        { type: 'xstate.after.trickle.progressBar.loading.creeping' },
        { type: 'route.end' },
        { type: 'route.start' },
        { type: 'xstate.after.trickle.progressBar.loading.creeping' },
      ],
    },
    'a page that takes long rests at the cap': {
      start: 'the app starts',
      events: [{ type: 'route.start' }, ...Array.from({ length: Math.ceil(10_000 / TRICKLE_MS) }, () => ({ type: 'xstate.after.trickle.progressBar.loading.creeping' })), { type: 'route.end' }],
    },
  },
});
