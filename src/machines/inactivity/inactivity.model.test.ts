import { expect } from '../testing/oracle-expect';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import type { SampleEvent } from '../testing/paths';
import { createInactivityMachine, hasTimedOut, quietSecondsOf } from './inactivity.machine';
import type { InactivityInput, InactivityMachine } from './inactivity.machine';

/**
 * The inactivity timer against issue 26, on a simulated clock. The oracle replays the trace:
 *  - a mouse move, scroll, key or click starts the quiet time again (while it is counting);
 *  - the time-out handler is called once, exactly `threshold` seconds after the last of them (or
 *    the (re)start), and then not again until the timer is restarted;
 *  - a stopped timer never calls it; the seconds counted are the whole quiet seconds so far.
 */
type Machine = InactivityMachine;
interface TimerWorld extends BaseWorld {
  /** Simulated times the time-out handler was called at. */
  timeOuts: number[];
}

const ACTIVITY = ['user.moved', 'user.scrolled', 'user.typed', 'user.clicked'];

const starts: Record<string, InactivityInput> = {
  'a three-second threshold': { thresholdSeconds: 3 },
  'a one-second threshold': { thresholdSeconds: 1 },
};

function check({ snapshot, world, trace, input }: Observation<Machine, TimerWorld>): void {
  const thresholdMs = input.thresholdSeconds * 1000;
  let phase: 'watching' | 'timedOut' | 'stopped' = 'watching';
  let since = 0;
  const fired: number[] = [];
  let now = 0;
  for (const { event, at } of trace) {
    if (phase === 'watching' && since + thresholdMs <= at) {
      fired.push(since + thresholdMs);
      phase = 'timedOut';
    }
    now = at;
    if (ACTIVITY.includes(event.type) && phase === 'watching') since = at;
    if (event.type === 'timer.restart') {
      phase = 'watching';
      since = at;
    }
    if (event.type === 'timer.stop') phase = 'stopped';
  }
  expect(world.timeOuts).toEqual(fired);
  expect(hasTimedOut(snapshot)).toBe(phase === 'timedOut');
  const quiet = phase === 'watching' ? Math.floor((now - since) / 1000) : phase === 'timedOut' ? input.thresholdSeconds : 0;
  expect(quietSecondsOf(snapshot)).toBe(quiet);
}

const second = { type: 'xstate.after.second.inactivity.watching' };
const moves = (type: string, count: number): SampleEvent[] => Array.from({ length: count }, () => ({ type }));

describeModel({
  name: 'inactivity timer',
  create: createInactivityMachine,
  starts,
  world: (): TimerWorld => ({ ...createBaseWorld(), timeOuts: [] }),
  provide: (candidate, world) => candidate.provide({ actions: { timeOut: () => void world.timeOuts.push(world.clock.now()) } }),
  sampler: () => [...ACTIVITY.map((type) => ({ type })), { type: 'timer.restart' }, { type: 'timer.stop' }],
  check,
  journeys: {
    'a quiet spell reaches the threshold: the handler is called once': {
      start: 'a three-second threshold',
      events: [second, second, second, { type: 'user.moved' }],
    },
    'each kind of activity starts the count again': {
      start: 'a three-second threshold',
      events: [second, second, { type: 'user.moved' }, second, second, { type: 'user.scrolled' }, second, second, { type: 'user.typed' }, second, second, { type: 'user.clicked' }, second, second, second],
    },
    'restarted on the next page, it counts again': {
      start: 'a one-second threshold',
      events: [second, { type: 'timer.restart' }, second],
    },
    'a stopped timer never times out': {
      start: 'a three-second threshold',
      events: [second, { type: 'timer.stop' }, ...moves('user.clicked', 1), { type: 'timer.restart' }, second],
    },
  },
});
