import type { Page } from '@playwright/test';
import { startFakeTagServer } from './fake-tag-server';
import type { FakeTagServer, TagCall } from './fake-tag-server';
import { expect, test } from './fixtures';
import { startServerProcess } from '../../server/testing/server-process';
import type { ServerProcess } from '../../server/testing/server-process';

/**
 * The analytics tags in Chromium (issue 11): the GA4 tag and the social pixel, both on, loaded
 * from a local fake of the vendors (fake-tag-server.ts) that records every call the tags were
 * handed. Before the visitor answers the cookie notice no tag script is loaded and nothing
 * arrives; after "Allow analytics" both load and get their set-up and page view, then the home's
 * best sellers (view_item_list), a package (view_item) and "add to cart" (add_to_cart) arrive with
 * the currency, value and items the page shows; declining later from "Cookie settings" tells both
 * tags and hands them nothing more. A visitor who declines loads and sends nothing. The fixture
 * fails on any Content-Security-Policy violation, so the policy allows the fake's origin.
 *
 * The server needs the tags' variables, so this suite starts one of its own, two ports after
 * E2E_PORT (the checkout suite takes the one after).
 */

const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const GA4_ID = 'G-E2ETEST01';
const PIXEL_ID = '1234567890123';

let server: ServerProcess | null = null;
let fake: FakeTagServer;

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, baseURL: ORIGIN });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  // The hook's own limit must cover the server's start (startTimeoutMs below), as checkout.spec's does:
  // with four files at once on two cores a seeded server took longer than Playwright's 30 s default.
  test.setTimeout(120_000);
  fake = await startFakeTagServer();
  server = await startServerProcess({
    label: 'analytics suite',
    port: PORT,
    env: {
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      DEV_TOOLS: 'true',
      SEED_DEMO_DATA: 'true',
      ANALYTICS_ENABLED: 'true',
      GA4_MEASUREMENT_ID: GA4_ID,
      GA4_SCRIPT_URL: fake.ga4ScriptUrl,
      PIXEL_ENABLED: 'true',
      PIXEL_ID,
      PIXEL_SCRIPT_URL: fake.pixelScriptUrl,
    },
    startTimeoutMs: 110_000,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

const notice = (page: Page) => page.getByRole('region', { name: 'Cookies on GeneWell' });

type Params = Record<string, unknown> & { items?: Array<Record<string, unknown>> };

/** The GA4 events of that name that arrived at the fake, their parameters in arrival order. */
const arrivedEvents = (name: string): Params[] => fake.calls.filter((call) => call.tag === 'ga4' && call.args[0] === 'event' && call.args[1] === name).map((call) => call.args[2] as Params);
/** The pixel's calls that arrived, without their parameters. */
const arrivedPixel = () => fake.calls.filter((call) => call.tag === 'pixel').map((call) => call.args.slice(0, 2));
const arrivedGa4 = () => fake.calls.filter((call) => call.tag === 'ga4').map((call) => call.args.slice(0, 2));

/** What this page handed the tags, in call order (kept in the page by the fake scripts). */
const handedInPage = (page: Page) => page.evaluate(() => ((window as unknown as { __fakeTagCalls?: TagCall[] }).__fakeTagCalls ?? []).map((call) => ({ ...call })));

/** Whether anything of the tags is in the page. */
const tagsInPage = (page: Page) =>
  page.evaluate(() => ({ gtag: typeof window.gtag, fbq: typeof window.fbq, dataLayer: typeof window.dataLayer, scripts: document.querySelectorAll('script[src*="gtag"], script[src*="fbevents"]').length }));
const NO_TAGS = { gtag: 'undefined', fbq: 'undefined', dataLayer: 'undefined', scripts: 0 };

/** A price as the page shows it in đồng ("Now 1.990.000đ", "1.990.000đ") as a number. */
const dong = (text: string) => Number(text.replace(/\D/g, ''));

test('nothing before consent; after "Allow analytics" the tags load and get the page view, the best sellers, a package and the cart; declining later stops them', async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: ORIGIN }]);

  // Before an answer: the home's best sellers are shown, no tag is in the page, nothing arrived.
  await page.goto('/');
  const bestSellers = page.locator('section[aria-labelledby="home-best-sellers"]');
  await expect(bestSellers.getByRole('link').first()).toBeVisible();
  await expect(notice(page)).toBeVisible();
  expect(await tagsInPage(page)).toEqual(NO_TAGS);
  expect(fake.scripts).toEqual([]);
  expect(fake.calls).toEqual([]);

  // Accepting loads both tags with their ids; GA4 gets its set-up (which sends the page view), the pixel its init and PageView.
  await notice(page).getByRole('button', { name: 'Allow analytics' }).click();
  await expect.poll(() => [...fake.scripts].sort()).toEqual(['/en_US/fbevents.js', `/gtag/js?id=${GA4_ID}`]);
  await expect.poll(arrivedGa4).toEqual(expect.arrayContaining([['js', expect.any(String)], ['config', GA4_ID]]));
  await expect.poll(arrivedPixel).toEqual(expect.arrayContaining([['init', PIXEL_ID], ['track', 'PageView']]));

  // The next visit (the choice is remembered): the best sellers as a list, in the order shown, from index 0, in đồng.
  await page.reload();
  await expect(bestSellers.getByRole('link').first()).toBeVisible();
  const shown = await bestSellers.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')?.replace('/packages/', '')));
  await expect.poll(() => arrivedEvents('view_item_list').length).toBe(1);
  const list = arrivedEvents('view_item_list')[0];
  expect(list).toMatchObject({ currency: 'VND', item_list_id: 'home_best_sellers', item_list_name: 'Home best sellers' });
  expect(list.items?.map((item) => item.item_id)).toEqual(shown);
  expect(list.items?.map((item) => item.index)).toEqual(shown.map((_, index) => index));
  expect(list.items?.every((item) => item.item_list_id === 'home_best_sellers' && item.quantity === 1 && typeof item.price === 'number')).toBe(true);

  // A package opened from the list: view_item with the price the page shows.
  const slug = shown[0] ?? '';
  await bestSellers.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/packages/${slug}$`));
  const price = page.locator('.package__buy [data-testid="package-price"] .package-price__now');
  await expect(price).toBeVisible();
  const value = dong(await price.innerText());
  await expect.poll(() => arrivedEvents('view_item').length).toBe(1);
  expect(arrivedEvents('view_item')[0]).toMatchObject({ currency: 'VND', value, items: [{ index: 0, item_id: slug, price: value, quantity: 1 }] });
  await expect.poll(arrivedPixel).toContainEqual(['track', 'ViewContent']);

  // Add to cart: add_to_cart with that package at that price; the pixel's AddToCart.
  await page.getByRole('button', { name: /^Add to cart: / }).click();
  await expect(page.getByText('It is in your cart.')).toBeVisible();
  await expect.poll(() => arrivedEvents('add_to_cart').length).toBe(1);
  expect(arrivedEvents('add_to_cart')[0]).toMatchObject({ currency: 'VND', value, items: [{ index: 0, item_id: slug, price: value, quantity: 1 }] });
  await expect.poll(() => fake.calls.find((call) => call.tag === 'pixel' && call.args[1] === 'AddToCart')?.args[2]).toMatchObject({ currency: 'VND', value, content_ids: [slug] });

  // Each list and page load was handed over once (the page keeps what it handed, in order).
  const handed = (await handedInPage(page)).filter((call) => call.tag === 'ga4' && call.args[0] === 'event').map((call) => call.args[1]);
  expect(handed).toEqual(['view_item_list', 'view_item', 'add_to_cart']);

  // In dollars: the shop's list arrives priced in USD.
  await page.getByRole('combobox', { name: 'Currency', exact: true }).selectOption('USD');
  await page.goto('/shop');
  await expect(page.locator('.package-card').first()).toBeVisible();
  await expect.poll(() => arrivedEvents('view_item_list').filter((params) => params.item_list_id === 'shop').length).toBe(1);
  const shop = arrivedEvents('view_item_list').find((params) => params.item_list_id === 'shop');
  expect(shop).toMatchObject({ currency: 'USD', item_list_name: 'Shop' });
  expect(shop?.items?.length).toBe(await page.locator('.package-card').count());

  // A category and a search: each list with its own id, in the order shown.
  const category = page.locator('.package-card').first().locator('xpath=ancestor::section[1]').getByRole('heading', { level: 2 }).getByRole('link');
  const categorySlug = ((await category.getAttribute('href')) ?? '').replace('/categories/', '');
  await category.click();
  await expect(page).toHaveURL(new RegExp(`/categories/${categorySlug}$`));
  await expect(page.locator('.package-card').first()).toBeVisible();
  await expect.poll(() => arrivedEvents('view_item_list').filter((params) => params.item_list_id === `category_${categorySlug}`).length).toBe(1);
  const inCategory = await page.locator('.package-card h2 a, .package-card h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')?.replace('/packages/', '')));
  expect(arrivedEvents('view_item_list').find((params) => params.item_list_id === `category_${categorySlug}`)?.items?.map((item) => item.item_id)).toEqual(inCategory);
  await page.goto('/search?q=g-intel');
  await expect(page.locator('.package-card').first()).toBeVisible();
  await expect.poll(() => arrivedEvents('view_item_list').filter((params) => params.item_list_id === 'search_results').length).toBe(1);
  expect(arrivedEvents('view_item_list').find((params) => params.item_list_id === 'search_results')?.items?.[0]).toMatchObject({ index: 0, item_list_name: 'Search results' });

  // Declining from Cookie settings: both tags are told, and a package and an add to cart after it hand them nothing.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await notice(page).getByRole('button', { name: 'Necessary only' }).click();
  await expect.poll(arrivedGa4).toContainEqual(['consent', 'update']);
  await expect.poll(arrivedPixel).toContainEqual(['consent', 'revoke']);
  expect(fake.calls.find((call) => call.tag === 'ga4' && call.args[0] === 'consent')?.args[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
  await page.locator(`.package-card a:not([href="/packages/${slug}"])`).first().click();
  await expect(page.getByRole('button', { name: /^Add to cart: / })).toBeVisible();
  await page.getByRole('button', { name: /^Add to cart: / }).click();
  await expect(page.getByRole('link', { name: 'Cart, items: 2' })).toBeVisible();
  const afterDecline = await handedInPage(page);
  const declinedAt = afterDecline.findIndex((call) => call.args[0] === 'consent');
  expect(declinedAt).toBeGreaterThan(-1);
  expect(afterDecline.slice(declinedAt).filter((call) => call.args[0] === 'event' || call.args[0] === 'track')).toEqual([]);
});

test('a visitor who declines loads no tag and sends nothing, on any page', async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: ORIGIN }]);
  const scriptsBefore = fake.scripts.length;
  const callsBefore = fake.calls.length;

  await page.goto('/');
  await notice(page).getByRole('button', { name: 'Necessary only' }).click();
  await expect(notice(page)).toBeHidden();
  const bestSellers = page.locator('section[aria-labelledby="home-best-sellers"]');
  await bestSellers.getByRole('link').first().click();
  await page.getByRole('button', { name: /^Add to cart: / }).click();
  await expect(page.getByText('It is in your cart.')).toBeVisible();
  expect(await tagsInPage(page)).toEqual(NO_TAGS);

  // A later visit keeps the choice.
  await page.goto('/shop');
  await expect(page.locator('.package-card').first()).toBeVisible();
  expect(await tagsInPage(page)).toEqual(NO_TAGS);
  expect(fake.scripts.length).toBe(scriptsBefore);
  expect(fake.calls.length).toBe(callsBefore);
});
