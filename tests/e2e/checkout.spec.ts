import { spawn, execFile } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The shop on a 360 px phone (issue 11): in Vietnamese, add a package and a doctor consultation
 * (an add-on, attached under it), apply a discount code through the cart's `?code=` link (the
 * one the kid quiz's "use this code" opens), check out as a guest paying by bank transfer, see
 * the VietQR code and the pending order, mark it paid with `npm run orders -- mark-paid`, and see
 * "paid" after a reload. Axe finds nothing serious on any page.
 *
 * Marking paid needs ORDERS_ADMIN_TOKEN on the server (the command asks the running server, which
 * owns its in-memory PGlite, through the protected route), so this suite starts a server of its
 * own with one, on the port after E2E_PORT.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN_TOKEN = 'e2e-orders-admin-token-0123456789abcdefghij';

let server: ChildProcess | null = null;

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, baseURL: ORIGIN });
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      DEV_TOOLS: 'true',
      SEED_DEMO_DATA: 'true',
      PUBLIC_ORIGIN: ORIGIN,
      ORDERS_ADMIN_TOKEN: ADMIN_TOKEN,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The checkout suite’s server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function expectSoundPage(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('a guest buys a package and a consultation with a discount code by bank transfer, and sees it paid', async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'vi', url: ORIGIN }]);

  // A package, added from its page; the header counts it.
  await page.goto('/packages/g-intel');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.getByRole('button', { name: /^Thêm vào giỏ: / }).click();
  await expect(page.getByText('Sản phẩm đã có trong giỏ hàng.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Giỏ hàng, số sản phẩm: 1' })).toBeVisible();
  await expectSoundPage(page);

  // A doctor consultation: an add-on, attached under the package.
  await page.goto('/packages/consultation-session-30-min');
  await page.getByRole('button', { name: /^Thêm vào giỏ: / }).click();
  await expect(page.getByText('Sản phẩm đã có trong giỏ hàng.')).toBeVisible();

  // The discount code link (as the kid quiz's "use this code" opens it) applies the code.
  await page.goto('/cart?code=welcome10');
  await expect(page.getByRole('heading', { level: 1, name: 'Giỏ hàng của bạn' })).toBeVisible();
  await expect(page.locator('.cart-line')).toHaveCount(2);
  await expect(page.locator('.cart-line--add-on')).toHaveCount(1);
  await expect(page.getByText('Đã áp dụng mã giảm giá WELCOME10.')).toBeVisible();
  await expect(page.getByText(/^Giảm giá \(WELCOME10\)$/)).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(/^[\d.]+đ$/);
  await expectSoundPage(page);

  // Checkout as a guest: an incomplete form says what is missing and sends nothing.
  await page.getByRole('link', { name: 'Tiến hành thanh toán' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thanh toán' })).toBeVisible();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.getByLabel('Họ và tên').fill('Nguyễn Văn An');
  await page.getByLabel('Số điện thoại').fill('0901 234 567');
  await page.getByLabel('Tỉnh/Thành phố').selectOption({ label: 'Thành phố Hồ Chí Minh' });
  await expect(page.getByLabel('Phường/Xã').locator('option')).not.toHaveCount(1);
  await page.getByLabel('Phường/Xã').selectOption({ index: 1 });
  await page.getByLabel('Số nhà, tên đường').fill('12 Lê Lợi');
  await expect(page.getByLabel('Chuyển khoản ngân hàng (VietQR)', { exact: false })).toBeChecked();
  await expectSoundPage(page);
  await page.getByRole('button', { name: 'Đặt hàng' }).click();

  // The order: pending, with the VietQR code and the transfer details; the secret stays in the fragment.
  await expect(page).toHaveURL(/\/orders\/GW-\d{4}-\d{6,}#[A-Za-z0-9_-]{43}$/);
  const reference = /\/orders\/(GW-\d{4}-\d{6,})/.exec(page.url())?.[1] ?? '';
  await expect(page.getByTestId('order-status')).toContainText('chờ thanh toán');
  await expect(page.locator('.transfer-details svg[role="img"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Giỏ hàng, số sản phẩm: 0' })).toBeVisible();
  await expectSoundPage(page);

  // Operations mark it paid; a reload shows it.
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/orders.ts', 'mark-paid', reference], {
    env: { ...process.env, ORDERS_SERVER_URL: ORIGIN, ORDERS_ADMIN_TOKEN: ADMIN_TOKEN, PORT: String(PORT), DATABASE_URL: '', DATA_DIR: 'memory://' },
  });
  expect(stdout).toContain(reference);
  await page.reload();
  await expect(page.getByTestId('order-status')).toContainText('đã thanh toán');
  await expect(page.locator('.transfer-details')).toHaveCount(0);
  await expectSoundPage(page);
});
