import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';

/**
 * "Delete my account and data" (issue 13) as a customer uses it, against the real server: sign
 * in with the code from the SMS outbox, read what is deleted, get a deletion code by SMS, a wrong
 * code is refused, the right one deletes the account; the confirmation page shows, the browser
 * forgot the token and the server refuses it, the outbox holds nothing for the number, and the
 * number signs up afresh to an empty profile. axe finds nothing serious on the new pages, and the
 * page fits a 360 px phone screen. Every test also fails on a CSP violation or a page error.
 */

type OutboxMessage = { body: string; purpose: string };

async function outbox(request: APIRequestContext, phone: string): Promise<OutboxMessage[]> {
  const response = await request.get('/api/dev/sms-outbox', { params: { phone } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** The code of the newest message to `phone` whose text matches `kind` (messages come newest first). */
async function latestCode(request: APIRequestContext, phone: string, kind: RegExp): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const [newest] = await outbox(request, phone);
      code = newest && kind.test(newest.body) ? /\b(\d{6})\b/.exec(newest.body)?.[1] : undefined;
      return code;
    }, { message: `a code in the outbox for ${phone}` })
    .toBeDefined();
  return code as string;
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

async function signIn(page: Page, phone: string) {
  await page.goto('/sign-in');
  const notice = page.getByRole('region', { name: 'Cookies on GeneWell' });
  if (await notice.isVisible()) await notice.getByRole('button', { name: 'Necessary only' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await latestCode(page.request, phone, /sign in/));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

test.describe('on a 360 px phone screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('delete my account and data with the code from the SMS: gone, signed out, the number starts afresh', async ({ page }) => {
    // The server waits a minute between two codes to one number from one address (sign-in, then deletion).
    test.setTimeout(150_000);
    const phone = '0377 654 321';
    const e164 = '+84377654321';
    await signIn(page, phone);
    const token = await storedToken(page);
    expect(token).toMatch(/^.{32,}$/);

    // Something of the user's own: a name on the profile.
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Lê Văn Xoá');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Lê Văn Xoá')).toBeVisible();

    // The profile leads to the page; it says what goes, what stays, and that it cannot be undone.
    await page.getByRole('link', { name: 'Delete my account and data' }).click();
    await expect(page).toHaveURL('/account/delete');
    await expect(page.getByRole('heading', { level: 1, name: 'Delete my account and data' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What will be deleted' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'genetic tests linked to your account' })).toBeVisible();
    await expect(page.getByText('This cannot be undone.')).toBeVisible();
    await expect(page.getByText('we will send a 6-digit one-time code by SMS to +84 377 654 321')).toBeVisible();
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing is sent before the user confirms. The sign-in code a moment ago does not hold this
    // one back: the pause between codes is per purpose.
    const before = (await outbox(page.request, e164)).length;
    await page.getByRole('button', { name: 'Send the code' }).click();
    // Then one code, by SMS, to the account's number.
    const code = await latestCode(page.request, e164, /delete your account and data/);
    expect(await outbox(page.request, e164)).toHaveLength(before + 1);
    const codeField = page.getByRole('textbox', { name: '6-digit code' });
    await expect(codeField).toBeFocused();
    await expect(page.getByText('We sent a 6-digit code by SMS to +84 377 654 321.')).toBeVisible();
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    // A wrong code is refused with the server's verdict; nothing is deleted.
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('This code is not correct. Check it and try again.');
    expect((await page.request.get('/portal/api/v1/user-profile/', { headers: { Authorization: `Token ${token}` } })).status()).toBe(200);

    // The right one deletes the account: the confirmation, signed out, the token forgotten; no
    // sign-out is sent for a token that went with the account (it answered 401: issue 23 §14).
    const signOuts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mobile-auth/signout/')) signOuts.push(request.url());
    });
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await expect(page).toHaveURL('/account-deleted');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account was deleted' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Your GeneWell account and your personal data have been deleted, and you are signed out.');
    await expect.poll(() => storedToken(page)).toBeNull();
    expect(signOuts).toEqual([]);
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    // The phone menu offers sign-in again.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The server refuses the old token, and keeps no message to the number.
    expect((await page.request.get('/portal/api/v1/user-profile/', { headers: { Authorization: `Token ${token}` } })).status()).toBe(401);
    expect(await outbox(page.request, e164)).toEqual([]);
    // The account pages ask a signed-out visitor to sign in.
    await page.goto('/account/delete');
    await expect(page).toHaveURL('/sign-in?redirect=%2Faccount%2Fdelete');

    // The number signs up again: a new account, with nothing in it.
    await signIn(page, phone);
    const fresh = await storedToken(page);
    expect(fresh).not.toBe(token);
    await expect(page.getByText('Lê Văn Xoá')).toHaveCount(0);
    const profile = await page.request.get('/portal/api/v1/user-profile/', { headers: { Authorization: `Token ${fresh}` } });
    expect((await profile.json()).data).toMatchObject({ phone_number: e164, name: null, email: null });
  });
});
