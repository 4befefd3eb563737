/**
 * Lets the browser run what is waiting (a paint, a tap) before the next step of the app's start:
 * the start is a chain of steps, and run in one go it would be one long task, holding the page.
 */
export const breathe = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Resolves when the browser has a moment (requestIdleCallback, at most two seconds later; at once
 * where it cannot say): for work that no one is waiting for, so it does not lengthen the task of
 * a page being drawn.
 */
export const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });

/**
 * Lets the browser run what is waiting before the caller goes on, where it has the Prioritized
 * Task Scheduling API (`scheduler.yield()`: the rest runs in a task of its own, ahead of other
 * queued work); elsewhere (a test's jsdom, Node) it goes on at once. For a step that follows
 * other work in the same task only by chance, such as an answer's decoding and the page's
 * update it leads to: split, neither makes the page wait long.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}
