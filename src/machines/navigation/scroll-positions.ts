/**
 * The scroll positions of the history entries the user left, newest last, so that coming back
 * to one (back, forward, a jump) scrolls where the user was. Only the most recently left
 * entries are kept, so a long visit stays small.
 */
export interface ScrollPosition {
  /** The history entry's key. */
  key: string;
  y: number;
}

export const MAX_REMEMBERED_POSITIONS = 200;

/** The positions with `key` at `y`, as the entry left last; the oldest go past `max`. */
export function rememberPosition(positions: readonly ScrollPosition[], key: string, y: number, max = MAX_REMEMBERED_POSITIONS): ScrollPosition[] {
  const kept = positions.filter((position) => position.key !== key);
  kept.push({ key, y });
  return kept.slice(Math.max(0, kept.length - max));
}

/** Where the entry was scrolled when it was left, or undefined for an entry never left here. */
export function positionOf(positions: readonly ScrollPosition[], key: string): number | undefined {
  return positions.find((position) => position.key === key)?.y;
}
