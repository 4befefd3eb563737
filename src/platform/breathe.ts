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
