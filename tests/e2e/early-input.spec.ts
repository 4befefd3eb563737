import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdAppCode } from './hold-app';

/**
 * Input given between the first paint and the app's takeover is not lost (issue 23 §0). On a
 * 360 px phone with the processor slowed 4× (CDP Emulation.setCPUThrottlingRate), each page is
 * opened without waiting for the app, and about 100 ms after its first paint, while #root is still
 * `data-booting`, the visitor taps the kid quiz's start, searches from the home, adds a package to
 * the cart, or scrolls: each has its effect once the app has taken over.
 */

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 90_000 });

/**
 * Opens the page without waiting for the app, 4× slower, and waits until 100 ms after its first
 * paint. The app's entry module is held until the test calls the answer (`release`), so what the
 * test does first is always done before the takeover, however fast the machine is.
 */
async function openAndWaitAfterFirstPaint(page: Page, path: string): Promise<() => void> {
  const release = await holdAppCode(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return paint !== undefined && performance.now() >= paint.startTime + 100;
  });
  return release;
}

/** Whether the app has not yet taken the screen over. */
const booting = (page: Page) => page.locator('#root').evaluate((root) => root.hasAttribute('data-booting'));

test("the kid quiz's start tapped before the takeover starts the quiz", async ({ page }) => {
  const release = await openAndWaitAfterFirstPaint(page, '/kid-quiz');
  const start = page.getByRole('button', { name: 'Start the quiz' });
  await expect(start).toBeVisible();
  expect(await booting(page)).toBe(true);
  await start.tap();
  release();
  await expect(page).toHaveURL(/scene=2/, { timeout: 20_000 });
  await expect(page.getByRole('slider')).toBeVisible();
});

test('words typed into the home search before the takeover are kept, and Search opens their results', async ({ page }) => {
  const release = await openAndWaitAfterFirstPaint(page, '/');
  const field = page.getByRole('searchbox', { name: 'Search packages, news, blog and advisors' });
  await expect(field).toBeVisible();
  expect(await booting(page)).toBe(true);
  await field.fill('kid');
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-booting', { timeout: 20_000 });
  await expect(field).toHaveValue('kid');
  await page.getByRole('button', { name: 'Search', exact: true }).tap();
  await expect(page).toHaveURL(/\/search\?q=kid$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “kid”');
});

test('the home search sent before the takeover opens its results (a plain form the server answers)', async ({ page }) => {
  const release = await openAndWaitAfterFirstPaint(page, '/');
  const field = page.getByRole('searchbox', { name: 'Search packages, news, blog and advisors' });
  expect(await booting(page)).toBe(true);
  await field.fill('kid');
  await page.getByRole('button', { name: 'Search', exact: true }).tap();
  release();
  await expect(page).toHaveURL(/\/search\?q=kid$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “kid”', { timeout: 20_000 });
});

test('"add to cart" tapped before the takeover adds the package, and a scroll made meanwhile is kept', async ({ page }) => {
  const release = await openAndWaitAfterFirstPaint(page, '/packages/g-care');
  const add = page.getByRole('button', { name: /^Add to cart: / });
  await expect(add).toBeVisible();
  expect(await booting(page)).toBe(true);
  await add.tap();
  await page.evaluate(() => window.scrollBy(0, 500));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThanOrEqual(400);
  const scrolled = await page.evaluate(() => Math.round(window.scrollY));
  expect(await booting(page)).toBe(true);
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await expect(page.getByText('It is in your cart.')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Cart, items: 1' })).toBeAttached();
  // Where the visitor had scrolled (give or take the line the page added above the view, which the browser keeps it steady for), not the top.
  expect(Math.abs((await page.evaluate(() => Math.round(window.scrollY))) - scrolled)).toBeLessThan(100);
});

test('"remove" tapped on the cart the server drew, before the takeover, removes the package', async ({ page }) => {
  // A package in the cart, added through the app (which keeps the cart's id in storage and in its cookie).
  await page.goto('/packages/g-care');
  await page.getByRole('button', { name: /^Add to cart: / }).click();
  await expect(page.getByRole('link', { name: 'Cart, items: 1' })).toBeAttached();
  await page.goto('/', { waitUntil: 'load' });
  const release = await openAndWaitAfterFirstPaint(page, '/cart');
  const remove = page.getByRole('button', { name: /^Remove .* from the cart$/ });
  await expect(remove).toBeVisible();
  expect(await booting(page)).toBe(true);
  await remove.tap();
  expect(await booting(page)).toBe(true);
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await expect(page.getByText('Your cart is empty.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Cart, items: 0' })).toBeAttached();
});
