import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { evaluateAnswers } from '../../src/domain/kid-quiz/outcomes';
import en from '../../src/i18n/locales/en/kid-quiz.json' with { type: 'json' };
import vi from '../../src/i18n/locales/vi/kid-quiz.json' with { type: 'json' };
import { withoutDiacritics } from '../../server/services/sms/sms-text';

/**
 * A parent takes the kid-personality quiz against the real server: six answers on the range
 * control (keyboard and pointer), the calculation, the result, then the result sent by SMS and
 * found in the SMS outbox, whose link opens the results in full (it carries the record's secret)
 * while the same link without the secret shows the result only. Runs in Vietnamese and in English.
 */

type Texts = typeof en;
const outcomeTexts = (texts: Texts, id: string) => (texts.outcomes as Record<string, { potentialJob: string; roleModel: { name: string } }>)[id];

async function answerQuestion(page: Page, texts: Texts, answer: number, isLast: boolean) {
  const slider = page.getByRole('slider');
  const next = page.getByRole('button', { name: isLast ? texts.question.seeResults : texts.question.next });
  // The question cannot be passed unanswered.
  await expect(next).toBeDisabled();
  await slider.focus();
  // Keyboard first: Home selects 1, then ArrowRight steps up to the answer.
  await page.keyboard.press('Home');
  for (let value = 1; value < answer; value += 1) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue(String(answer));
  await expect(next).toBeEnabled();
  await next.click();
}

async function takeQuiz(page: Page, texts: Texts, answers: number[]) {
  await page.getByRole('button', { name: texts.home.start }).click();
  for (const [index, answer] of answers.entries()) {
    await expect(page.getByText(texts.question.progress.replace('{{current}}', String(index + 1)).replace('{{total}}', '6'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`scene=${index + 2}`));
    await answerQuestion(page, texts, answer, index === answers.length - 1);
  }
}

async function outboxFor(page: Page, phone: string) {
  const response = await page.request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Array<{ body: string; language: string; purpose: string }> }).data;
}

const journeys = [
  { language: 'vi', texts: vi as Texts, answers: [9, 8, 7, 9, 8, 3], phone: '0912000111' },
  { language: 'en', texts: en, answers: [2, 3, 4, 2, 3, 9], phone: '0912000222' },
] as const;

for (const journey of journeys) {
  test(`a parent completes the quiz in ${journey.language}, sees a result and gets it by SMS`, async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: journey.language, url: 'http://127.0.0.1:3100' }]);
    const { texts } = journey;
    const expected = outcomeTexts(texts, evaluateAnswers(journey.answers).outcomeId);

    await page.goto('/kid-quiz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.home.title);
    await takeQuiz(page, texts, [...journey.answers]);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.potentialJob);
    await expect(page.getByText(expected.roleModel.name).first()).toBeVisible();
    await expect(page).toHaveURL(/scene=9/);
    await expect(page).toHaveURL(/result=[0-9a-f-]{36}/);
    await expect(page.getByText(texts.results.saved)).toBeVisible();

    await page.getByLabel(texts.share.phoneLabel).first().fill(journey.phone);
    await page.getByRole('button', { name: texts.share.sendResults }).click();
    await expect(page.getByText(texts.share.resultsSent.split('{{phone}}')[0].trim(), { exact: false })).toBeVisible();

    const messages = await outboxFor(page, journey.phone);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ language: journey.language, purpose: 'kid-quiz-results' });
    // Vietnamese SMS are written without diacritics (the glossary's rule, server/services/sms/sms-text.ts).
    const jobInSms = journey.language === 'vi' ? withoutDiacritics(expected.potentialJob) : expected.potentialJob;
    expect(messages[0].body).toContain(jobInSms);

    // The link in the SMS reopens the same results in full in a new tab: it carries the
    // record's secret in its fragment, which the page keeps and takes out of the address bar.
    const link = /https?:\/\/\S+/.exec(messages[0].body)?.[0] ?? '';
    expect(link).toMatch(/\/kid-quiz\?scene=9&result=[0-9a-f-]{36}#k=[A-Za-z0-9_-]{43}$/);
    const reopened = await context.newPage();
    await reopened.goto(link);
    await expect(reopened.getByRole('heading', { level: 1 })).toHaveText(expected.potentialJob);
    await expect(reopened.getByText(texts.results.saved)).toBeVisible();
    await expect(reopened.getByRole('button', { name: texts.share.sendResults })).toBeVisible();
    await expect(reopened.getByLabel(texts.share.phoneLabel).first()).not.toHaveValue('');
    await expect(reopened).toHaveURL(/\?scene=9&result=[0-9a-f-]{36}$/);
    await reopened.close();

    // The same link without its secret (shared, or copied from the address bar) shows the result only.
    const shared = await context.newPage();
    await shared.goto(link.split('#')[0]);
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText(expected.potentialJob);
    await expect(shared.getByText(texts.results.shared)).toBeVisible();
    await expect(shared.getByRole('button', { name: texts.share.sendResults })).toHaveCount(0);
    await expect(shared.getByRole('button', { name: texts.discount.get })).toHaveCount(0);
    const digits = journey.phone.replace(/\D/g, '');
    await expect(shared.getByText(`${digits.slice(0, 2)}•••••${digits.slice(-3)}`, { exact: false })).toBeVisible();
    await expect(shared.getByText(digits.slice(2, 7))).toHaveCount(0);
    await shared.getByRole('button', { name: texts.results.takeQuiz }).click();
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText(texts.home.title);
    await shared.close();

    if (journey.language === 'en') {
      // The discount code: created once, shown, and sent by SMS.
      await page.getByRole('button', { name: texts.discount.get }).click();
      const code = (await page.getByText(/^KID-[A-Z0-9]{8}$/).textContent()) ?? '';
      expect(code).toMatch(/^KID-/);
      // The button is gone: the focus is on the code, not on the page body (issue 23 §12).
      await expect(page.getByText(/^KID-[A-Z0-9]{8}$/)).toBeFocused();
      await page.getByRole('button', { name: texts.discount.send }).click();
      await expect(page.getByText(texts.discount.sent.split('{{phone}}')[0].trim(), { exact: false })).toBeVisible();
      const withCode = await outboxFor(page, journey.phone);
      expect(withCode).toHaveLength(2);
      expect(withCode[0]).toMatchObject({ purpose: 'kid-quiz-code' });
      expect(withCode[0].body).toContain(code);
    }

    // The outbox page shows it too.
    await page.goto(`/dev/outbox?phone=${journey.phone}`);
    await expect(page.getByTestId('sms-row').filter({ hasText: jobInSms })).toHaveCount(1);
  });
}

