import { createContext, useContext } from 'react';
import type { SimulatedClock } from 'xstate';

/** What an actor counts time with (XState's Clock: setTimeout and clearTimeout). */
type Clock = Pick<SimulatedClock, 'setTimeout' | 'clearTimeout'> & Partial<Pick<SimulatedClock, 'now'>>;

/**
 * The clock the pages' actors count time with (the resend countdown, say): the real one in the
 * app; a view test provides a SimulatedClock and moves it on itself.
 */
const ActorClockContext = createContext<Clock | null>(null);

export const ActorClockProvider = ActorClockContext.Provider;

/** Options for useActorRef / createActor: the provided clock, or none (XState's own). */
export function useActorClock(): { clock?: Clock } {
  const clock = useContext(ActorClockContext);
  return clock ? { clock } : {};
}

/** What an actor reads the time of day from: the provided clock's `now` (a test's SimulatedClock), else Date.now. */
export function useActorNow(): () => number {
  const clock = useContext(ActorClockContext);
  return clock?.now ? () => clock.now?.() ?? Date.now() : Date.now;
}
