import type { Checkpoint, Remaining } from './countdown';
import type { CountdownSnapshot } from './countdown.machine';

/** What the banner shows: the time left to the current checkpoint, or null (nothing) when every checkpoint is past. */
export function remainingOf(snapshot: CountdownSnapshot): Remaining | null {
  return snapshot.matches('counting') ? snapshot.context.remaining : null;
}

/** The checkpoint counted down to (null once every checkpoint is past). */
export function checkpointOf(snapshot: CountdownSnapshot): Checkpoint | null {
  return snapshot.matches('counting') ? snapshot.context.checkpoint : null;
}
