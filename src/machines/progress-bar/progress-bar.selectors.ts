import type { ProgressBarSnapshot } from './progress-bar.machine';

/** What the top bar shows: nothing (idle), a page loading, or a full bar fading out. */
export type ProgressPhase = 'idle' | 'loading' | 'done';

export function progressPhaseOf(snapshot: ProgressBarSnapshot): ProgressPhase {
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.matches('done') ? 'done' : 'idle';
}

/** The percent the bar shows. */
export function progressValueOf(snapshot: ProgressBarSnapshot): number {
  return snapshot.context.value;
}
