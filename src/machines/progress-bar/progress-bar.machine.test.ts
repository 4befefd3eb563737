import { describe, expect, it } from 'vitest';
import { PROGRESS_CAP, PROGRESS_START, trickle } from './progress-bar.machine';

describe('trickle', () => {
  it('moves up by at least one percent and stops at the cap', () => {
    expect(trickle(PROGRESS_START)).toBeGreaterThan(PROGRESS_START);
    expect(trickle(PROGRESS_CAP - 1)).toBe(PROGRESS_CAP);
    expect(trickle(PROGRESS_CAP)).toBe(PROGRESS_CAP);
  });

  it('slows down as the bar fills: each step is smaller than the one before', () => {
    const steps: number[] = [];
    for (let value = PROGRESS_START; value < PROGRESS_CAP; value = trickle(value)) steps.push(trickle(value) - value);
    expect(steps.every((step, index) => index === 0 || step <= steps[index - 1])).toBe(true);
    expect(steps.length).toBeGreaterThan(10);
  });
});
