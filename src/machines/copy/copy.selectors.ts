import type { CopySnapshot } from './copy.machine';

export type CopyStatus = 'idle' | 'copying' | 'copied' | 'failed';

/** What the copy button shows: nothing, busy, "Copied", or that the clipboard refused. */
export function copyStatusOf(snapshot: CopySnapshot): CopyStatus {
  if (snapshot.matches('copying')) return 'copying';
  if (snapshot.matches('copied')) return 'copied';
  if (snapshot.matches('failed')) return 'failed';
  return 'idle';
}

/** The button can be pressed unless a copy is under way. */
export function canCopy(snapshot: CopySnapshot): boolean {
  return !snapshot.matches('copying');
}
