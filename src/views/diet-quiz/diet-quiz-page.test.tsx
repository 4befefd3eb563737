// @vitest-environment jsdom
import { loadEveryPage } from '../testing/test-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, RouterProvider, createMemoryHistory, createRootRouteWithContext, createRouter } from '@tanstack/react-router';
import { SimulatedClock, createActor } from 'xstate';
import type { i18n as I18n } from 'i18next';
import type { z } from 'zod';
import type { ApiRequestOptions } from '../../api/client';
import type { PortalClient } from '../../api/diet-quiz';
import { createI18n } from '../../i18n/i18n';
import { calculateDietResult } from '../../domain/nutrition/calculate';
import { DIET_PLANS } from '../../domain/nutrition/diet-plans';
import { FOOD_ITEMS, FOOD_ITEMS_BY_ID } from '../../domain/nutrition/foods';
import type { Language } from '../../i18n/languages';
import { CALCULATION_STEP_MS } from '../../machines/diet-quiz/diet-quiz.machine';
import { createdRecordFor, discountCodeFor, receiptFor } from '../../machines/diet-quiz/diet-quiz.fixtures';
import { createSessionMachine } from '../../machines/auth/session/session.machine';
import { createCartMachine } from '../../machines/cart/cart.machine';
import type { RouterContext } from '../shell/root-route';
import { createDietQuizRoute } from './diet-quiz-routes';
import en from '../../i18n/locales/en/diet-quiz.json';
import vi from '../../i18n/locales/vi/diet-quiz.json';
import th from '../../i18n/locales/th/diet-quiz.json';
import zh from '../../i18n/locales/zh/diet-quiz.json';

/**
 * The diet-quiz page on a router of its own (memory history), the route as the app builds it,
 * a Portal API double that answers at once and the calculation's steps on a simulated clock.
 */

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

function fakePortal() {
  const calls: Call[] = [];
  const answer = (method: string, path: string, body: Record<string, unknown>): unknown => {
    if (path === '/diet-quiz/results/' && method === 'POST') return createdRecordFor(body.input as never, body.report as never);
    if (path === '/diet-quiz/discount-codes/') return discountCodeFor(String(body.recordId));
    if (path.endsWith('/send-sms/')) return receiptFor('+84912345678');
    throw new Error(`unexpected ${method} ${path}`);
  };
  const client: PortalClient = {
    async call<T>(schema: z.ZodType<T>, path: string, options: ApiRequestOptions = {}): Promise<T> {
      const method = options.method ?? 'GET';
      const body = (options.body ?? {}) as Record<string, unknown>;
      calls.push({ method, path, body });
      return schema.parse({ data: answer(method, path, body) });
    },
  };
  return { client, calls };
}

const languages = new Map<Language, I18n>();
beforeAll(async () => {
  for (const language of ['en', 'vi', 'th', 'zh'] as const) languages.set(language, await createI18n(language, { namespaces: ['diet-quiz', 'kid-quiz', 'shop'] }));
});

async function renderQuiz(path: string, language: Language = 'en') {
  const portal = fakePortal();
  const clock = new SimulatedClock();
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const quiz = createDietQuizRoute(root, { client: portal.client, clock, language: () => language, signedIn: () => false });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: root.addChildren([quiz]), history, context: { session: createActor(createSessionMachine(), { input: { token: null } }), cart: createActor(createCartMachine(), { input: { storedCartId: null, language: 'en' } }) } });
  // The quiz page's code is imported before the render (awaited, not raced against findBy's second).
  await loadEveryPage(router);
  render(
    <I18nextProvider i18n={languages.get(language)!}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  /** From the calculation's scene (21), its steps on the clock, to the results. */
  const calculate = async (text: ReturnType<typeof t>) => {
    await heading(text('scene.21.title'));
    act(() => [1, 2, 3, 4].forEach(() => clock.increment(CALCULATION_STEP_MS)));
    await heading(text('results.title'));
    // The results view (the nutrition engine, the charts) loads with the calculation scene.
    await screen.findAllByRole('img');
  };
  /** The results the page sent to the Portal API. */
  const resultsSent = () => portal.calls.filter((call) => call.path === '/diet-quiz/results/');
  return { portal, history, calculate, resultsSent };
}

