import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';

/**
 * Who we are and how we treat data, as a visitor meets it: the footer's contact details and
 * company identity on every page (the demo COMPANY_* defaults: the e2e server sets none), the
 * policy pages and /contact in four languages, the cookie notice's choice kept over a reload,
 * axe on the new pages, and a 360 px phone screen. Every test also fails on a CSP violation or an
 * uncaught page error (fixtures.ts).
 */

// The tests share nothing but the server (each has a page and storage of its own): the two
// workers may split them, so the longest suite does not end the run on one worker alone.
test.describe.configure({ mode: 'parallel' });

const notice = (page: Page) => page.getByRole('region', { name: 'Cookies on GeneWell' });

async function useLanguage(page: Page, language: string) {
  await page.context().addCookies([{ name: 'locale', value: language, url: test.info().project.use.baseURL ?? 'http://127.0.0.1' }]);
}

test('the footer of a page gives the hotline, email, Zalo, Facebook, office, legal name, registration number and the MOIT notice', async ({ page }) => {
  for (const path of ['/', '/kid-quiz']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    const contact = footer.getByRole('region', { name: 'Contact us' });
    await expect(contact.getByRole('link', { name: '1900 0000' })).toHaveAttribute('href', 'tel:19000000');
    await expect(contact.getByRole('link', { name: 'hotro@genewell.example' })).toHaveAttribute('href', 'mailto:hotro@genewell.example');
    await expect(contact.getByRole('link', { name: 'Zalo Official Account' })).toHaveAttribute('href', /^https:\/\/zalo\.me\//);
    await expect(contact.getByRole('link', { name: 'Facebook page' })).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\//);
    await expect(contact).toContainText('TP. Hồ Chí Minh');
    await expect(contact).toContainText('Monday');
    const company = footer.getByRole('region', { name: 'Company information' });
    await expect(company).toContainText('Công ty TNHH GeneWell Việt Nam (demo)');
    await expect(company).toContainText('Business registration number 0300000000');
    await expect(company.getByRole('link', { name: 'Registered with the Ministry of Industry and Trade' })).toHaveAttribute('href', /online\.gov\.vn/);
  }

  await page.getByRole('contentinfo').getByRole('link', { name: 'All contact details' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await expect(page.getByRole('main').getByRole('link', { name: 'privacy@genewell.example' })).toHaveAttribute('href', 'mailto:privacy@genewell.example');
});

const PAGES = {
  en: { '/privacy': 'Privacy policy', '/terms': 'Terms of use', '/cookies': 'Cookie policy', '/contact': 'Contact us' },
  vi: { '/privacy': 'Chính sách bảo mật', '/terms': 'Điều khoản sử dụng', '/cookies': 'Chính sách cookie', '/contact': 'Liên hệ' },
  th: { '/privacy': 'นโยบายความเป็นส่วนตัว', '/terms': 'ข้อกำหนดการใช้งาน', '/cookies': 'นโยบายคุกกี้', '/contact': 'ติดต่อเรา' },
  zh: { '/privacy': '隐私政策', '/terms': '使用条款', '/cookies': 'Cookie政策', '/contact': '联系我们' },
} as const;

for (const [language, pages] of Object.entries(PAGES)) {
  test(`the policy pages and /contact in ${language}`, async ({ page }) => {
    await useLanguage(page, language);
    for (const [path, title] of Object.entries(pages)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} · GeneWell`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // Company details are filled in; no placeholder is left.
      expect(await page.getByRole('main').textContent()).not.toMatch(/{{|}}/);
    }
    await page.goto('/privacy');
    await expect(page.getByRole('main')).toContainText('privacy@genewell.example');
    await expect(page.getByRole('main')).toContainText('13/2023/NĐ-CP');
  });
}

test('the cookie notice asks once; the choice survives a reload; Cookie settings changes it', async ({ page }) => {
  await page.goto('/');
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookies');
  await notice(page).getByRole('button', { name: 'Necessary only' }).click();
  await expect(notice(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(notice(page)).toBeFocused();
  await expect(notice(page)).toContainText('Your current choice: necessary cookies only.');
  await notice(page).getByRole('button', { name: 'Allow analytics' }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(settings).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await settings.click();
  await expect(notice(page)).toContainText('Your current choice: analytics allowed.');
  await page.keyboard.press('Escape');
  await expect(notice(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
});

test('the cookie notice is operated by keyboard and does not trap the focus', async ({ page }) => {
  await page.goto('/');
  await expect(notice(page)).toBeVisible();
  await notice(page).getByRole('button', { name: 'Necessary only' }).focus();
  await page.keyboard.press('Tab');
  await expect(notice(page).getByRole('button', { name: 'Allow analytics' })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await notice(page).evaluate((region) => region.contains(document.activeElement))).toBe(false);
  await notice(page).getByRole('button', { name: 'Allow analytics' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
});

// One page per test: seven axe analyses in one test came close to the 30 s limit on a busy machine.
for (const path of ['/', '/contact', '/privacy', '/terms', '/cookies']) {
  test(`axe finds nothing serious on ${path} with the cookie notice showing`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds nothing serious on /privacy once the notice is answered, nor on /contact in vi', async ({ page }) => {
  await page.goto('/');
  await notice(page).getByRole('button', { name: 'Necessary only' }).click();
  await expect(notice(page)).toHaveCount(0);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  const findings: Record<string, string[]> = { '/privacy (no notice)': await seriousViolations(page) };
  await useLanguage(page, 'vi');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liên hệ');
  findings['/contact (vi)'] = await seriousViolations(page);
  expect(findings).toEqual({ '/privacy (no notice)': [], '/contact (vi)': [] });
});

test.describe('on a 360 px phone screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  // One language per test, each within the 30 s limit on a busy machine.
  for (const language of ['en', 'vi', 'th', 'zh']) {
    test(`no page scrolls sideways in ${language}, and the cookie notice fits`, async ({ page }) => {
      await useLanguage(page, language);
      for (const path of ['/', '/contact', '/privacy', '/terms', '/cookies', '/sign-in']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const region = page.locator('#cookie-notice');
        await expect(region).toBeVisible();
        const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
        expect(widths.scroll, `${language} ${path}`).toBeLessThanOrEqual(widths.client);
        const box = await region.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 360, `${language} ${path}: the notice fits`).toBe(true);
      }
    });
  }

  test('the sign-in page says why it needs the number, with the policy a tap away', async ({ page }) => {
    await page.goto('/sign-in');
    const line = page.getByText('We use your number only to send you one-time codes to sign in');
    await expect(line).toBeVisible();
    await line.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  });
});
