import { expect } from '../testing/oracle-expect';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import { BANNER_CHECKPOINTS, COUPON_CHECKPOINTS } from './checkpoints';
import { remainingUntil } from './countdown';
import type { Checkpoint } from './countdown';
import { createCountdownMachine } from './countdown.machine';
import type { CountdownInput, CountdownMachine } from './countdown.machine';
import { checkpointOf, remainingOf } from './countdown.selectors';

/**
 * The campaign countdown against spec §3/§4 and issue 26, on a simulated clock. The oracle:
 *  - while a timer-enabled checkpoint is still ahead, the banner shows the earliest one, and the
 *    time left to its start broken into years … seconds on the UTC+7 calendar (remainingUntil,
 *    unit-tested in countdown.test.ts);
 *  - when every checkpoint is past it shows nothing, never negative time, and stops ticking;
 *  - a checkpoint with its timer off is never counted down to;
 *  - the display moves at least once per checkpoint step, and after a tick lands on the step
 *    (a 60-second step shows whole minutes).
 */
type Machine = CountdownMachine;
type World = BaseWorld;

const at = (iso: string) => Date.parse(iso);

/** A campaign's replacement list (configuration), seconds apart so journeys can pass every checkpoint. */
const T0 = at('2027-02-05T23:00:00+07:00');
const campaign: Checkpoint[] = [
  { id: 'later', startDate: new Date(T0 + 125_000).toISOString(), isCouponCountdownEnabled: false, countdownStep: 60, isTimerEnabled: true },
  { id: 'soon', startDate: new Date(T0 + 2_500).toISOString(), isCouponCountdownEnabled: true, countdownStep: 1, isTimerEnabled: true },
  { id: 'no-timer', startDate: new Date(T0 + 10_000).toISOString(), isCouponCountdownEnabled: false, countdownStep: 1, isTimerEnabled: false },
];

/** The clock of the run being played: each world points it at its own simulated clock. */
const running = { elapsed: () => 0 };
const nowFrom = (base: number) => () => base + running.elapsed();
const bases = new Map<CountdownInput, number>();
function start(checkpoints: readonly Checkpoint[], base: number): CountdownInput {
  const input = { checkpoints, now: nowFrom(base) };
  bases.set(input, base);
  return input;
}

const starts: Record<string, CountdownInput> = {
  'a campaign list: 2.5 s before its first checkpoint': start(campaign, T0),
  'coupons: a day and a half before 15 Aug 2022': start(COUPON_CHECKPOINTS, at('2022-08-13T12:00:00+07:00')),
  'banners: between banner-2 (timer off) and banner-3': start(BANNER_CHECKPOINTS, at('2022-09-20T08:15:30+07:00')),
  'every checkpoint past (today)': start(COUPON_CHECKPOINTS, at('2026-11-27T12:00:00Z')),
};

function check({ snapshot, world, trace, input }: Observation<Machine, World>): void {
  const now = bases.get(input)! + world.clock.now();
  const ahead = input.checkpoints.filter((checkpoint) => checkpoint.isTimerEnabled && at(checkpoint.startDate) > now).sort((a, b) => at(a.startDate) - at(b.startDate));
  const shown = remainingOf(snapshot);
  if (ahead.length === 0) {
    expect(shown).toBeNull();
    expect(checkpointOf(snapshot)).toBeNull();
    // … and it is over: no timer left ticking for nothing.
    expect(snapshot.status).toBe('done');
    return;
  }
  expect(checkpointOf(snapshot)?.id).toBe(ahead[0].id);
  expect(checkpointOf(snapshot)?.isTimerEnabled).toBe(true);
  expect(shown).toEqual(remainingUntil(now, at(ahead[0].startDate)));
  for (const value of Object.values(shown ?? {})) expect(value).toBeGreaterThanOrEqual(0);
  const last = trace.at(-1);
  if (last?.event.type.startsWith('xstate.after.')) {
    // A tick within one checkpoint lands on the step: the seconds left are a whole number of steps.
    if (checkpointOf(last.before)?.id === ahead[0].id) expect(((at(ahead[0].startDate) - now) / 1000) % ahead[0].countdownStep).toBe(0);
    // … and comes at most one step after the one before.
    const before = trace.length > 1 ? trace[trace.length - 2].at : 0;
    expect(last.at - before).toBeLessThanOrEqual((checkpointOf(last.before)?.countdownStep ?? 1) * 1000);
    expect(last.at - before).toBeGreaterThan(0);
  }
}

const tick = { type: 'xstate.after.tick.countdown.counting' };

describeModel({
  name: 'campaign countdown',
  create: createCountdownMachine,
  starts,
  world: (): World => {
    const world = createBaseWorld();
    running.elapsed = () => world.clock.now();
    return world;
  },
  provide: (candidate) => candidate,
  sampler: () => [],
  check,
  journeys: {
    'counts down each second to a checkpoint, then to the next, then shows nothing': {
      start: 'a campaign list: 2.5 s before its first checkpoint',
      events: [tick, tick, tick, tick, tick, tick],
    },
    'a 60-second step shows whole minutes': {
      start: 'banners: between banner-2 (timer off) and banner-3',
      events: [tick, tick, tick],
    },
    'a coupon checkpoint counted down second by second': {
      start: 'coupons: a day and a half before 15 Aug 2022',
      events: [tick, tick],
    },
    'every checkpoint past: nothing shown': {
      start: 'every checkpoint past (today)',
      events: [],
    },
  },
});
