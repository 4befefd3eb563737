import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import en from '../../src/i18n/locales/en/promo-modals.json' with { type: 'json' };

/**
 * The mini-app host bridge (issue 26) with the demo host page (/dev/mini-app-host, developer tools
 * on): the app in the host's frame tells the host it is ready (with its orientation by the spec's
 * rule), each page opened, and on Back asks the host to go back, which it does; every message the
 * host receives comes from the app's origin and window. The host's orientation reaches the
 * layout; the same message from a window that is not the host is ignored. Outside a host the app
 * posts nothing and offers no Back button.
 */
type HostMessage = { origin: string; fromApp: boolean; data: { type: string; path?: string; orientation?: string } };

const hostMessages = (page: Page) => page.evaluate(() => (window as unknown as { hostMessages: HostMessage[] }).hostMessages);

test('the demo host receives the app’s messages from the app’s origin only; Back takes the host back', async ({ page, baseURL }) => {
  const origin = new URL(baseURL as string).origin;
  await page.goto('/news');
  // The fixture's goto waits for the app's own pages; the host page is not one, its frame is.
  await page.goto('/dev/mini-app-host', { waitUntil: 'domcontentloaded' });
  const app = page.frameLocator('#app');
  await expect(app.locator('#root')).not.toHaveAttribute('data-booting', { timeout: 15_000 });

  await expect.poll(async () => (await hostMessages(page)).map((message) => message.data.type)).toContain('app.ready');
  const ready = (await hostMessages(page)).find((message) => message.data.type === 'app.ready');
  expect(ready?.data).toEqual({ type: 'app.ready', path: '/', orientation: 'portrait' });

  // The host's orientation (90: landscape) reaches the layout; the same message from the app's own window is ignored.
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  expect(frame).not.toBeNull();
  // Messages from one window arrive in order: once the second (a marker) has arrived, the first has been handled.
  const afterOwnMessage = await frame?.evaluate(
    () =>
      new Promise<string | undefined>((resolve) => {
        const marker = (event: MessageEvent) => {
          if (event.data !== 'marker') return;
          window.removeEventListener('message', marker);
          resolve(document.documentElement.dataset.orientation);
        };
        window.addEventListener('message', marker);
        window.postMessage({ type: 'host.orientation', angle: 90 }, '*');
        window.postMessage('marker', '*');
      }),
  );
  expect(afterOwnMessage).toBe('portrait');
  await page.getByRole('button', { name: 'Turn the host to landscape' }).click();
  await expect(app.locator('html')).toHaveAttribute('data-orientation', 'landscape');

  // Back asks the host, which goes back (to /news, where this tab was before the host).
  await app.getByRole('button', { name: en.host.back }).click();
  await expect(page).toHaveURL(`${origin}/news`);
});

test('each page opened is told to the host; every message the host received came from the app; outside a host the app posts nothing', async ({ page, baseURL }) => {
  const origin = new URL(baseURL as string).origin;
  await page.goto('/dev/mini-app-host', { waitUntil: 'domcontentloaded' });
  const app = page.frameLocator('#app');
  await expect(app.locator('#root')).not.toHaveAttribute('data-booting', { timeout: 15_000 });
  await expect.poll(async () => (await hostMessages(page)).map((message) => message.data.type)).toContain('app.ready');
  // A page opened in the app is told to the host.
  await app.getByRole('link', { name: 'Blog' }).first().click();
  await expect.poll(async () => (await hostMessages(page)).filter((message) => message.data.type === 'app.page').map((message) => message.data.path)).toEqual(['/blog']);
  for (const message of await hostMessages(page)) expect(message).toMatchObject({ origin, fromApp: true });

  // Not in a host: no Back button, nothing posted to the (own) window.
  await page.goto('/');
  await expect(page.getByRole('button', { name: en.host.back })).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-orientation');
});
