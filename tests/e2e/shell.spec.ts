import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * The app shell as a visitor uses it: language and currency switchers, navigation on a phone,
 * the 404 page, keyboard access and the static pages. Every test also fails on a Content
 * Security Policy violation or an uncaught page error.
 */

const languageSelect = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

test('switching to VN shows Vietnamese, then USD changes the price, and both survive a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Know your genes, live well');
  await expect(page.getByTestId('g-intel-price')).toHaveText('from 3.000.000đ');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await expect(page).toHaveTitle('GeneWell — Genetic insight for everyday wellness');

  await languageSelect(page, 'Language').selectOption({ label: 'VN' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hiểu gen của bạn, sống khỏe hơn');
  await expect(page).toHaveTitle('GeneWell — Hiểu gen để sống khỏe mỗi ngày');
  await expect(page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  await page.getByRole('combobox', { name: 'Tiền tệ', exact: true }).selectOption('USD');
  await expect(page.getByTestId('g-intel-price')).toHaveText('chỉ từ $120.00');

  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'locale')).toMatchObject({ value: 'vi' });
  expect(await page.evaluate(() => localStorage.getItem('selectedCurrencyCode'))).toBe('USD');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hiểu gen của bạn, sống khỏe hơn');
  await expect(page.getByTestId('g-intel-price')).toHaveText('chỉ từ $120.00');
});

test('the language switcher offers VN, EN, CN and TH (Chinese is enabled by default)', async ({ page }) => {
  await page.goto('/');
  await expect(languageSelect(page, 'Language').getByRole('option')).toHaveText(['VN', 'EN', 'CN', 'TH']);
  await languageSelect(page, 'Language').selectOption({ label: 'CN' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('了解您的基因，活出健康');
  await languageSelect(page, '语言').selectOption({ label: 'TH' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('รู้จักยีนของคุณ ใช้ชีวิตอย่างมีสุขภาพดี');
});

test.describe('a first visit from a Vietnamese browser (vi-VN)', () => {
  test.use({ locale: 'vi-VN' });

  test('opens in Vietnamese; a language the visitor picks wins over the browser after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hiểu gen của bạn, sống khỏe hơn');
    // Nothing is remembered until the visitor chooses.
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'locale')).toBeUndefined();

    await languageSelect(page, 'Ngôn ngữ').selectOption({ label: 'EN' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Know your genes, live well');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Know your genes, live well');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('a first visit from a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('opens in English, the default', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Know your genes, live well');
  });
});

test('an unknown path shows the 404 page, localised', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found · GeneWell');
  await languageSelect(page, 'Language').selectOption({ label: 'VN' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang');
  await expect(page).toHaveTitle('Không tìm thấy trang · GeneWell');
  await page.getByRole('link', { name: 'Về trang chủ' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hiểu gen của bạn, sống khỏe hơn');
});

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the navigation collapses into a menu button and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Kid quiz' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Booking needs an account: a visitor is sent to sign-in, to come back to the wizard.
    await nav.getByRole('link', { name: 'Consultation' }).click();
    await expect(page).toHaveURL('/sign-in?redirect=%2Fconsultation');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });

  test('Escape closes the open menu from the keyboard and gives the focus back to the menu button', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('the static pages fit the screen in Thai', async ({ page }) => {
    for (const path of ['/payment-security', '/bank-transfer', '/complaints', '/complaint-process']) {
      await page.goto(path);
      await languageSelect(page, 'Language').or(languageSelect(page, 'ภาษา')).selectOption({ label: 'TH' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'th');
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });

  test('the cookie notice comes right after the skip link in the tab order, drawn at the foot of the screen (issue 23 §12)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Know your genes, live well');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    const notice = page.getByRole('region', { name: 'Cookies on GeneWell' });
    await expect(notice.getByRole('link').first()).toBeFocused();
    // Still drawn at the foot of the screen, over the page.
    const box = await page.locator('#cookie-notice').boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(740);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('button').last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#cookie-notice')).toHaveCount(0);
  });

  test('going back restores the scroll position of the page left', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Book a consultation' });
    await link.scrollIntoViewIfNeeded();
    const leftAt = await page.evaluate(() => window.scrollY);
    expect(leftAt).toBeGreaterThan(500);
    await link.click();
    // The booking wizard sends a visitor to sign-in first.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Know your genes, live well');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
  });
});

test('keyboard: Tab reaches the skip link first, and it moves focus to the page', async ({ page }) => {
  await page.goto('/');
  // The app renders after its translations load; a key pressed before that has nothing to focus.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Know your genes, live well');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Take the kid quiz' })).toBeFocused();
});

test('the footer links lead to the static pages, with the process diagrams', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Site information' });

  await footer.getByRole('link', { name: 'Payment security' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment security');
  await expect(page.getByRole('heading', { level: 2, name: 'Ways to pay' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Payment process, step by step' }).getByRole('listitem')).toHaveCount(5);

  await footer.getByRole('link', { name: 'Complaint handling' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complaint handling');

  await footer.getByRole('link', { name: 'Complaint process' }).click();
  await expect(page.getByRole('figure', { name: 'Complaint handling process, step by step' }).getByRole('listitem')).toHaveCount(6);
});

test('a page opened directly draws no focus ring around the heading the focus is moved to', async ({ page }) => {
  await page.goto('/kid-quiz');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const focused = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element ? { outline: getComputedStyle(element).outlineStyle } : null;
  });
  // Where the focus went (the page heading or the main region), nothing is drawn around it.
  expect(focused).toEqual({ outline: "none" });
  // Controls still show the ring when reached from the keyboard.
  await page.keyboard.press('Tab');
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement as HTMLElement).outlineStyle);
  expect(ring).toBe('solid');
});
