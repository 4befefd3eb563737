import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import en from '../../src/i18n/locales/en/kid-quiz.json' with { type: 'json' };
import { seriousViolations } from './axe';

/**
 * First use on a phone (issue 13): the quiz's 1-10 slider looks unanswered until touched, and a
 * tap in its middle (6, where a browser would rest the thumb) answers; the result is shared to
 * Facebook and Zalo with its public address (never the record's secret); a limit on sign-in codes
 * is said as a time of day, with no resend button until then. Axe finds nothing serious.
 */

/**
 * How many pixels of the slider, as the screen shows it, are the thumb's colour (teal 700,
 * --color-brand): none while the question is unanswered. The screenshot is read in the page.
 */
async function thumbPixels(page: Page, slider: Locator): Promise<number> {
  await page.mouse.move(0, 0);
  const png = (await slider.screenshot({ animations: 'disabled', caret: 'hide' })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, image.width, image.height);
    let count = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (Math.abs(pixels[i] - 0x0f) < 12 && Math.abs(pixels[i + 1] - 0x76) < 12 && Math.abs(pixels[i + 2] - 0x6e) < 12) count += 1;
    }
    return count;
  }, png);
}

/** Taps the slider where `value` sits on its track (the thumb's centre runs from one thumb-half in from each end). */
async function tapValue(page: Page, slider: Locator, value: number) {
  const box = await slider.boundingBox();
  if (!box) throw new Error('the slider is not on screen');
  // The thumb is 1.75rem wide (kid-quiz.css).
  const thumb = 28;
  const x = box.x + thumb / 2 + ((value - 1) / 9) * (box.width - thumb);
  await page.touchscreen.tap(x, box.y + box.height / 2);
}

test.describe('on a 360 px touch screen', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the slider looks unanswered until tapped, a tap on 6 answers, and the result is shared without its secret', async ({ page }) => {
    await page.goto('/kid-quiz');
    await page.getByRole('button', { name: en.home.start }).tap();
    const answers = [6, 9, 6, 2, 6, 6];
    for (const [index, answer] of answers.entries()) {
      const slider = page.getByRole('slider');
      const next = page.getByRole('button', { name: index === 5 ? en.question.seeResults : en.question.next });
      await expect(page.getByText(en.question.progress.replace('{{current}}', String(index + 1)).replace('{{total}}', '6'))).toBeVisible();
      // Unanswered: no thumb drawn, "Not answered yet", and Next cannot be pressed.
      await expect(page.locator('output')).toHaveText(en.question.notAnswered);
      await expect(slider).toHaveAttribute('aria-valuetext', en.question.notAnswered);
      expect(await thumbPixels(page, slider)).toBe(0);
      await expect(next).toBeDisabled();
      if (index === 0) expect(await seriousViolations(page)).toEqual([]);

      await tapValue(page, slider, answer);
      await expect(slider).toHaveValue(String(answer));
      await expect(page.locator('output')).toHaveText(en.question.answer.replace('{{value}}', String(answer)));
      expect(await thumbPixels(page, slider)).toBeGreaterThan(100);
      await expect(next).toBeEnabled();
      await next.tap();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await expect(page.getByText(en.results.saved)).toBeVisible();
    const publicUrl = page.url();
    expect(publicUrl).toMatch(/\/kid-quiz\?scene=9&result=[0-9a-f-]{36}$/);
    const facebook = page.getByRole('link', { name: `${en.share.social.facebook} ${en.share.social.newTab}` });
    const zalo = page.getByRole('link', { name: `${en.share.social.zalo} ${en.share.social.newTab}` });
    await expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(publicUrl)}`);
    await expect(zalo).toHaveAttribute('href', `https://zalo.me/share?url=${encodeURIComponent(publicUrl)}`);
    for (const link of [facebook, zalo]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).not.toContain('#k=');
    }
    // No share SDK or tracking script came with them.
    const foreign = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter((src) => src && !src.startsWith(window.location.origin)));
    expect(foreign).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // Forward from question 6 returns to the result.
    await page.goBack();
    await expect(page).toHaveURL(/\?scene=7$/);
    await expect(page.getByRole('slider')).toHaveValue('6');
    await page.goForward();
    await expect(page.getByText(en.results.saved)).toBeVisible();
    expect(page.url()).toBe(publicUrl);
  });
});

test('a limit on sign-in codes is said as a time of day, with no resend button until then', async ({ page }) => {
  const phone = '0389 777 111';
  // A code went to this number a moment ago (another tab, say): the next one must wait.
  const firstAsked = Date.now();
  const first = await page.request.post('/portal/api/v1/mobile-auth/signin/', { data: { otp_key: '+84389777111', otp_method: 'sms' } });
  expect(first.ok()).toBe(true);

  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  const asked = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Many codes were asked for this number lately. If one reached you, enter it.');

  // The wait ends a minute after the first code's request (give or take the second the server
  // rounds to), and no later than a minute after this one: one of the minutes from the first end
  // rounded up to the last (every one of them, not only the two ends: ends that straddle a
  // minute's turn can fall in the minute between).
  const minute = (at: number) => Math.ceil(at / 60_000) * 60_000;
  const clock = (at: number) => new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(new Date(at));
  const possible: string[] = [];
  for (let at = minute(firstAsked + 59_000); at <= minute(asked + 61_000); at += 60_000) possible.push(clock(at));
  const status = page.getByRole('status');
  await expect(status).toHaveText(/^You can ask for a new code at \d{1,2}:\d{2} [AP]M\.$/);
  expect(possible.map((time) => `You can ask for a new code at ${time}.`)).toContain(await status.textContent());
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send a new code' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The code that did go can still be typed: an empty form says what to type.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the 6-digit code we sent to +84 389 777 111.');
});
