import type { Page, Route } from '@playwright/test';

/** The app's entry module, as the build names it. */
export const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Holds the app's entry module until the answer is called: the page the server drew stays in
 * view, untouched by the app, for as long as the test needs it.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_ENTRY, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}
