/**
 * Lets the browser run what is waiting (a paint, a tap) before the next step of the app's start:
 * the start is a chain of steps, and run in one go it would be one long task, holding the page.
 */
export const breathe = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