test('back and forward keep the answers, and reload stays on the same question', async ({ page }) => {
  await page.goto('/kid-quiz');
  await page.getByRole('button', { name: en.home.start }).click();
  await answerQuestion(page, en, 7, false);
  await answerQuestion(page, en, 4, false);
  await expect(page).toHaveURL(/scene=4/);
  await page.goBack();
  await expect(page).toHaveURL(/scene=3/);
  await expect(page.getByRole('slider')).toHaveValue('4');
  await page.goBack();
  await expect(page.getByRole('slider')).toHaveValue('7');
  await page.goForward();
  await expect(page.getByRole('slider')).toHaveValue('4');
  await page.reload();
  await expect(page).toHaveURL(/scene=3/);
  await expect(page.getByRole('slider')).toHaveValue('4');
  // A question after an unanswered one cannot be opened from the address bar.
  await page.goto('/kid-quiz?scene=7');
  await expect(page).not.toHaveURL(/scene=7/);
});

test('back from the results is question 6; a reload on the results reopens the same record', async ({ page }) => {
  const created: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/kid-quiz/results/')) created.push(request.url());
  });
  const answers = [5, 6, 5, 6, 5, 6];
  const expected = outcomeTexts(en, evaluateAnswers(answers).outcomeId);
  await page.goto('/kid-quiz');
  await takeQuiz(page, en, answers);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.potentialJob);
  await expect(page.getByText(en.results.saved)).toBeVisible();
  await expect(page).toHaveURL(/\?scene=9&result=[0-9a-f-]{36}$/);
  const resultsUrl = page.url();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.potentialJob);
  await expect(page.getByText(en.results.saved)).toBeVisible();
  expect(page.url()).toBe(resultsUrl);

  // The calculation left no history entry: Back is question 6, with its answer.
  await page.goBack();
  await expect(page).toHaveURL(/\?scene=7$/);
  await expect(page.getByRole('slider')).toHaveValue('6');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.potentialJob);
  expect(page.url()).toBe(resultsUrl);
  expect(created).toHaveLength(1);

  // A results id that is not one is refused, and the URL put back.
  await page.goto('/kid-quiz?scene=9&result=not-a-record-id');
  await expect(page).toHaveURL(/\?scene=9&result=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.potentialJob);
});

test('the quiz fits a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/kid-quiz');
  await page.getByRole('button', { name: en.home.start }).click();
  await expect(page.getByRole('slider')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the quiz page has its own title, reached by a link or loaded directly (issue 23 §5)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Take the kid quiz' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: en.home.title })).toBeVisible();
  await expect(page).toHaveTitle(`${en.title} · GeneWell`);
  await page.goto('/kid-quiz');
  await expect(page).toHaveTitle(`${en.title} · GeneWell`);
});
