import { expect } from './fixtures';
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { evaluateAnswers } from '../../src/domain/kid-quiz/outcomes';
import * as PHONE_RULES from '../../src/domain/phone';
import { QUESTION_COUNT, isCompleteAnswers } from '../../src/domain/kid-quiz/questions';
import { SAMPLE_ANSWERS, createdRecordFor } from '../../src/machines/kid-quiz/kid-quiz.fixtures';
import { createKidQuizMachine } from '../../src/machines/kid-quiz/kid-quiz.machine';
import type { KidQuizSnapshot } from '../../src/machines/kid-quiz/kid-quiz.machine';
import { answersOf, questionOf, viewOf } from '../../src/machines/kid-quiz/kid-quiz.selectors';
import { catalogueOf } from '../../src/machines/testing/machine-catalogue';
import { withhold } from '../../src/machines/testing/paths';
import type { SampleEvent } from '../../src/machines/testing/paths';
import en from '../../src/i18n/locales/en/kid-quiz.json' with { type: 'json' };
import { describeModelPaths } from './model-paths';

/**
 * Model-based end-to-end (the driver: model-paths.ts): the paths the kit generates from the real
 * kid-quiz machine drive the real app in Chromium against the real server. The
 * sampler offers only what a parent can do on the page (start, answer, next, previous, change
 * the answers, start again); the server's answers and the calculation's timers are the real
 * ones, so those steps of a path are waited for, not played. After every step the page is
 * checked against the spec, replayed here from the parent's view (never the machine's code):
 * the scene, the question's progress and answer, whether Next can be used, and the career the
 * answers lead to (the domain's scoring, src/domain/kid-quiz).
 *
 * `npm test` plays a bounded, seeded selection (MODEL_PATHS_SEED, two paths); `npm run
 * test:paths -- --e2e` plays them all (MODEL_PATHS=all).
 */

type Answers = Array<number | null>;

const machine = createKidQuizMachine();
const USER_EVENTS = catalogueOf(machine).eventTypes;
const CALLS_THE_SERVER_ANSWERS = ['xstate.error.actor.createRecord', 'xstate.done.actor.retrieveRecord', 'xstate.error.actor.retrieveRecord'];
/** The phone rules the app loads (import()) once a record is saved: the real load, waited for; its failure is not played here. */
const LOADS_THAT_DO_NOT_FAIL_HERE = ['xstate.error.actor.loadPhoneRules'];

/** What a parent can do on the page now (and, for the graph, the server's answer to the record it saves). */
function userSampler(snapshot: AnyMachineSnapshot): SampleEvent[] {
  const quiz = snapshot as KidQuizSnapshot;
  const view = viewOf(quiz);
  const question = questionOf(quiz);
  const answers = answersOf(quiz);
  const offered: SampleEvent[] = [];
  if (view === 'home') offered.push({ type: 'scene.next' });
  if (view === 'question' && question) {
    if (question.answer === null) offered.push({ type: 'answer.select', value: SAMPLE_ANSWERS[question.index] });
    else offered.push({ type: 'scene.next' });
    offered.push({ type: 'scene.previous' });
  }
  if (view === 'results') offered.push({ type: 'quiz.reset' }, { type: 'scene.lastFromResults' });
  if (isCompleteAnswers(answers)) {
    offered.push({ type: 'xstate.done.actor.createRecord', output: createdRecordFor(answers as number[]) });
    offered.push({ type: 'xstate.done.actor.loadPhoneRules', output: PHONE_RULES });
  }
  const types = new Set(offered.map((event) => event.type));
  return [...offered, ...withhold(...USER_EVENTS.filter((type) => !types.has(type)), ...CALLS_THE_SERVER_ANSWERS, ...LOADS_THAT_DO_NOT_FAIL_HERE)];
}

/** The spec, from a parent's view: the scene shown (1 home, 2–7 questions 1–6, 9 the results) and the answers given. */
interface Seen {
  scene: number;
  answers: Answers;
}

