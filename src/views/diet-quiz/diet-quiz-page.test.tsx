// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, RouterProvider, createMemoryHistory, createRootRouteWithContext, createRouter } from '@tanstack/react-router';
import { SimulatedClock, createActor } from 'xstate';
import type { i18n as I18n } from 'i18next';
import type { z } from 'zod';
import type { ApiRequestOptions } from '../../api/client';
import type { PortalClient } from '../../api/diet-quiz';
import { createI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { CALCULATION_STEP_MS } from '../../machines/diet-quiz/diet-quiz.machine';
import { createdRecordFor, discountCodeFor, receiptFor } from '../../machines/diet-quiz/diet-quiz.fixtures';
import { createSessionMachine } from '../../machines/auth/session/session.machine';
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
  for (const language of ['en', 'vi'] as const) languages.set(language, await createI18n(language, { namespaces: ['diet-quiz', 'kid-quiz', 'shop'] }));
});

function renderQuiz(path: string, language: Language = 'en') {
  const portal = fakePortal();
  const clock = new SimulatedClock();
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const quiz = createDietQuizRoute(root, { client: portal.client, clock, language: () => language, signedIn: () => false });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: root.addChildren([quiz]), history, context: { session: createActor(createSessionMachine(), { input: { token: null } }) } });
  render(
    <I18nextProvider i18n={languages.get(language)!}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  const calculate = () => act(() => [1, 2, 3, 4].forEach(() => clock.increment(CALCULATION_STEP_MS)));
  return { portal, history, calculate };
}

const t = (language: Language) => languages.get(language)!.getFixedT(language, 'diet-quiz');
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

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
    const { portal, history, calculate } = renderQuiz('/diet-quiz');
    await heading(en('scene.1.title'));
    choose(en('choice.purposeId.2'));
    click(en('start'));
    await heading(en('scene.3.title'));
    expect(history.location.search).toContain('scene=3');
    click(en('start'));
    await heading(en('scene.5.title'));
    choose(en('choice.genderId.1'));
    click(en('next'));
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
    await heading(en('scene.19.title'));
    choose(en('report.none'));
    click(en('next'));
    await heading(en('scene.21.title'));
    calculate();
    await heading(en('results.title'));
    expect(history.location.search).toContain('scene=25');
    expect(screen.getByText(en('results.group.4'))).toBeTruthy();
    // Charts with their text alternatives.
    expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(2);
    expect(portal.calls.filter((call) => call.path === '/diet-quiz/results/')).toHaveLength(1);
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
    const { portal } = renderQuiz('/diet-quiz?scene=30');
    await heading(en('scene.30.title'));
    await screen.findByRole('button', { name: en('code.send') });
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
    renderQuiz('/diet-quiz', 'vi');
    await heading(vi('scene.1.title'));
    click(vi('start'));
    expect(await screen.findByText(vi('issue.required', { field: vi('field.purposeId') }))).toBeTruthy();
    expect(screen.getByText(vi('issuesSummary', { count: 1 }))).toBeTruthy();
  });
});