const t = (language: Language) => languages.get(language)!.getFixedT(language, 'diet-quiz');
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
/** On scene `scene` (its heading awaited): chooses the radio `choice` (a text key), if any, and goes on with the button `button` (a text key). */
async function pick(text: ReturnType<typeof t>, scene: number, choice: string | null, button = 'next') {
  await heading(text(`scene.${scene}.title`));
  if (choice) choose(text(choice));
  click(text(button));
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => cleanup());

/** Every key of a locale file, dotted (plural forms folded to their key). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|other)$/, '')];
  return Object.entries(value).flatMap(([key, item]) => keysOf(item, prefix ? `${prefix}.${key}` : key));
}

describe('DietQuizPage', () => {
  it('has every text in en, vi, th and zh', () => {
    const english = [...new Set(keysOf(en))].sort();
    for (const locale of [vi, th, zh]) expect([...new Set(keysOf(locale))].sort()).toEqual(english);
  });

  it('walks a parent of a 6-month-old from home to the results of group 4, a refused age named', async () => {
    const en = t('en');
    const { portal, history, calculate, resultsSent } = await renderQuiz('/diet-quiz');
    await pick(en, 1, 'choice.purposeId.2', 'start');
    await heading(en('scene.3.title'));
    expect(history.location.search).toContain('scene=3');
    click(en('start'));
    await pick(en, 5, 'choice.genderId.1');
    await heading(en('scene.7.title'));
    // A refused answer names its field; the answers stay.
    type(en('field.age'), '30');
    choose(en('choice.ageUnitId.2'));
    type(en('field.height'), '67');
    type(en('field.weight'), '7,9');
    click(en('next'));
    expect(await screen.findByText(en('issue.out_of_range', { field: en('field.age') }))).toBeTruthy();
    type(en('field.age'), '6');
    click(en('next'));
    await heading(en('scene.12.title'));
    expect(screen.queryByRole('checkbox', { name: en('choice.medicalConditionIds.1') })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: en('choice.medicalConditionIds.3') }));
    click(en('next'));
    await heading(en('scene.13.title'));
    type(en('field.amountOfBreastMilk'), '600');
    click(en('next'));
    await pick(en, 19, 'report.none');
    await calculate(en);
    expect(history.location.search).toContain('scene=25');
    expect(screen.getByText(en('results.group.4'))).toBeTruthy();
    // Charts with their text alternatives.
    expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(2);
    // Sent once (the call loads its contract with import() first).
    await waitFor(() => expect(resultsSent()).toHaveLength(1));
    expect(portal.calls[0].body.input).toMatchObject({ purposeId: 2, genderId: 1, age: 6, ageUnitId: 2, height: 67, weight: 7.9, medicalConditionIds: [3], amountOfBreastMilk: 600 });
  });

  it('sends the discount code by SMS to the number typed, with a copy button and the cart link', async () => {
    const en = t('en');
    // The answers a reload keeps: a 6-month-old boy without a report.
    window.sessionStorage.setItem(
      'dietQuiz',
      JSON.stringify({
        answers: { purposeId: 2, genderId: 1, age: 6, ageUnitId: 2, height: 67, weight: 7.9, weightGoalId: null, occupationTypeId: null, exerciseIntensityId: null, pregnancyStageId: null, medicalConditionIds: [3], amountOfBreastMilk: 600 },
        report: { source: 'none', profileId: null, levels: {} },
        answered: [1, 5, 7, 12, 13, 19],
      }),
    );
    const { portal } = await renderQuiz('/diet-quiz?scene=30');
    await heading(en('scene.30.title'));
    // The form takes a number once the record is saved and the phone rules (import()) are there.
    await waitFor(() => expect(screen.getByRole('button', { name: en('code.send') })).toHaveProperty('disabled', false));
    type(en('phone.label'), '0912 345');
    click(en('code.send'));
    expect(await screen.findByText(en('phone.invalid'))).toBeTruthy();
    type(en('phone.label'), '0912 345 678');
    click(en('code.send'));
    expect(await screen.findByText('DIETQUIZ-7Q4M9X2T')).toBeTruthy();
    expect(portal.calls.find((call) => call.path === '/diet-quiz/discount-codes/')?.body).toMatchObject({ phoneNumber: '0912 345 678' });
    expect(portal.calls.map((call) => call.path)).toContain('/diet-quiz/discount-codes/DIETQUIZ-7Q4M9X2T/send-sms/');
    expect(screen.getByRole('button', { name: en('code.copy', { code: 'DIETQUIZ-7Q4M9X2T' }) })).toBeTruthy();
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href')?.startsWith('/cart?code=DIETQUIZ-7Q4M9X2T'))).toBe(true);
  });

  it('names the field of a refused answer in Vietnamese', async () => {
    const vi = t('vi');
    await renderQuiz('/diet-quiz', 'vi');
    await pick(vi, 1, null, 'start');
    expect(await screen.findByText(vi('issue.required', { field: vi('field.purposeId') }))).toBeTruthy();
    expect(screen.getByText(vi('issuesSummary', { count: 1 }))).toBeTruthy();
  });

  it('walks a pregnant woman in Thai to the results of group 1: the page title, her energy in Thai digits grouping, refused answers named in Thai', async () => {
    const th = t('th');
    const { portal, history, calculate, resultsSent } = await renderQuiz('/diet-quiz', 'th');
    await heading(th('scene.1.title'));
    expect(document.title).toBe(`${th('title')} · GeneWell`);
    choose(th('choice.purposeId.1'));
    click(th('start'));
    await pick(th, 2, null, 'start');
    await pick(th, 6, 'choice.genderId.2');
    await heading(th('scene.7.title'));
    // 17 is a child's age: the adult plan says so, naming the field, in Thai.
    type(th('field.age'), '17');
    type(th('field.height'), '160');
    type(th('field.weight'), '55');
    click(th('next'));
    expect(await screen.findByText(th('issue.adult_age_out_of_range', { field: th('field.age') }))).toBeTruthy();
    type(th('field.age'), '30');
    click(th('next'));
    await pick(th, 8, 'choice.weightGoalId.3');
    await pick(th, 9, 'choice.occupationTypeId.1');
    await pick(th, 10, 'choice.exerciseIntensityId.1');
    await pick(th, 11, 'choice.pregnancyStageId.2');
    await pick(th, 14, 'report.none');
    await calculate(th);
    expect(history.location.search).toContain('scene=22');
    expect(screen.getByText(th('results.group.1'))).toBeTruthy();
    const input = { purposeId: 1, weightGoalId: 3, genderId: 2, age: 30, ageUnitId: 1, height: 160, weight: 55, occupationTypeId: 1, exerciseIntensityId: 1, pregnancyStageId: 2, medicalConditionIds: [], amountOfBreastMilk: null } as const;
    const result = calculateDietResult(input, null);
    const kcal = new Intl.NumberFormat('th', { maximumFractionDigits: 0 }).format(result.recommendedDailyCalorieIntake.total);
    expect(screen.getByText(th('results.kcal', { value: kcal }))).toBeTruthy();
    // Percents and grams through Intl, as Thai writes them.
    const share = new Intl.NumberFormat('th', { style: 'percent' }).format(result.nutritionalRequirements.macronutrientRatios.protein / 100);
    const grams = new Intl.NumberFormat('th', { maximumFractionDigits: 0 }).format(result.dailyNutrients.protein);
    expect(screen.getByText(th('results.macro', { nutrient: th('nutrient.protein'), percent: share, grams }))).toBeTruthy();
    await waitFor(() => expect(resultsSent()).toHaveLength(1));
    expect(portal.calls[0].body).toMatchObject({ input, report: null });
  });

  it('walks a parent of a 2-year-old in Chinese who types the report: no daily-routine scene, every level on one scene, the plan titled in Chinese', async () => {
    const zh = t('zh');
    const { portal, history, calculate, resultsSent } = await renderQuiz('/diet-quiz', 'zh');
    await heading(zh('scene.1.title'));
    expect(document.title).toBe(`${zh('title')} · GeneWell`);
    choose(zh('choice.purposeId.2'));
    click(zh('start'));
    await pick(zh, 3, null, 'start');
    await pick(zh, 5, 'choice.genderId.2');
    await heading(zh('scene.7.title'));
    type(zh('field.age'), '2');
    choose(zh('choice.ageUnitId.1'));
    // A height no child has: refused, the field named in Chinese.
    type(zh('field.height'), '20');
    type(zh('field.weight'), '12');
    click(zh('next'));
    expect(await screen.findByText(zh('issue.out_of_range', { field: zh('field.height') }))).toBeTruthy();
    type(zh('field.height'), '86');
    click(zh('next'));
    await heading(zh('scene.12.title'));
    fireEvent.click(screen.getByRole('checkbox', { name: zh('choice.medicalConditionIds.6') }));
    click(zh('next'));
    // From 2 to 5 years neither breast milk nor exercise is asked: scene 13 is skipped.
    await heading(zh('scene.19.title'));
    expect(history.location.search).toContain('scene=19');
    choose(zh('report.typed'));
    click(zh('next'));
    await heading(zh('scene.20.title'));
    const levels = { carbohydrate: 1, fat: 3, protein: 2, vitaminA: 2, vitaminB2: 2, vitaminB6: 2, vitaminB12: 2, vitaminC: 2, vitaminD: 1, vitaminE: 2, folate: 2 } as const;
    for (const [field, level] of Object.entries(levels)) {
      fireEvent.click(within(screen.getByRole('group', { name: zh(`field.${field}`) })).getByRole('radio', { name: zh(`choice.level.${level}`) }));
    }
    fireEvent.click(within(screen.getByRole('group', { name: zh('field.detoxification') })).getByRole('radio', { name: zh('choice.detoxification.2') }));
    click(zh('next'));
    await calculate(zh);
    // Group 6 (a 2-year-old with a report): scene 21 + 6.
    expect(history.location.search).toContain('scene=27');
    expect(screen.getByText(zh('results.group.6'))).toBeTruthy();
    const input = { purposeId: 2, weightGoalId: null, genderId: 2, age: 2, ageUnitId: 1, height: 86, weight: 12, occupationTypeId: null, exerciseIntensityId: null, pregnancyStageId: null, medicalConditionIds: [6], amountOfBreastMilk: null } as const;
    const report = {
      isAvailable: true,
      metabolism: { carbohydrate: 1, fat: 3, protein: 2 },
      nutritionalRequirements: { vitaminA: 2, vitaminB2: 2, vitaminB6: 2, vitaminB12: 2, vitaminC: 2, vitaminD: 1, vitaminE: 2, folate: 2 },
      detoxification: { value: 2 },
    } as const;
    await waitFor(() => expect(resultsSent()).toHaveLength(1));
    expect(portal.calls[0].body).toMatchObject({ input, report });
    const plan = DIET_PLANS[calculateDietResult(input, report).nutritionalRequirements.optimalDietPlanId];
    expect(screen.getByRole('heading', { level: 2, name: plan.title ? plan.title.zh : zh('results.defaultPlan') })).toBeTruthy();
    // A nut allergy leaves the nuts out of the foods (sesame, a seed, stays).
    const titleOf = (id: number) => FOOD_ITEMS_BY_ID.get(id)?.title.zh ?? '';
    for (const nut of FOOD_ITEMS.filter((food) => food.medicalConditions?.includes(6))) expect(screen.queryByText(titleOf(nut.id))).toBeNull();
    expect(screen.getByText(titleOf(82))).toBeTruthy();
  });
});
