import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';

/**
 * The catalogue on a 360 px phone (issue 10): open the home in Vietnamese, search "xet nghiem"
 * (no accents), open a package, switch to USD and to Thai, follow a related package, open a blog
 * post by a doctor. On every page axe finds nothing serious, the page is no wider than the
 * screen, and its head names it (title, description, canonical, hreflang, Open Graph; JSON-LD
 * Product on packages, Article on posts). Every test also fails on a CSP violation or page error.
 */

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

async function expectSoundPage(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  const head = await headOf(page);
  expect(head.descriptions).toHaveLength(1);
  expect(head.descriptions[0]).toBeTruthy();
  expect(head.canonicals).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Every image says its size, so nothing shifts when it arrives.
  expect(await page.evaluate(() => [...document.images].filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).map((image) => image.src))).toEqual([]);
}

async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    // Every one of them: a page has exactly one description, one canonical link, one alternate per language.
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content')),
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    hreflang: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => link.getAttribute('hreflang')).sort(),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
  }));
}

test('home in vi, search without accents, a package in USD and Thai, a related package, a doctor’s blog post', async ({ page, baseURL }) => {
  // Seven pages, each read by axe: more than the default 30 s on a busy two-core machine.
  test.setTimeout(90_000);
  await page.context().addCookies([{ name: 'locale', value: 'vi', url: baseURL ?? 'http://127.0.0.1' }]);

  // The catalogue home in Vietnamese.
  const served = await (await page.goto('/'))?.text();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { name: 'Bán chạy nhất' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Khách hàng nói gì về chúng tôi' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Khách hàng nói gì về chúng tôi' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Tin tức mới nhất' }).getByRole('listitem')).toHaveCount(4);
  const home = await headOf(page);
  expect(home.hreflang).toEqual(['en', 'th', 'vi', 'x-default', 'zh']);
  expect(home.descriptions).toEqual([expect.stringContaining('Xét nghiệm gen')]);
  // The home-hero banner: its small-screen style from the API applied at 360 px, its image preloaded by the page the server sent.
  const banner = page.locator('.promo-banner');
  await expect(banner.locator('img')).toBeVisible();
  expect(await banner.evaluate((element) => {
    const style = getComputedStyle(element);
    return { padding: `${style.paddingTop} ${style.paddingLeft}`, textAlign: style.textAlign, minHeight: style.minHeight, columns: style.gridTemplateColumns.split(' ').length, background: style.backgroundColor };
  })).toEqual({ padding: '24px 16px', textAlign: 'center', minHeight: '480px', columns: 1, background: 'rgb(204, 251, 241)' });
  const heroImage = await banner.locator('img').evaluate((image: HTMLImageElement) => ({ src: image.currentSrc, width: image.getAttribute('width'), height: image.getAttribute('height') }));
  expect(heroImage).toEqual({ src: expect.stringMatching(/\/images\/banners\/.+\.svg$/), width: '1440', height: '560' });
  expect(served).toContain(`<link rel="preload" as="image" href="${new URL(heroImage.src).pathname}" fetchpriority="high" />`);
  // Fetched once, by the preload (a link), before the app asked for it.
  expect(await page.evaluate((src) => performance.getEntriesByName(src).map((entry) => (entry as PerformanceResourceTiming).initiatorType), heroImage.src)).toEqual(['link']);
  await expectSoundPage(page);

  // Search without accents finds the accented packages.
  await page.getByRole('searchbox', { name: 'Tìm gói xét nghiệm, tin tức, blog và chuyên gia' }).fill('xet nghiem');
  await page.getByRole('searchbox', { name: 'Tìm gói xét nghiệm, tin tức, blog và chuyên gia' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=xet(\+|%20)nghiem$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kết quả cho “xet nghiem”');
  const found = page.getByRole('region', { name: /^Gói xét nghiệm/ });
  await expect(found.getByRole('link').first()).toBeVisible();
  await expect(found).toContainText('Xét nghiệm gen');
  await expectSoundPage(page);

  // A package, priced in đồng, then in dollars.
  await found.getByRole('link', { name: /G-Intel/ }).first().click();
  await expect(page).toHaveURL(/\/packages\/g-intel$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('G-Intel');
  const price = page.locator('.package__buy').getByTestId('package-price');
  await expect(price).toContainText('đ');
  const head = await headOf(page);
  expect(head.title).toContain('G-Intel');
  expect(head.canonical).toMatch(/\/packages\/g-intel\?lang=vi$/);
  expect(head.ogTitle).toContain('G-Intel');
  expect(head.jsonLd).toEqual([expect.objectContaining({ '@type': 'Product', offers: expect.objectContaining({ '@type': 'Offer', priceCurrency: 'VND' }) })]);
  await expectSoundPage(page);

  await page.getByRole('combobox', { name: 'Tiền tệ', exact: true }).selectOption('USD');
  await expect(price).toContainText('$');
  expect((await headOf(page)).jsonLd[0]).toMatchObject({ offers: { priceCurrency: 'USD' } });

  // Thai: the package is read again in Thai.
  await page.getByRole('combobox', { name: 'Ngôn ngữ', exact: true }).selectOption({ label: 'TH' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('การตรวจยีน');
  await expect(price).toContainText('$');
  await expectSoundPage(page);

  // A related package.
  const related = page.getByRole('region', { name: 'แพ็กเกจที่เกี่ยวข้อง' });
  const first = related.getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).not.toHaveURL(/\/packages\/g-intel$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('.package__buy').getByTestId('package-price')).toContainText('$');
  await expectSoundPage(page);

  // The blog, one doctor's posts, one post.
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('บล็อก');
  const doctor = page.getByRole('combobox', { name: 'แพทย์ผู้เขียน' });
  await expect(doctor.getByRole('option')).not.toHaveCount(1);
  const doctorName = (await doctor.getByRole('option').nth(1).textContent()) ?? '';
  await doctor.selectOption({ index: 1 });
  await expect(page).toHaveURL(/[?&]doctor=[a-z-]+/);
  const posts = page.locator('.article-grid').getByRole('link');
  await expect(posts.first()).toBeVisible();
  await expectSoundPage(page);
  await posts.first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('complementary', { name: 'เกี่ยวกับผู้เขียน' })).toContainText(doctorName);
  expect((await headOf(page)).jsonLd).toEqual([expect.objectContaining({ '@type': 'Article', author: { '@type': 'Person', name: doctorName } })]);
  await expectSoundPage(page);
});

test('a list keeps its query in the URL: advisors by role, 9 at a time, load more, reload', async ({ page }) => {
  await page.goto('/advisors');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our advisors');
  await expect(page.locator('.person-grid > li')).toHaveCount(9);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  const shown = await page.locator('.person-grid > li').count();
  expect(shown).toBeGreaterThan(9);
  await page.reload();
  await expect(page.locator('.person-grid > li')).toHaveCount(shown);
  await page.getByRole('combobox', { name: 'Role' }).selectOption('doctor');
  await expect(page).toHaveURL(/role=doctor/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.locator('.person-grid > li').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.person-grid > li')).toHaveCount(shown);
  await expectSoundPage(page);
});
