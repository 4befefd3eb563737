import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';

/**
 * The payment and complaint pages on a 360 px phone screen, in Vietnamese and English: payment
 * security, bank-transfer instructions (with the transfer details of a sample order: the VietQR
 * code drawn in the page, copy buttons, the quick-link image) and complaint handling, each with
 * its process diagram as an SVG of real text; each page's own title; reachable from the footer;
 * nothing scrolls sideways; axe finds nothing serious. Every test also fails on a CSP violation
 * or an uncaught page error (fixtures.ts).
 */

test.use({ viewport: { width: 360, height: 740 } });
// Several pages and an axe analysis on each per test: 33.6 s once on the two-core CI machine (bash .ci/run on d6db27c).
test.describe.configure({ timeout: 90_000 });

async function useLanguage(page: Page, language: string) {
  await page.context().addCookies([{ name: 'locale', value: language, url: test.info().project.use.baseURL ?? 'http://127.0.0.1' }]);
}

const TEXTS = {
  vi: {
    footer: { '/payment-security': 'Bảo mật thanh toán', '/bank-transfer': 'Hướng dẫn chuyển khoản', '/complaints': 'Giải quyết khiếu nại' },
    titles: { '/payment-security': 'Bảo mật thanh toán', '/bank-transfer': 'Thanh toán bằng chuyển khoản ngân hàng', '/complaints': 'Giải quyết khiếu nại' },
    diagrams: { '/payment-security': 'Quy trình thanh toán theo từng bước', '/bank-transfer': 'Quy trình thanh toán theo từng bước', '/complaints': 'Quy trình giải quyết khiếu nại theo từng bước' },
    qr: /^Mã VietQR: chuyển 1\.490\.000đ đến tài khoản \d+ tại /,
    copyAccount: 'Sao chép số tài khoản',
    copied: 'Đã sao chép vào bộ nhớ tạm.',
    quickLink: /Mở mã QR dạng ảnh/,
  },
  en: {
    footer: { '/payment-security': 'Payment security', '/bank-transfer': 'Paying by bank transfer', '/complaints': 'Complaint handling' },
    titles: { '/payment-security': 'Payment security', '/bank-transfer': 'Paying by bank transfer', '/complaints': 'Complaint handling' },
    diagrams: { '/payment-security': 'Payment process, step by step', '/bank-transfer': 'Payment process, step by step', '/complaints': 'Complaint handling process, step by step' },
    qr: /^VietQR code: transfer 1\.490\.000đ to .+ account \d+$/,
    copyAccount: 'Copy the account number',
    copied: 'Copied to the clipboard.',
    quickLink: /Open the QR code as an image/,
  },
} as const;

const STEPS = { '/payment-security': 5, '/bank-transfer': 5, '/complaints': 6 } as const;

for (const [language, texts] of Object.entries(TEXTS)) {
  test(`the payment and complaint pages in ${language}: footer links, titles, diagrams, 360 px, axe`, async ({ page }) => {
    await useLanguage(page, language);
    const findings: Record<string, string[]> = {};
    for (const path of ['/payment-security', '/bank-transfer', '/complaints'] as const) {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: texts.footer[path], exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.titles[path]);
      expect(await page.title()).toContain(texts.titles[path]);

      const diagram = page.getByRole('figure', { name: texts.diagrams[path] });
      await expect(diagram.getByRole('listitem')).toHaveCount(STEPS[path]);
      // The diagram's text is real text in the page's language, and it fits the screen.
      await expect(diagram.locator('svg text').first()).not.toBeEmpty();
      const box = await diagram.locator('svg').boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360, `${path}: the diagram fits`).toBe(true);

      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll, `${language} ${path}`).toBeLessThanOrEqual(widths.client);
      findings[path] = await seriousViolations(page);
    }
    expect(findings).toEqual({ '/payment-security': [], '/bank-transfer': [], '/complaints': [] });
  });

  test(`the bank-transfer page shows a sample order's transfer details in ${language}`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useLanguage(page, language);
    await page.goto('/bank-transfer');
    const qr = page.getByRole('img', { name: texts.qr });
    await expect(qr).toBeVisible();
    await expect(qr.locator('path')).toHaveAttribute('d', /^M4 4h1v1h-1z/);
    const qrBox = await qr.boundingBox();
    expect(qrBox && qrBox.width >= 200 && qrBox.x + qrBox.width <= 360).toBe(true);

    await expect(page.getByRole('button', { name: texts.copyAccount })).toBeVisible();
    await page.getByRole('button', { name: texts.copyAccount }).click();
    await expect(page.getByText(texts.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[A-Za-z0-9]+$/);

    await expect(page.getByRole('link', { name: texts.quickLink })).toHaveAttribute(
      'href',
      /^https:\/\/img\.vietqr\.io\/image\/\d{6}-[A-Za-z0-9]+-compact2\.png\?amount=1490000&addInfo=GW\+DEMO\+0001&accountName=/,
    );
  });
}
