/**
 * Spec section 2: "On back navigation the scroll position is restored after 600 ms" (section 9:
 * "Scroll restore delay 600 ms"). The delay lets the lazily loaded view render its content
 * before the page is scrolled.
 *
 * The router shell calls `leave(key)` before a navigation leaves a history entry and
 * `arrive(key, kind)` after it lands on one, where `key` is the history entry's key (TanStack
 * Router: location.state.__TSR_key) and `kind` comes from the history action. It should also set
 * `history.scrollRestoration = 'manual'` so the browser does not scroll first.
 */
export const SCROLL_RESTORE_DELAY_MS = 600;

/** The kinds of history action; back, forward and go (a jump of n entries) revisit an entry. */
export type NavigationKind = 'push' | 'replace' | 'back' | 'forward' | 'go';

export interface ScrollRestorerOptions {
  delayMs?: number;
  scrollTo?: (x: number, y: number) => void;
  readScrollY?: () => number;
  /** Oldest positions are forgotten past this many entries, so a long session stays small. */
  maxEntries?: number;
}

export interface ScrollRestorer {
  /** Remembers the current scroll position for the entry being left; cancels a pending restore. */
  leave(key: string): void;
  /**
   * On back/forward/go to a remembered entry, scrolls back to its position after the delay and
   * returns true. Any other arrival only cancels a pending restore and returns false.
   */
  arrive(key: string, kind: NavigationKind): boolean;
  /** Cancels a pending restore (e.g. when the shell unmounts). */
  cancel(): void;
}

const REVISITS: ReadonlySet<NavigationKind> = new Set(['back', 'forward', 'go']);

export function createScrollRestorer({
  delayMs = SCROLL_RESTORE_DELAY_MS,
  scrollTo = (x, y) => window.scrollTo(x, y),
  readScrollY = () => window.scrollY,
  maxEntries = 200,
}: ScrollRestorerOptions = {}): ScrollRestorer {
  const positions = new Map<string, number>();
  let pending: ReturnType<typeof setTimeout> | null = null;

  function cancel(): void {
    if (pending !== null) clearTimeout(pending);
    pending = null;
  }

  return {
    leave(key) {
      cancel();
      positions.delete(key); // re-insert so the Map's order is the order of last visit
      positions.set(key, readScrollY());
      while (positions.size > maxEntries) {
        const oldest = positions.keys().next();
        if (oldest.done) break;
        positions.delete(oldest.value);
      }
    },
    arrive(key, kind) {
      cancel();
      const y = positions.get(key);
      if (!REVISITS.has(kind) || y === undefined) return false;
      pending = setTimeout(() => {
        pending = null;
        scrollTo(0, y);
      }, delayMs);
      return true;
    },
    cancel,
  };
}
