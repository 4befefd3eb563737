// @vitest-environment jsdom
import { loadEveryPage } from '../testing/test-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, RouterProvider, createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { SimulatedClock, createActor } from 'xstate';
import type { i18n as I18n } from 'i18next';
import type { z } from 'zod';
import type { ApiRequestOptions } from '../../api/client';
import type { PortalClient } from '../../api/kid-quiz';
import { createI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { rateLimited } from '../../machines/calls/call-fixtures';
import { CALCULATION_STEP_MS } from '../../machines/kid-quiz/kid-quiz.machine';
import { OPENED_RECORD, SAMPLE_ANSWERS, createdRecordFor, discountCodeFor, publicViewOf, receiptFor, recordFor, secretFor } from '../../machines/kid-quiz/kid-quiz.fixtures';
import { createSessionMachine } from '../../machines/auth/session/session.machine';
import { createCartMachine } from '../../machines/cart/cart.machine';
import type { RouterContext } from '../shell/root-route';
import { createKidQuizRoute } from './kid-quiz-routes';

/**
 * The quiz page on a router of its own (memory history), the route as the app builds it: the
 * actor started on entering, told every URL, stopped on leaving. The Portal API is a double that
 * answers at once; the calculation's 250 ms steps run on a simulated clock.
 */

interface Call {
  method: string;
  path: string;
  body: unknown;
  /** The Kid-Quiz-Secret header sent, or null. */
  secret: string | null;
}

const OPENED_SECRET = secretFor(OPENED_RECORD.id);
/** The opened record has a number, which anyone but its owner sees masked. */
const OPENED_WITH_PHONE = { ...OPENED_RECORD, phoneNumber: '+84912345678', maskedPhoneNumber: '09•••••678' };
const SECRETS_KEY = 'kidQuizRecordSecrets';

/** A Portal API double: answers by path, records every call, and can fail the next call to a path. */
function fakePortal() {
  const calls: Call[] = [];
  const failNext = new Map<string, unknown>();
  const answer = (method: string, path: string, body: Record<string, unknown>, secret: string | null): unknown => {
    if (path === '/kid-quiz/results/' && method === 'POST') return createdRecordFor(body.answers as number[]);
    // The owner's view to the holder of the secret, the public one to anyone else.
    if (path === `/kid-quiz/results/${OPENED_RECORD.id}/` && method === 'GET') return secret === OPENED_SECRET ? OPENED_WITH_PHONE : publicViewOf(OPENED_WITH_PHONE);
    if (path.endsWith('/send-sms/')) return receiptFor('+84912345678');
    if (path === '/kid-quiz/discount-codes/') return discountCodeFor(String(body.recordId));
    if (method === 'PATCH') return { ...recordFor(SAMPLE_ANSWERS), phoneNumber: body.phoneNumber };
    throw new Error(`unexpected ${method} ${path}`);
  };
  const client: PortalClient = {
    async call<T>(schema: z.ZodType<T>, path: string, options: ApiRequestOptions = {}): Promise<T> {
      const method = options.method ?? 'GET';
      const body = (options.body ?? {}) as Record<string, unknown>;
      const secret = options.headers?.['kid-quiz-secret'] ?? null;
      calls.push({ method, path, body: options.body, secret });
      const failure = failNext.get(path);
      if (failure) {
        failNext.delete(path);
        throw failure;
      }
      // Every Portal API answer comes in the `{ data }` envelope.
      return schema.parse({ data: answer(method, path, body, secret) });
    },
  };
  return { client, calls, failNext };
}

const languages = new Map<Language, I18n>();

beforeAll(async () => {
  for (const language of ['en', 'vi'] as const) languages.set(language, await createI18n(language, { namespaces: ['kid-quiz'] }));
});

function i18nIn(language: Language): I18n {
  const i18n = languages.get(language);
  if (!i18n) throw new Error(`no i18n for ${language}`);
  return i18n;
}

/** The quiz route (and another page, at /complaints) on a memory history; every history change recorded. */
async function renderQuiz(path: string, options: { language?: Language; portal?: ReturnType<typeof fakePortal> } = {}) {
  const language = options.language ?? 'en';
  const portal = options.portal ?? fakePortal();
  const clock = new SimulatedClock();
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const quiz = createKidQuizRoute(root, { client: portal.client, clock, language: () => language });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '/complaints', component: () => <p>Elsewhere</p> });
  const history = createMemoryHistory({ initialEntries: [path] });
  const navigations: string[] = [];
  history.subscribe(({ action, location }) => navigations.push(`${action.type} ${location.href}`));
  const router = createRouter({
    routeTree: root.addChildren([quiz, elsewhere]),
    history,
    context: { session: createActor(createSessionMachine(), { input: { token: null } }), cart: createActor(createCartMachine(), { input: { storedCartId: null, language: 'en' } }) },
  });
  // The quiz page's code is imported before the render (an awaited promise, not a race against findBy's second).
  await loadEveryPage(router);
  render(
    <I18nextProvider i18n={i18nIn(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  /** Runs the calculation's four 250 ms steps. */
  const calculate = () =>
    act(() => {
      for (let step = 0; step < 4; step += 1) clock.increment(CALCULATION_STEP_MS);
    });
  return { portal, router, history, navigations, calculate };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const en = (key: string) => i18nIn('en').getFixedT('en', 'kid-quiz')(key);
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const press = (key: string) => fireEvent.keyDown(screen.getByRole('slider'), { key });

/** Answers the questions from the home scene with the keyboard, in the labels of `language`. */
async function answerAll(answers: ReadonlyArray<number>, language: Language = 'en') {
  const t = i18nIn(language).getFixedT(language, 'kid-quiz');
  click(t('home.start'));
  for (const [index, value] of answers.entries()) {
    await screen.findByText(t('question.progress', { current: index + 1, total: 6 }));
    press('Home');
    for (let step = 1; step < value; step += 1) press('ArrowRight');
    click(t(index === 5 ? 'question.seeResults' : 'question.next'));
  }
}

function typePhone(label: string, phoneNumber: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: phoneNumber } });
}

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
});

