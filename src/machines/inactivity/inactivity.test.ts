import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createInactivityMachine, hasTimedOut, quietSecondsOf } from './inactivity.machine';

/**
 * Activity in the middle of a second (the model test plays events on whole seconds): the quiet
 * time starts again from that moment, not from the last whole second.
 */
function start(thresholdSeconds: number) {
  const clock = new SimulatedClock();
  const timeOuts: number[] = [];
  const machine = createInactivityMachine().provide({ actions: { timeOut: () => void timeOuts.push(clock.now()) } });
  const actor = createActor(machine, { input: { thresholdSeconds }, clock }).start();
  return { clock, actor, timeOuts };
}

describe('the inactivity timer between whole seconds', () => {
  for (const type of ['user.moved', 'user.scrolled', 'user.typed', 'user.clicked', 'timer.restart'] as const) {
    it(`${type} half-way through a second: the quiet time counts from it`, () => {
      const { clock, actor, timeOuts } = start(2);
      // (The simulated clock runs the timers one increment at a time: whole seconds first.)
      clock.increment(1000);
      clock.increment(500);
      expect(quietSecondsOf(actor.getSnapshot())).toBe(1);
      actor.send({ type });
      expect(quietSecondsOf(actor.getSnapshot())).toBe(0);
      clock.increment(999);
      expect(quietSecondsOf(actor.getSnapshot())).toBe(0);
      clock.increment(1);
      expect(quietSecondsOf(actor.getSnapshot())).toBe(1);
      clock.increment(999);
      expect(timeOuts).toEqual([]);
      clock.increment(1);
      expect(timeOuts).toEqual([3500]);
      expect(hasTimedOut(actor.getSnapshot())).toBe(true);
      actor.stop();
    });
  }
});
