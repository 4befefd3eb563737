// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { SimulatedClock, createActor } from 'xstate';
import { createAppRouter } from '../../router';
import { authMachine } from '../../machines/auth/auth.machine';
import { DEVICE_ID, LANDLINE, MOBILE, MOBILE_E164, NEW_TOKEN, USER, authToken, fakeAuthActors, otpInvalid, otpSent } from '../../machines/auth/auth.fixtures';
import { createFakeCalls } from '../../machines/auth/fake-calls';
import { AccountApiProvider } from '../account/account-api';
import { AppActorsProvider } from '../shell/app-actors';
import { createShellHarness } from '../shell/test-harness';

afterEach(cleanup);

/**
 * The sign-in page and the header on the real route tree, with an auth actor whose server calls
 * are fakes the test answers and whose countdown runs on a simulated clock.
 */
async function renderApp(path: string, language: 'en' | 'vi' = 'en') {
  const harness = await createShellHarness({ chineseEnabled: true, language });
  await harness.i18n.loadNamespaces(['auth', 'account', 'errors']);
  const calls = createFakeCalls();
  const clock = new SimulatedClock();
  const stored: string[] = [];
  const auth = createActor(
    authMachine.provide({
      actors: fakeAuthActors(calls),
      actions: {
        persistToken: (_, { token }) => void stored.push(token),
        forgetToken: () => void stored.push('(forgotten)'),
      },
    }),
    { input: { token: null, deviceId: DEVICE_ID }, clock },
  ).start();
  const actors = { ...harness.actors, auth };
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  // The account pages never call the server in these tests.
  const api = { call: () => new Promise<never>(() => {}), request: () => new Promise<never>(() => {}) };
  render(
    <I18nextProvider i18n={harness.i18n}>
      <AppActorsProvider actors={actors}>
        <AccountApiProvider api={api}>
          <RouterProvider router={router} />
        </AccountApiProvider>
      </AppActorsProvider>
    </I18nextProvider>,
  );
  /** Answers the fake call inside act(), so React renders what follows. */
  const settle = (name: string, outcome: Parameters<typeof calls.settle>[1]) => act(() => calls.settle(name, outcome));
  const seconds = (count: number) =>
    act(() => {
      for (let i = 0; i < count; i += 1) clock.increment(1000);
    });
  return { auth, calls, router, stored, settle, seconds };
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

async function codeStep(phone = MOBILE) {
  const app = await renderApp('/sign-in');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number' }), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await app.settle('requestCode', { done: true, output: otpSent(MOBILE_E164, 'sms') });
  await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
  return app;
}

describe('sign-in page: the phone step', () => {
  it('has a labelled phone input for telephone numbers', async () => {
    await renderApp('/sign-in');
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in');
  });

  it('says why a number is refused, linked to the input, without calling the server', async () => {
    const { calls } = await renderApp('/sign-in');
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your phone number.');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(phone)).toContain('Enter your phone number.');

    await userEvent.type(phone, '12345');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid phone number, for example 0912 345 678.');
    expect(calls.started).toEqual([]);
  });

  it('offers Zalo only for a Vietnamese mobile number; SMS always', async () => {
    const { calls } = await renderApp('/sign-in');
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    const channels = () => within(screen.getByRole('group', { name: 'Send the code by' })).getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(channels()).toEqual(['sms']);
    await userEvent.type(phone, LANDLINE);
    expect(channels()).toEqual(['sms']);
    await userEvent.clear(phone);
    await userEvent.type(phone, MOBILE);
    expect(channels()).toEqual(['sms', 'zalo']);
    await userEvent.click(screen.getByRole('radio', { name: 'Zalo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(calls.started).toEqual([{ name: 'requestCode', input: { otpKey: MOBILE_E164, otpMethod: 'zalo' } }]);
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
  });

  it('speaks Vietnamese', async () => {
    await renderApp('/sign-in', 'vi');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Đăng nhập');
    expect(screen.getByRole('textbox', { name: 'Số điện thoại' })).toBeTruthy();
  });
});

describe('sign-in page: the code step', () => {
  it('asks for the code sent to the number, with a numeric one-time-code input', async () => {
    await codeStep();
    expect(screen.getByText('We sent a 6-digit code by SMS to +84 912 345 678.')).toBeTruthy();
    const code = screen.getByRole('textbox', { name: '6-digit code' });
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(code);
  });

  it('counts down before a new code can be asked for, then sends one', async () => {
    const { calls, seconds, settle } = await codeStep();
    expect(screen.getByRole('timer').textContent).toBe('You can ask for a new code in 60 s.');
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    await seconds(59);
    expect(screen.getByRole('timer').textContent).toBe('You can ask for a new code in 1 s.');
    await seconds(1);
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(screen.getByRole('status').textContent).toBe('Sending a new code…');
    expect(calls.started.at(-1)).toEqual({ name: 'requestCode', input: { otpKey: MOBILE_E164, otpMethod: 'sms' } });
    await settle('requestCode', { done: true, output: otpSent(MOBILE_E164, 'sms', 60) });
    expect(screen.getByRole('timer').textContent).toBe('You can ask for a new code in 60 s.');
  });

  it('refuses a code that is not 6 digits, and shows a wrong code on the field', async () => {
    const { calls, settle } = await codeStep();
    const code = screen.getByRole('textbox', { name: '6-digit code' });
    await userEvent.type(code, '12{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('The code has 6 digits.');
    expect(calls.pending).toHaveLength(0);
    await userEvent.clear(code);
    await userEvent.type(code, '123456{Enter}');
    expect(calls.pending.map((call) => call.input)).toEqual([{ otpKey: MOBILE_E164, otp: '123456' }]);
    await settle('verifyCode', { done: false, error: otpInvalid() });
    expect(screen.getByRole('alert').textContent).toBe('This code is not correct. Check it and try again.');
    expect(describedBy(code)).toEqual(['This code is not correct. Check it and try again.']);
  });

  it('goes back to change the number', async () => {
    await codeStep();
    await userEvent.click(screen.getByRole('button', { name: 'Change phone number' }));
    expect((screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value).toBe(MOBILE);
  });
});

describe('signing in and out', () => {
  it('signs in, merges, loads the profile, goes to the account and shows it in the header; then signs out', async () => {
    const { calls, router, settle, stored } = await codeStep();
    await userEvent.type(screen.getByRole('textbox', { name: '6-digit code' }), '123456{Enter}');
    await settle('verifyCode', { done: true, output: authToken() });
    expect(stored).toEqual([NEW_TOKEN]);
    await settle('merge', { done: true, output: { clientId: DEVICE_ID, merged: { kidQuizResults: 2 } } });
    await settle('loadProfile', { done: true, output: USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
    expect(calls.started.map((call) => call.name)).toEqual(['requestCode', 'verifyCode', 'merge', 'loadProfile']);

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
    await userEvent.click(within(nav).getByRole('button', { name: 'Sign out' }));
    expect(within(nav).getByRole('button', { name: 'Signing out…' })).toHaveProperty('disabled', true);
    await settle('signOut', { done: true, output: null });
    expect(stored).toEqual([NEW_TOKEN, '(forgotten)']);
    expect(await within(nav).findByRole('link', { name: 'Sign in' })).toBeTruthy();
    // The account is for signed-in users only: the page goes to sign-in, to come back afterwards.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toEqual({ redirect: '/account' });
  });

  it('sends a visitor from an account page to sign-in and back there afterwards', async () => {
    const { router, settle } = await renderApp('/account/verify');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ redirect: '/account/verify' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), `${MOBILE}{Enter}`);
    await settle('requestCode', { done: true, output: otpSent(MOBILE_E164, 'sms') });
    await userEvent.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123456{Enter}');
    await settle('verifyCode', { done: true, output: authToken() });
    await settle('merge', { done: false, error: new Error('merge failed') });
    await settle('loadProfile', { done: true, output: USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Link a gene test' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/verify');
  });

  it('a 401 from any call signs out: the header shows Sign in again', async () => {
    const { auth, settle } = await codeStep();
    await userEvent.type(screen.getByRole('textbox', { name: '6-digit code' }), '123456{Enter}');
    await settle('verifyCode', { done: true, output: authToken() });
    await settle('merge', { done: true, output: { clientId: DEVICE_ID, merged: { kidQuizResults: 0 } } });
    await settle('loadProfile', { done: true, output: USER });
    await screen.findByRole('link', { name: 'My account' });
    act(() => auth.send({ type: 'auth.unauthorized' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(auth.getSnapshot().context.token).toBeNull();
  });
});
