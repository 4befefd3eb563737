/**
 * The phase a page shows, read from its machine's state: the phase named beside the first of
 * the states the machine is in, else `otherwise`. The selectors of several flows (a read, then
 * its form) write their phases as this table, in the order they are checked.
 */
export function phaseOf<Snapshot extends { matches(value: never): boolean }, Phase extends string>(
  snapshot: Snapshot,
  phases: ReadonlyArray<readonly [state: Parameters<Snapshot['matches']>[0], phase: Phase]>,
  otherwise: Phase,
): Phase {
  return phases.find(([state]) => snapshot.matches(state))?.[1] ?? otherwise;
}
