import { expect } from './fixtures';
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { calculateDietResult } from '../../src/domain/nutrition/calculate';
import type { DietInput } from '../../src/domain/nutrition/input';
import * as PHONE_RULES from '../../src/domain/phone';
import { createdRecordFor } from '../../src/machines/diet-quiz/diet-quiz.fixtures';
import { createDietQuizMachine } from '../../src/machines/diet-quiz/diet-quiz.machine';
import type { DietQuizSnapshot } from '../../src/machines/diet-quiz/diet-quiz.machine';
import { sceneOf, viewOf } from '../../src/machines/diet-quiz/diet-quiz.selectors';
import { catalogueOf } from '../../src/machines/testing/machine-catalogue';
import { withhold } from '../../src/machines/testing/paths';
import type { SampleEvent } from '../../src/machines/testing/paths';
import en from '../../src/i18n/locales/en/diet-quiz.json' with { type: 'json' };
import { describeModelPaths } from './model-paths';

/**
 * The diet quiz's generated paths through the real app (the driver: model-paths.ts), for a guest
 * in physical training without a gene report: a man of 28, 172 cm, 68 kg (spec §2 "Diet quiz
 * scenes", §3, §5). The sampler offers what he can do on each scene: answer it as he would (his
 * answers, or the purpose on the home scene), go back, and on the results change the answers, go
 * on to the code and the plan, or start again. The record the server saves, the calculation's
 * four steps and the app's load of the phone rules are the real ones, waited for. Asking for the code or the plan by SMS is left to
 * diet-quiz.spec.ts (each sends a real SMS).
 *
 * After each step the page must show the scene his walk is at (spec §2: home, the purpose's home,
 * gender, body, weight goal, occupation, exercise, health, report, the calculation, the results of
 * group 1, the adult code, the plan), in the URL and as its title; an answered scene shows his
 * answer again when he comes back; the results show group 1 and the energy the nutrition engine
 * gives for his answers, saved under a record id.
 */

const machine = createDietQuizMachine();
const USER_EVENTS = catalogueOf(machine).eventTypes;

/** His answers, scene by scene, as the page's forms read them. */
const FORMS: Readonly<Record<number, Record<string, string | string[]>>> = {
  1: { purposeId: '3' },
  6: { genderId: '1' },
  7: { age: '28', height: '172', weight: '68' },
  8: { weightGoalId: '3' },
  9: { occupationTypeId: '2' },
  10: { exerciseIntensityId: '3' },
  11: { medicalConditionIds: [] },
  14: { reportSource: 'none' },
};
const INPUT: DietInput = {
  purposeId: 3,
  weightGoalId: 3,
  genderId: 1,
  age: 28,
  ageUnitId: 1,
  height: 172,
  weight: 68,
  occupationTypeId: 2,
  exerciseIntensityId: 3,
  pregnancyStageId: null,
  medicalConditionIds: [],
  amountOfBreastMilk: null,
};
/** Spec §2: the scenes an adult in physical training without a report walks, in order (21: the calculation, 22: group 1's results). */
const WALK = [1, 4, 6, 7, 8, 9, 10, 11, 14, 21, 22, 31, 33] as const;
const RESULTS = 22;
const CALLS_THE_SERVER_ANSWERS = ['xstate.error.actor.createRecord'];
/** The phone rules the app loads (import()) once his record is saved: the real load, waited for; its failure is not played here. */
const LOADS_THAT_DO_NOT_FAIL_HERE = ['xstate.error.actor.loadPhoneRules'];

/** What he can do on the page now (and, for the graph, the server saving his record). */
function userSampler(snapshot: AnyMachineSnapshot): SampleEvent[] {
  const quiz = snapshot as DietQuizSnapshot;
  const view = viewOf(quiz);
  const scene = sceneOf(quiz);
  const offered: SampleEvent[] = [];
  if ((view === 'home' || view === 'input' || view === 'report') && FORMS[scene]) offered.push({ type: 'scene.submit', form: FORMS[scene] });
  if (view === 'intro') offered.push({ type: 'scene.next' });
  if ((view === 'intro' || view === 'input' || view === 'report' || view === 'code') && scene !== 1) offered.push({ type: 'scene.previous' });
  if (view === 'results') offered.push({ type: 'scene.next' }, { type: 'scene.lastFromResults' }, { type: 'quiz.reset' });
  if (view === 'code') offered.push({ type: 'scene.next' });
  if (view === 'final') offered.push({ type: 'quiz.reset' });
  offered.push({ type: 'xstate.done.actor.createRecord', output: createdRecordFor(INPUT, null) });
  offered.push({ type: 'xstate.done.actor.loadPhoneRules', output: PHONE_RULES });
  const types = new Set(offered.map((event) => event.type));
  return [...offered, ...withhold(...USER_EVENTS.filter((type) => !types.has(type)), ...CALLS_THE_SERVER_ANSWERS, ...LOADS_THAT_DO_NOT_FAIL_HERE)];
}

/** The spec, from his view: where he is in his walk, and the scenes he answered. */
interface Seen {
  at: number;
  answered: number[];
}

