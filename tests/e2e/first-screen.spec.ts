import type { Page } from '@playwright/test';
import { appTookOver, expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { APP_ENTRY, holdAppCode } from './hold-app';

/**
 * The first screen the server draws (issue 12): a page shows its header, its content and, on a
 * first visit, the cookie notice before any of the app's JavaScript has run, in the visitor's
 * language; the app then draws over it without moving anything, starting from the content the
 * server read instead of asking again. A signed-in page is left to the app.
 */

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

/** The package as the Main API gives it (what the catalogue holds), in a language. */
async function packageFromApi(page: Page, slug: string, lang: string): Promise<{ name: string; price: string }> {
  const answer = (await (await page.request.get(`/main/api/v1/product-packages/${slug}?lang=${lang}`)).json()) as { data: { name: string; price_by_currencies: { VND: { formatted: string } } } };
  return { name: answer.data.name, price: answer.data.price_by_currencies.VND.formatted };
}

test('without JavaScript, the home and a package show in Vietnamese, with the cookie notice; a signed-in page stays empty', async ({ browser, page }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false, locale: 'vi-VN', viewport: { width: 360, height: 780 } });
  try {
    const noScript = await context.newPage();
    await noScript.goto('/');
    await expect(noScript.getByRole('heading', { level: 1 })).toHaveText('Hiểu gen của bạn, sống khỏe hơn');
    await expect(noScript.getByRole('link', { name: 'Cửa hàng' }).first()).toBeVisible();
    await expect(noScript.getByRole('region', { name: 'Cookie trên GeneWell' })).toBeVisible();

    const stored = await packageFromApi(page, 'g-intel', 'vi');
    await noScript.goto('/packages/g-intel');
    await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(stored.name);
    await expect(noScript.getByText(stored.price).first()).toBeVisible();

    await noScript.goto('/account/orders');
    await expect(noScript.locator('#root')).toBeEmpty();
  } finally {
    await context.close();
  }
});

test('the page is in view while the app’s code is held back, and the app takes over without a second read or a shift', async ({ page }) => {
  // Hold the app's entry module until the first screen has been looked at.
  const release = await holdAppCode(page);
  const packageReads: string[] = [];
  const fontReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/main/api/v1/product-packages/g-intel')) packageReads.push(request.url());
    if (request.url().endsWith('.woff2')) fontReads.push(request.url());
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });

  const stored = await packageFromApi(page, 'g-intel', 'en');
  // The fixture's goto waits for the app; this one must not: the app is held.
  await page.goto('/packages/g-intel', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stored.name);
  await expect(page.locator('#root')).toHaveAttribute('data-booting', '');
  expect(packageReads).toEqual([]);
  // The heading shows in the face's metric twin: the face itself waits for the app, so it never
  // holds the first paint (only the held-back preload may have asked for it meanwhile).
  expect(await page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily)).toMatch(/^"Be Vietnam Pro Fallback: Arial"/);

  release();
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stored.name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('header.site-header')).toHaveCount(1);
  // The app started from the package the server read: the browser never asked for it.
  expect(packageReads).toEqual([]);
  // Once the app runs, headings switch to the face (English: its latin subset).
  await expect(page.locator('html')).toHaveClass(/\bheading-face\b/);
  expect(await page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily)).toMatch(/^"Be Vietnam Pro"/);
  expect(fontReads.every((url) => /be-vietnam-pro-latin-700/.test(url))).toBe(true);
  // Drawn over, not redrawn elsewhere: nothing in view moved (the CLS ≤ 0.02).
  const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
  expect(shifted).toBeLessThanOrEqual(0.02);
  // The app answers: the cookie notice goes away when declined.
  await page.getByRole('button', { name: 'Necessary only' }).click();
  await expect(page.getByRole('region', { name: 'Cookies on GeneWell' })).toBeHidden();
});

test('once answered, the cookie notice is left out of the first screen the server draws', async ({ page }) => {
  await page.goto('/');
  const before = await (await page.request.get('/')).text();
  expect(before).toContain('id="cookie-notice"');
  await page.getByRole('button', { name: 'Allow analytics' }).click();
  await expect(page.getByRole('region', { name: 'Cookies on GeneWell' })).toBeHidden();
  // The answer went to a cookie the server reads (the app's record stays in localStorage).
  const after = await (await page.request.get('/')).text();
  expect(after).not.toContain('id="cookie-notice"');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookies on GeneWell' })).toHaveCount(0);
});

test('the app adopts the drawn page as it is on the public pages: nothing drawn anew', async ({ page }) => {
  const drawnAnew: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[first screen] a part was drawn anew')) drawnAnew.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ['/', '/packages/g-intel', '/shop', '/kid-quiz', '/sign-in', '/news', '/privacy', '/contact', '/cart']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
  expect(drawnAnew).toEqual([]);
});


test('with a package in the cart, /cart and /checkout show its line and total before the app’s code runs, and the app takes them over without reading the cart again or drawing anything anew', async ({ page, context }) => {
  await page.goto('/packages/g-intel');
  await page.getByRole('button', { name: /^Add to cart: / }).click();
  await expect(page.getByText('It is in your cart.')).toBeVisible();
  // The cart keeps its id in storage and, in step, in the cookie the server draws the cart's pages with.
  const cartId = await page.evaluate(() => localStorage.getItem('cartId'));
  expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'cartId')?.value).toBe(cartId);
  const { name } = await packageFromApi(page, 'g-intel', 'en');

  const drawnAnew: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[first screen] a part was drawn anew')) drawnAnew.push(`${page.url()}: ${message.text()}`);
  });
  const cartReads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/main/api/v1/checkout/carts/')) cartReads.push(request.url());
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/cart', '/checkout']) {
    const release = await holdAppCode(page);
    await page.goto(path, { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await expect(main.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('3.000.000đ');
    await expect(page.getByRole('link', { name: 'Cart, items: 1' })).toBeAttached();
    await expect(page.locator('#root')).toHaveAttribute('data-booting', '');
    // The drawn cart is accessible as it is, before the app has run.
    expect(await seriousViolations(page)).toEqual([]);
    release();
    await appTookOver(page);
    await page.unroute(APP_ENTRY);
    await expect(main.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('3.000.000đ');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    expect(shifted).toBe(0);
  }
  // The app started from the cart the server drew: the browser never read it.
  expect(cartReads).toEqual([]);
  expect(drawnAnew).toEqual([]);
});
