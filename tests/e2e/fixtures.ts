import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The app has drawn over the first screen the server sent (server/system/app-page/first-screen.ts):
 * #root is no longer `data-booting`: the app answers clicks, keys and typing itself (until then the
 * inline boot keeps them and gives them again at the takeover); a page without a first screen never boots so.
 */
export async function appTookOver(page: Page): Promise<void> {
  // Not an app page (the SMS outbox, a fake third party's page): nothing to wait for.
  if ((await page.locator('#root').count()) === 0) return;
  await expect(page.locator('#root')).not.toHaveAttribute('data-booting', { timeout: 15_000 });
}

/** The kid-quiz promotion's cookies as a visitor who closed it after three displays has them (src/machines/promo-modals). */
export const PROMO_MODALS_DISMISSED = [
  { name: 'quizKidModalDisplayCount', value: '3' },
  { name: 'quizKidModalIsClosed', value: 'true' },
  // The onboarding survey modal: closed twice, never shown again.
  { name: 'onboardingSurveyModalCloseCount', value: '2' },
] as const;

/**
 * The `test` every end-to-end suite uses: each test also fails on a Content Security Policy
 * violation or an uncaught page error, so a page that works only with a relaxed CSP is caught.
 * Its `page` waits after each `goto` (to the load, the default) and `reload` until the app has
 * taken over the server's first screen (appTookOver), as a visitor waits for a page to respond
 * before typing into it. Its browser starts with the kid-quiz promotion and the onboarding survey modal dismissed (a modal
 * dialog makes the page behind it inert); `test.use({ promoModals: 'fresh' })` starts with none.
 */
export const test = base.extend<{ pageProblems: string[]; promoModals: 'dismissed' | 'fresh' }>({
  promoModals: ['dismissed', { option: true }],
  context: async ({ context, promoModals, baseURL }, use) => {
    if (promoModals === 'dismissed' && baseURL) await context.addCookies(PROMO_MODALS_DISMISSED.map((cookie) => ({ ...cookie, url: baseURL })));
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      // A test that asks for less than the load (`commit`, `domcontentloaded`) looks at the page before the app.
      const waitUntil = args[1]?.waitUntil ?? 'load';
      if (waitUntil === 'load' || waitUntil === 'networkidle') await appTookOver(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await appTookOver(page);
      return response;
    };
    await use(page);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
