import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { FADE_MS, PROGRESS_CAP, PROGRESS_START, TRICKLE_MS, progressBarMachine, trickle } from './progress-bar.machine';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(progressBarMachine, { clock }).start();
  return { clock, actor };
}

describe('trickle', () => {
  it('moves up by at least one percent and stops at the cap', () => {
    expect(trickle(PROGRESS_START)).toBeGreaterThan(PROGRESS_START);
    expect(trickle(PROGRESS_CAP - 1)).toBe(PROGRESS_CAP);
    expect(trickle(PROGRESS_CAP)).toBe(PROGRESS_CAP);
  });
});

describe('progress bar machine on a simulated clock', () => {
  it('trickles only when the trickle delay has passed', () => {
    const { clock, actor } = start();
    actor.send({ type: 'route.start' });
    clock.increment(TRICKLE_MS - 1);
    expect(actor.getSnapshot().context.value).toBe(PROGRESS_START);
    clock.increment(1);
    expect(actor.getSnapshot().context.value).toBe(trickle(PROGRESS_START));
  });

  it('never passes the cap however long the page takes', () => {
    const { clock, actor } = start();
    actor.send({ type: 'route.start' });
    for (let i = 0; i < 200; i += 1) clock.increment(TRICKLE_MS);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.value).toBe(PROGRESS_CAP);
  });

  it('completes on route end and goes idle only after the fade delay', () => {
    const { clock, actor } = start();
    actor.send({ type: 'route.start' });
    actor.send({ type: 'route.end' });
    expect(actor.getSnapshot().context.value).toBe(100);
    clock.increment(FADE_MS - 1);
    expect(actor.getSnapshot().matches('done')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.value).toBe(0);
  });

  it('a navigation during the fade restarts loading and cancels the pending fade', () => {
    const { clock, actor } = start();
    actor.send({ type: 'route.start' });
    actor.send({ type: 'route.end' });
    clock.increment(FADE_MS / 2);
    actor.send({ type: 'route.start' });
    clock.increment(FADE_MS);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });

  it('ignores route end while idle', () => {
    const { actor } = start();
    actor.send({ type: 'route.end' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
