// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { z } from 'zod';
import type { ApiRequestOptions } from '../../api/client';
import type { PortalClient } from '../../api/kid-quiz';
import { createI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import type { KidQuizSearch } from '../../machines/kid-quiz/kid-quiz-url';
import { CALCULATION_STEP_MS } from '../../machines/kid-quiz/kid-quiz.machine';
import { OPENED_RECORD, SAMPLE_ANSWERS, discountCodeFor, rateLimited, receiptFor, recordFor } from '../../machines/kid-quiz/kid-quiz.fixtures';
import { KidQuizPage } from './kid-quiz-page';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A Portal API double: answers by path, records every call, and can fail the next call to a path. */
function fakePortal() {
  const calls: Call[] = [];
  const failNext = new Map<string, unknown>();
  const answer = (method: string, path: string, body: Record<string, unknown>): unknown => {
    if (path === '/kid-quiz/results/' && method === 'POST') return recordFor(body.answers as number[]);
    if (path === `/kid-quiz/results/${OPENED_RECORD.id}/` && method === 'GET') return OPENED_RECORD;
    if (path.endsWith('/send-sms/')) return receiptFor('+84912345678');
    if (path === '/kid-quiz/discount-codes/') return discountCodeFor(String(body.recordId));
    if (method === 'PATCH') return { ...recordFor(SAMPLE_ANSWERS), phoneNumber: body.phoneNumber };
    throw new Error(`unexpected ${method} ${path}`);
  };
  const client: PortalClient = {
    async call<T>(schema: z.ZodType<T>, path: string, options: ApiRequestOptions = {}): Promise<T> {
      const method = options.method ?? 'GET';
      const body = (options.body ?? {}) as Record<string, unknown>;
      calls.push({ method, path, body: options.body });
      const failure = failNext.get(path);
      if (failure) {
        failNext.delete(path);
        throw failure;
      }
      return schema.parse(answer(method, path, body));
    },
  };
  return { client, calls, failNext };
}

/** The router's part: holds the search and records every navigation. */
function renderPage(options: { i18n: I18n; client: PortalClient; search?: KidQuizSearch }) {
  const navigations: Array<{ search: KidQuizSearch; replace: boolean }> = [];
  function Router() {
    const [search, setSearch] = useState<KidQuizSearch>(options.search ?? {});
    return (
      <KidQuizPage
        search={search}
        client={options.client}
        onNavigate={(next, { replace }) => {
          navigations.push({ search: next, replace });
          setSearch(next);
        }}
      />
    );
  }
  render(
    <I18nextProvider i18n={options.i18n}>
      <Router />
    </I18nextProvider>,
  );
  return { navigations };
}

const languages = new Map<Language, I18n>();

/** Created with real timers (before each test fakes them); one instance per language. */
beforeAll(async () => {
  for (const language of ['en', 'vi'] as const) languages.set(language, await createI18n(language, { namespaces: ['kid-quiz'] }));
});

function i18nIn(language: Language): I18n {
  const i18n = languages.get(language);
  if (!i18n) throw new Error(`no i18n for ${language}`);
  return i18n;
}

/** Lets pending server answers (resolved promises, one call after another) reach the page. */
async function settle() {
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await vi.advanceTimersByTimeAsync(0);
  });
}

/*
 * The page runs on fake timers (the calculation's 250 ms steps), where user-event stalls, so
 * these tests fire DOM events directly; question-scene.test.tsx types with user-event.
 */
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const press = (key: string) => fireEvent.keyDown(screen.getByRole('slider'), { key });

/** Answers the six questions with the keyboard, in the labels of `language`. */
function answerAll(answers: ReadonlyArray<number>, language: Language = 'en') {
  const t = i18nIn(language).getFixedT(language, 'kid-quiz');
  click(t('home.start'));
  for (const [index, value] of answers.entries()) {
    press('Home');
    for (let step = 1; step < value; step += 1) press('ArrowRight');
    click(t(index === answers.length - 1 ? 'question.seeResults' : 'question.next'));
  }
}

function typePhone(label: string, phoneNumber: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: phoneNumber } });
}