describe('KidQuizPage', () => {
  it('walks from home through six questions to the results, keeping the URL in step', async () => {
    const { portal, navigations, calculate } = await renderQuiz('/kid-quiz');
    await heading('What could your child become?');

    await answerAll(SAMPLE_ANSWERS);
    await heading('Working out the results…');
    const record = recordFor(SAMPLE_ANSWERS);
    expect(navigations).toEqual([2, 3, 4, 5, 6, 7, 8].map((scene) => `PUSH /kid-quiz?scene=${scene}`));

    calculate();
    await heading('Inventor');
    expect(screen.getByText('Thomas Edison')).toBeTruthy();
    // iq and eq are both growing (10): the role model stands beside the child's highest score, the social energy.
    expect(screen.getByText('Like Thomas Edison, your child shows outgoing social energy.')).toBeTruthy();
    expect(screen.getByText('Celebrate attempts and what was learned, not only what works the first time.')).toBeTruthy();
    expect(screen.getByText('Extroverted · 16 of 20')).toBeTruthy();
    expect(screen.getAllByText('Growing · 10 of 20')).toHaveLength(2);
    // The record carries the anonymous client id, so a later sign-in can merge it into the account
    // (sent once the call has loaded its contract with import()).
    await waitFor(() =>
      expect(portal.calls).toEqual([
        {
          method: 'POST',
          path: '/kid-quiz/results/',
          body: { answers: [...SAMPLE_ANSWERS], language: 'en', clientId: window.localStorage.getItem('clientId') },
          secret: null,
        },
      ]),
    );
    expect(window.localStorage.getItem('clientId')).toMatch(/^[0-9a-f-]{36}$/);
    // The calculation leaves no history entry: the results replace it, with their record id.
    expect(navigations.at(-1)).toBe(`REPLACE /kid-quiz?scene=9&result=${record.id}`);
    // The answers are kept for a reload, and the record's secret, which never goes into the URL.
    expect(JSON.parse(window.sessionStorage.getItem('kidQuizAnswers') ?? 'null')).toEqual([...SAMPLE_ANSWERS]);
    expect(JSON.parse(window.sessionStorage.getItem(SECRETS_KEY) ?? 'null')).toEqual({ [record.id]: secretFor(record.id) });
    expect(navigations.join(' ')).not.toContain(secretFor(record.id));
  });

  it('sends the results by SMS, and a discount code, with the page language', async () => {
    const { portal, calculate } = await renderQuiz('/kid-quiz');
    await heading('What could your child become?');
    await answerAll(SAMPLE_ANSWERS);
    calculate();
    await screen.findByText(en('results.saved'));

    // Why the number is asked for, read with the field, and the policy one link away.
    expect(screen.getByRole('textbox', { name: 'Phone number' }).getAttribute('aria-describedby')).toMatch(/-why$/);
    expect(screen.getByText(/We use this number only to send you this SMS/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');

    click('Send by SMS');
    expect(screen.getByText('Enter a phone number.')).toBeTruthy();

    typePhone('Phone number', '0912 345 678');
    click('Send by SMS');
    await screen.findByText('The results were sent to +84 912 345 678.');
    const id = recordFor(SAMPLE_ANSWERS).id;
    // Each as the record's owner: with the secret the create call answered.
    expect(portal.calls.slice(1).map((c) => [c.method, c.path, c.body, c.secret])).toEqual([
      ['PATCH', `/kid-quiz/results/${id}/`, { phoneNumber: '+84912345678' }, secretFor(id)],
      ['POST', `/kid-quiz/results/${id}/send-sms/`, { phoneNumber: '+84912345678', language: 'en' }, secretFor(id)],
    ]);

    click('Get my discount code');
    await screen.findByText('KID-7Q4M9X2T');
    // The code can be copied, and the page says it was.
    const clipboard: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void clipboard.push(text) } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy the code KID-7Q4M9X2T' }));
    await screen.findByText('Copied to the clipboard.');
    expect(clipboard).toEqual(['KID-7Q4M9X2T']);
    expect(screen.getByText('10% off')).toBeTruthy();
    expect(screen.getByText('Can be used once')).toBeTruthy();
    click('Send the code by SMS');
    await screen.findByText('The code was sent to +84 912 345 678.');
    expect(portal.calls.at(-1)).toMatchObject({ path: '/kid-quiz/discount-codes/KID-7Q4M9X2T/send-sms/', body: { language: 'en' }, secret: secretFor(id) });
    expect(portal.calls.at(-2)).toMatchObject({ path: '/kid-quiz/discount-codes/', secret: secretFor(id) });
  });

  it('shows a failed SMS in the page language, with the wait and a retry', async () => {
    const portal = fakePortal();
    const { calculate } = await renderQuiz('/kid-quiz', { language: 'vi', portal });
    await screen.findByRole('heading', { level: 1 });
    await answerAll(SAMPLE_ANSWERS, 'vi');
    calculate();
    const id = recordFor(SAMPLE_ANSWERS).id;
    portal.failNext.set(`/kid-quiz/results/${id}/send-sms/`, rateLimited(30));
    await screen.findByText(i18nIn('vi').getFixedT('vi', 'kid-quiz')('results.saved'));

    typePhone('Số điện thoại', '0912345678');
    // The wait is said as the time of day it ends (30 s from now, rounded up to the minute): the
    // minute may turn while the page answers, so the time read before and after both count.
    const clockAt = (now: number) => new Intl.DateTimeFormat('vi', { hour: 'numeric', minute: '2-digit' }).format(new Date(Math.ceil((now + 30_000) / 60_000) * 60_000));
    const before = clockAt(Date.now());
    click('Gửi qua SMS');
    const alert = await screen.findByRole('alert');
    const after = clockAt(Date.now());
    expect(alert.textContent).toContain('Không thể gửi kết quả qua SMS.');
    expect([before, after].some((clock) => alert.textContent?.includes(`Bạn có thể thử lại lúc ${clock}.`)), alert.textContent ?? '').toBe(true);
    // Not as raw seconds.
    expect(alert.textContent).not.toMatch(/30\s*(giây|s\b)/);

    click('Thử lại');
    await screen.findByText('Kết quả đã được gửi tới +84 912 345 678.');
    expect(portal.calls.filter((c) => c.path.endsWith('/send-sms/'))).toHaveLength(2);
  });

  it('corrects a URL that asks for a scene not reached yet', async () => {
    const { navigations } = await renderQuiz('/kid-quiz?scene=5');
    await heading('What could your child become?');
    await waitFor(() => expect(navigations).toEqual(['REPLACE /kid-quiz']));
  });

  it('comes back to the question a reload left, with the answers kept', async () => {
    window.sessionStorage.setItem('kidQuizAnswers', JSON.stringify([4, 8, 2, null, null, null]));
    const { navigations } = await renderQuiz('/kid-quiz?scene=5');
    await screen.findByText('Question 4 of 6');
    expect(navigations).toEqual([]);
  });

  it('follows the browser back and forward, the answers kept', async () => {
    const { history } = await renderQuiz('/kid-quiz');
    await heading('What could your child become?');
    click('Start the quiz');
    await screen.findByText('Question 1 of 6');
    press('End');
    click('Next');
    await screen.findByText('Question 2 of 6');
    press('Home');

    act(() => history.back());
    await screen.findByText('Question 1 of 6');
    expect(screen.getByRole('slider')).toHaveProperty('value', '10');
    act(() => history.forward());
    await screen.findByText('Question 2 of 6');
    expect(screen.getByRole('slider')).toHaveProperty('value', '1');
  });

  it('shows the role model beside the strong traits only, never beside a growing one', async () => {
    const { calculate } = await renderQuiz('/kid-quiz');
    await heading('What could your child become?');
    // iq 19 (strong), eq 4 (growing), temperament 12 (extroverted).
    await answerAll([10, 9, 2, 2, 6, 5]);
    calculate();
    await heading('Technology expert');
    expect(screen.getByText('Growing · 4 of 20')).toBeTruthy();
    const card = screen.getByRole('region', { name: en('results.roleModel') });
    expect(card.textContent).toContain('Grace Hopper');
    expect(card.textContent).toContain('Like Grace Hopper, your child shows a curious, reasoning mind.');
    for (const weak of [en('results.strengths.eq'), en('levels.low'), en('categories.eq')]) expect(card.textContent, weak).not.toContain(weak);
  });

  it('opens a shared results link: the result, why there is no SMS or code, and the quiz to take', async () => {
    const portal = fakePortal();
    const { navigations } = await renderQuiz(`/kid-quiz?scene=9&result=${OPENED_RECORD.id}`, { portal });
    await heading('Architect');
    expect(screen.getByText('Zaha Hadid')).toBeTruthy();
    expect(portal.calls).toEqual([{ method: 'GET', path: `/kid-quiz/results/${OPENED_RECORD.id}/`, body: undefined, secret: null }]);
    expect(screen.getByText(en('results.shared'))).toBeTruthy();
    expect(screen.getByText('The results were sent to 09•••••678.')).toBeTruthy();
    for (const owners of ['Send by SMS', 'Get my discount code', 'Change my answers', 'Start again']) {
      expect(screen.queryByRole('button', { name: owners }), owners).toBeNull();
    }
    expect(screen.queryByText(en('results.saved'))).toBeNull();
    expect(navigations).toEqual([]);
    // It can be shared on, as it was opened.
    expect(screen.getByRole('link', { name: 'Share on Zalo (opens in a new tab)' }).getAttribute('href')).toBe(
      `https://zalo.me/share?url=${encodeURIComponent(`${window.location.origin}/kid-quiz?scene=9&result=${OPENED_RECORD.id}`)}`,
    );

    click('Take the quiz for your child');
    await heading('What could your child become?');
  });

  it('opens the SMS link in full with the secret of its fragment, keeps it in the tab and takes it out of the address bar', async () => {
    const portal = fakePortal();
    const { navigations, history } = await renderQuiz(`/kid-quiz?scene=9&result=${OPENED_RECORD.id}#k=${OPENED_SECRET}`, { portal });
    await heading('Architect');
    await screen.findByText(en('results.saved'));
    expect(portal.calls).toEqual([{ method: 'GET', path: `/kid-quiz/results/${OPENED_RECORD.id}/`, body: undefined, secret: OPENED_SECRET }]);
    expect(screen.getByRole('button', { name: 'Send by SMS' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveProperty('value', '+84 912 345 678');
    expect(JSON.parse(window.sessionStorage.getItem(SECRETS_KEY) ?? 'null')).toEqual({ [OPENED_RECORD.id]: OPENED_SECRET });
    await waitFor(() => expect(navigations).toEqual([`REPLACE /kid-quiz?scene=9&result=${OPENED_RECORD.id}`]));
    expect(history.location.hash).toBe('');

    // Shared to Facebook or Zalo: the public address, without the secret, in a new tab.
    const publicUrl = `${window.location.origin}/kid-quiz?scene=9&result=${OPENED_RECORD.id}`;
    const facebook = screen.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' });
    const zalo = screen.getByRole('link', { name: 'Share on Zalo (opens in a new tab)' });
    expect(new URL(facebook.getAttribute('href') ?? '').searchParams.get('u')).toBe(publicUrl);
    expect(new URL(zalo.getAttribute('href') ?? '').searchParams.get('url')).toBe(publicUrl);
    for (const link of [facebook, zalo]) {
      expect(link.getAttribute('href')).not.toContain(OPENED_SECRET);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }

    click('Get my discount code');
    await screen.findByText('KID-7Q4M9X2T');
    expect(portal.calls.at(-1)).toMatchObject({ path: '/kid-quiz/discount-codes/', secret: OPENED_SECRET });
  });

  it('reopens a results link in full after a reload, with the secret the tab kept', async () => {
    window.sessionStorage.setItem(SECRETS_KEY, JSON.stringify({ [OPENED_RECORD.id]: OPENED_SECRET }));
    const portal = fakePortal();
    await renderQuiz(`/kid-quiz?scene=9&result=${OPENED_RECORD.id}`, { portal });
    await heading('Architect');
    await screen.findByText(en('results.saved'));
    expect(portal.calls).toEqual([{ method: 'GET', path: `/kid-quiz/results/${OPENED_RECORD.id}/`, body: undefined, secret: OPENED_SECRET }]);
  });

  it('starts nothing for a preload, and a new visit after leaving', async () => {
    const portal = fakePortal();
    const { router } = await renderQuiz('/complaints', { portal });
    await screen.findByText('Elsewhere');
    await act(() => router.preloadRoute({ to: '/kid-quiz', search: { scene: 9, result: OPENED_RECORD.id } }));
    expect(portal.calls).toEqual([]);

    window.sessionStorage.setItem('kidQuizAnswers', JSON.stringify([4, null, null, null, null, null]));
    await act(() => router.navigate({ to: '/kid-quiz', search: { scene: 3 } }));
    await screen.findByText('Question 2 of 6');
    await act(() => router.navigate({ to: '/complaints' }));
    await screen.findByText('Elsewhere');
    // Left: the visit is over; the next one reads the answers kept since.
    window.sessionStorage.setItem('kidQuizAnswers', JSON.stringify([4, 5, null, null, null, null]));
    await act(() => router.navigate({ to: '/kid-quiz', search: { scene: 4 } }));
    await screen.findByText('Question 3 of 6');
  });
});