const sceneAt = (seen: Seen) => WALK[seen.at];

function replayStep(seen: Seen, event: SampleEvent): Seen {
  const scene = sceneAt(seen);
  switch (event.type) {
    case 'scene.submit':
      // His answers are valid: on to the next scene (after the report, the calculation then the results).
      return { at: scene === 14 ? WALK.indexOf(RESULTS) : seen.at + 1, answered: [...new Set([...seen.answered, scene])] };
    case 'scene.next':
      return { ...seen, at: seen.at + 1 };
    case 'scene.previous':
      // From the code back to the results; otherwise the scene before.
      return { ...seen, at: seen.at - 1 };
    case 'scene.lastFromResults':
      return { ...seen, at: WALK.indexOf(14) };
    case 'quiz.reset':
      return { at: 0, answered: [] };
    default:
      // The server's answer and the calculation's steps: nothing he does.
      return seen;
  }
}

async function choose(page: Page, label: string) {
  const radio = page.getByRole('radio', { name: label, exact: true });
  await radio.check();
  await expect(radio).toBeChecked();
}

/** Fills the scene's form with his answers (the purpose, a choice, or the body's figures). */
async function answer(page: Page, scene: number): Promise<void> {
  const form = FORMS[scene];
  if (scene === 7) {
    await page.getByLabel(en.field.age, { exact: true }).fill(form.age as string);
    await page.getByLabel(en.field.height).fill(form.height as string);
    await page.getByLabel(en.field.weight).fill(form.weight as string);
    return;
  }
  if (scene === 14) return choose(page, en.report.none);
  for (const [field, value] of Object.entries(form)) {
    if (Array.isArray(value)) continue;
    await choose(page, (en.choice as Record<string, Record<string, string>>)[field][value]);
  }
}

async function play(page: Page, event: SampleEvent, seen: Seen): Promise<void> {
  const scene = sceneAt(seen);
  switch (event.type) {
    case 'scene.submit':
      await answer(page, scene);
      await page.getByRole('button', { name: scene === 1 ? en.start : en.next, exact: true }).click();
      return;
    case 'scene.next':
      await page.getByRole('button', { name: scene === 4 ? en.start : scene === RESULTS ? en.results.toCode : en.code.toPlan, exact: true }).click();
      return;
    case 'scene.previous':
      await page.getByRole('button', { name: en.previous, exact: true }).click();
      return;
    case 'scene.lastFromResults':
      await page.getByRole('button', { name: en.changeAnswers, exact: true }).click();
      return;
    case 'quiz.reset':
      await page.getByRole('button', { name: en.startAgain, exact: true }).click();
      return;
    default:
      return;
  }
}

async function expectPage(page: Page, seen: Seen): Promise<void> {
  const scene = sceneAt(seen);
  const heading = page.getByRole('heading', { level: 1 });
  if (scene === RESULTS) {
    // Group 1's results for his answers, saved (the record's id in the URL).
    const result = calculateDietResult(INPUT, null);
    expect(result.userGroupId).toBe(1);
    await expect(heading).toHaveText(en.results.title);
    await expect(page).toHaveURL(/\?scene=22&result=[0-9a-f-]{36}$/);
    await expect(page.getByText(en.results.group['1'])).toBeVisible();
    const kcal = new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(result.recommendedDailyCalorieIntake.total);
    await expect(page.getByText(en.results.kcal.replace('{{value}}', kcal), { exact: true })).toBeVisible();
    return;
  }
  await expect(heading).toHaveText((en.scene as Record<string, { title: string }>)[String(scene)].title);
  await expect(page).toHaveURL(scene === 1 ? /\/diet-quiz(\?|$)/ : new RegExp(`[?&]scene=${scene}(&|$)`));
  // A scene he answered shows his answer again.
  if (seen.answered.includes(scene)) {
    const form = FORMS[scene];
    if (scene === 7) await expect(page.getByLabel(en.field.age, { exact: true })).toHaveValue(form.age as string);
    else if (scene === 14) await expect(page.getByRole('radio', { name: en.report.none, exact: true })).toBeChecked();
    else {
      for (const [field, value] of Object.entries(form)) {
        if (!Array.isArray(value)) await expect(page.getByRole('radio', { name: (en.choice as Record<string, Record<string, string>>)[field][value], exact: true })).toBeChecked();
      }
    }
  }
}

describeModelPaths<Seen>({
  name: 'diet quiz',
  machine,
  input: { signedIn: false },
  sampler: userSampler,
  limit: 20_000,
  selected: 2,
  use: { locale: 'en-US' },
  start: { at: 0, answered: [] },
  open: async (page, context, baseURL) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL }]);
    await page.goto('/diet-quiz');
  },
  play,
  replay: replayStep,
  expectPage,
  expectPaths: (paths) => {
    // Some path reaches the plan (scene 33): every scene of his walk answered.
    expect(paths.some((path) => path.filter((event) => event.type === 'scene.submit').length >= 8 && path.some((event) => event.type === 'scene.next'))).toBe(true);
  },
});