/** Runs the calculation's four 250 ms steps on fake timers, and lets the server answers land. */
async function finishCalculation() {
  for (let step = 0; step < 4; step += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CALCULATION_STEP_MS);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('KidQuizPage', () => {
  it('walks from home through six questions to the results, keeping the URL in step', async () => {
    const portal = fakePortal();
    const { navigations } = renderPage({ i18n: i18nIn('en'), client: portal.client });
    expect(screen.getByRole('heading', { level: 1, name: 'What could your child become?' })).toBeTruthy();

    answerAll(SAMPLE_ANSWERS);
    expect(screen.getByRole('heading', { level: 1, name: 'Working out the results…' })).toBeTruthy();
    expect(navigations.slice(0, 7).map((n) => n.search.scene)).toEqual([2, 3, 4, 5, 6, 7, 8]);

    await finishCalculation();
    expect(screen.getByRole('heading', { level: 1, name: 'Inventor' })).toBeTruthy();
    expect(screen.getByText('Thomas Edison')).toBeTruthy();
    expect(screen.getByText('Celebrate attempts and what was learned, not only what works the first time.')).toBeTruthy();
    expect(screen.getByText('Extroverted · 16 of 20')).toBeTruthy();
    expect(screen.getAllByText('Growing · 10 of 20')).toHaveLength(2);
    const record = recordFor(SAMPLE_ANSWERS);
    // The record carries the anonymous client id, so a later sign-in can merge it into the account.
    expect(portal.calls[0]).toEqual({
      method: 'POST',
      path: '/kid-quiz/results/',
      body: { answers: [...SAMPLE_ANSWERS], language: 'en', clientId: window.localStorage.getItem('clientId') },
    });
    expect(window.localStorage.getItem('clientId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(navigations.at(-1)).toEqual({ search: { scene: 9, result: record.id }, replace: true });
    // The answers are kept for a reload.
    expect(JSON.parse(window.sessionStorage.getItem('kidQuizAnswers') ?? 'null')).toEqual([...SAMPLE_ANSWERS]);
  });

  it('sends the results by SMS, and a discount code, with the page language', async () => {
    const portal = fakePortal();
    renderPage({ i18n: i18nIn('en'), client: portal.client });
    answerAll(SAMPLE_ANSWERS);
    await finishCalculation();

    click('Send by SMS');
    expect(screen.getByText('Enter a phone number.')).toBeTruthy();

    typePhone('Phone number', '0912 345 678');
    click('Send by SMS');
    await settle();
    expect(screen.getByText('The results were sent to +84 912 345 678.')).toBeTruthy();
    const id = recordFor(SAMPLE_ANSWERS).id;
    expect(portal.calls.slice(1).map((c) => [c.method, c.path, c.body])).toEqual([
      ['PATCH', `/kid-quiz/results/${id}/`, { phoneNumber: '+84912345678' }],
      ['POST', `/kid-quiz/results/${id}/send-sms/`, { phoneNumber: '+84912345678', language: 'en' }],
    ]);

    click('Get my discount code');
    await settle();
    expect(screen.getByText('KID-7Q4M9X2T')).toBeTruthy();
    expect(screen.getByText('10% off')).toBeTruthy();
    expect(screen.getByText('Can be used once')).toBeTruthy();
    click('Send the code by SMS');
    await settle();
    expect(screen.getByText('The code was sent to +84 912 345 678.')).toBeTruthy();
    expect(portal.calls.at(-1)).toMatchObject({ path: '/kid-quiz/discount-codes/KID-7Q4M9X2T/send-sms/', body: { language: 'en' } });
  });

  it('shows a failed SMS in the page language, with the wait and a retry', async () => {
    const portal = fakePortal();
    renderPage({ i18n: i18nIn('vi'), client: portal.client });
    answerAll(SAMPLE_ANSWERS, 'vi');
    await finishCalculation();
    const id = recordFor(SAMPLE_ANSWERS).id;
    portal.failNext.set(`/kid-quiz/results/${id}/send-sms/`, rateLimited(30));

    typePhone('Số điện thoại', '0912345678');
    click('Gửi qua SMS');
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Không thể gửi kết quả qua SMS.');
    expect(alert.textContent).toContain('Bạn có thể thử lại sau 30 giây.');

    click('Thử lại');
    await settle();
    expect(screen.getByText('Kết quả đã được gửi tới +84 912 345 678.')).toBeTruthy();
    expect(portal.calls.filter((c) => c.path.endsWith('/send-sms/'))).toHaveLength(2);
  });

  it('corrects a URL that asks for a scene not reached yet', async () => {
    const { navigations } = renderPage({ i18n: i18nIn('en'), client: fakePortal().client, search: { scene: 5 } });
    expect(navigations).toEqual([{ search: {}, replace: true }]);
    expect(screen.getByRole('heading', { level: 1, name: 'What could your child become?' })).toBeTruthy();
  });

  it('comes back to the question a reload left, with the answers kept', async () => {
    window.sessionStorage.setItem('kidQuizAnswers', JSON.stringify([4, 8, 2, null, null, null]));
    const { navigations } = renderPage({ i18n: i18nIn('en'), client: fakePortal().client, search: { scene: 5 } });
    expect(navigations).toEqual([]);
    expect(screen.getByText('Question 4 of 6')).toBeTruthy();
  });

  it('reopens a results link', async () => {
    const portal = fakePortal();
    renderPage({ i18n: i18nIn('en'), client: portal.client, search: { scene: 9, result: OPENED_RECORD.id } });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Architect' })).toBeTruthy();
    expect(screen.getByText('I. M. Pei')).toBeTruthy();
    expect(portal.calls).toEqual([{ method: 'GET', path: `/kid-quiz/results/${OPENED_RECORD.id}/`, body: undefined }]);
  });
});
