import { vi } from 'vitest';

/**
 * Simulated time for tests that span minutes or hours. `now` is the clock handed to the services
 * (ServiceSettings.now: codes, tokens); libraries that read Date.now themselves (the rate
 * limiters of rate-limiter-flexible) are kept on the same time by faking Date alone, so timers and
 * the database drivers run normally. Nothing sleeps: `advance` moves both at once.
 */
export interface SimulatedClock {
  now: () => Date;
  /** Milliseconds since the start. */
  elapsed: () => number;
  advance: (ms: number) => void;
  /** Back to real time (call in afterAll / afterEach). */
  restore: () => void;
}

export function simulatedClock(start: string | Date): SimulatedClock {
  const origin = new Date(start).getTime();
  let at = origin;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  return {
    now: () => new Date(at),
    elapsed: () => at - origin,
    advance: (ms) => {
      at += ms;
      vi.setSystemTime(at);
    },
    restore: () => {
      vi.useRealTimers();
    },
  };
}