function replayStep(seen: Seen, event: SampleEvent): Seen {
  const { scene, answers } = seen;
  switch (event.type) {
    case 'scene.next':
      // Start goes to question 1; Next on an answered question to the next one, after the last to the results.
      return { scene: scene === QUESTION_COUNT + 1 ? 9 : scene + 1, answers };
    case 'scene.previous':
      return { scene: scene - 1, answers };
    case 'answer.select':
      return { scene, answers: answers.map((answer, index) => (index === scene - 2 ? (event.value as number) : answer)) };
    case 'quiz.reset':
      return { scene: 1, answers: answers.map(() => null) };
    case 'scene.lastFromResults':
      return { scene: QUESTION_COUNT + 1, answers };
    default:
      // The server's answer and the calculation's steps: nothing the parent does.
      return seen;
  }
}

async function play(page: Page, event: SampleEvent, seen: Seen): Promise<void> {
  switch (event.type) {
    case 'scene.next':
      if (seen.scene === 1) await page.getByRole('button', { name: en.home.start }).click();
      else await page.getByRole('button', { name: seen.scene === QUESTION_COUNT + 1 ? en.question.seeResults : en.question.next }).click();
      return;
    case 'scene.previous':
      await page.getByRole('button', { name: en.question.previous }).click();
      return;
    case 'answer.select': {
      const slider = page.getByRole('slider');
      await slider.focus();
      await page.keyboard.press('Home');
      for (let value = 1; value < (event.value as number); value += 1) await page.keyboard.press('ArrowRight');
      return;
    }
    case 'quiz.reset':
      await page.getByRole('button', { name: en.results.startAgain }).click();
      return;
    case 'scene.lastFromResults':
      await page.getByRole('button', { name: en.results.changeAnswers }).click();
      return;
    default:
      return;
  }
}

async function expectPage(page: Page, seen: Seen): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  if (seen.scene === 1) {
    await expect(heading).toHaveText(en.home.title);
    await expect(page.getByRole('button', { name: en.home.start })).toBeEnabled();
    return;
  }
  if (seen.scene === 9) {
    // The career of the answers given (after the calculation's four short steps), saved.
    const outcome = (en.outcomes as Record<string, { potentialJob: string }>)[evaluateAnswers(seen.answers as number[]).outcomeId];
    await expect(heading).toHaveText(outcome.potentialJob);
    await expect(page).toHaveURL(/scene=9&result=[0-9a-f-]{36}/);
    await expect(page.getByText(en.results.saved)).toBeVisible();
    return;
  }
  const index = seen.scene - 2;
  await expect(page.getByText(en.question.progress.replace('{{current}}', String(index + 1)).replace('{{total}}', String(QUESTION_COUNT)))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`scene=${seen.scene}(&|$)`));
  const answer = seen.answers[index];
  const next = page.getByRole('button', { name: index === QUESTION_COUNT - 1 ? en.question.seeResults : en.question.next });
  // A question cannot be passed unanswered; an answered one shows its answer.
  if (answer === null) await expect(next).toBeDisabled();
  else {
    await expect(page.getByRole('slider')).toHaveValue(String(answer));
    await expect(next).toBeEnabled();
  }
}

describeModelPaths<Seen>({
  name: 'kid quiz',
  machine,
  input: { answers: null },
  sampler: userSampler,
  limit: 5_000,
  selected: 2,
  use: { locale: 'en-US' },
  start: { scene: 1, answers: Array.from({ length: QUESTION_COUNT }, () => null) },
  open: async (page, context, baseURL) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL }]);
    await page.goto('/kid-quiz');
  },
  play,
  replay: replayStep,
  expectPage,
  expectPaths: (paths) => {
    // Some path answers every question (and so reaches the results).
    expect(paths.some((path) => path.filter((event) => event.type === 'answer.select').length === QUESTION_COUNT)).toBe(true);
  },
});
