// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANDLINE, MOBILE } from '../../machines/auth/otp-challenge/otp-challenge.fixtures';
import { NEW_TOKEN } from '../../machines/auth/session/session.fixtures';
import { SESSION_KEYS } from '../../platform/session-store';
import { MOBILE_E164, error, merged, profile, renderApp, sent, token } from '../testing/app-under-test';
import { freshPageEachTest } from '../testing/fresh-page';

/**
 * The sign-in page and the header on the real route tree (app-under-test.tsx): the real session
 * and API client over a fetch the test answers, the resend countdown on a simulated clock.
 */

freshPageEachTest();
afterEach(() => vi.useRealTimers());

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

async function codeStep(path = '/sign-in') {
  const app = await renderApp(path);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number' }), MOBILE);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await app.portal.reply('/mobile-auth/signin/', sent());
  await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
  return app;
}

async function signIn(app: Awaited<ReturnType<typeof codeStep>>) {
  await userEvent.type(screen.getByRole('textbox', { name: '6-digit code' }), '123456{Enter}');
  await app.portal.reply('/mobile-auth/signin/otp-verify/', token);
  await app.portal.reply('/anonymous-user/merge/', merged);
  await app.portal.reply('/user-profile/', profile);
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
    const { portal } = await renderApp('/sign-in');
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your phone number.');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(phone)).toContain('Enter your phone number.');

    await userEvent.type(phone, '12345');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid phone number, for example 0912 345 678.');
    expect(portal.received).toEqual([]);
  });

  it('offers Zalo only for a Vietnamese mobile number; SMS always', async () => {
    const { portal } = await renderApp('/sign-in');
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
    await portal.arrival('/mobile-auth/signin/');
    expect(portal.received.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/mobile-auth/signin/', body: { otp_key: MOBILE_E164, otp_method: 'zalo' } },
    ]);
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
  });

  it('speaks Vietnamese', async () => {
    await renderApp('/sign-in', { language: 'vi' });
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
    const { portal, seconds } = await codeStep();
    expect(screen.getByRole('timer').textContent).toBe('You can ask for a new code in 60 s.');
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    await seconds(59);
    expect(screen.getByRole('timer').textContent).toBe('You can ask for a new code in 1 s.');
    await seconds(1);
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(screen.getByRole('status').textContent).toBe('Sending a new code…');
    await portal.arrival('/mobile-auth/signin/');
    expect(portal.received.at(-1)?.body).toEqual({ otp_key: MOBILE_E164, otp_method: 'sms' });
    await portal.reply('/mobile-auth/signin/', sent());
    expect(screen.getByRole('timer').textContent).toBe('You can ask for a new code in 60 s.');
  });

  it('refuses a code that is not 6 digits, and shows a wrong code on the field', async () => {
    const { portal } = await codeStep();
    const code = screen.getByRole('textbox', { name: '6-digit code' });
    await userEvent.type(code, '12{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('The code has 6 digits.');
    expect(portal.waiting()).toEqual([]);
    await userEvent.clear(code);
    await userEvent.type(code, '123 456{Enter}');
    await portal.arrival('/mobile-auth/signin/otp-verify/');
    expect(portal.received.at(-1)?.body).toEqual({ otp_key: MOBILE_E164, otp: '123456' });
    await portal.reply('/mobile-auth/signin/otp-verify/', error(400, 'otp_invalid', 'Invalid OTP'));
    expect(screen.getByRole('alert').textContent).toBe('This code is not correct. Check it and try again.');
    expect(describedBy(code)).toEqual(['This code is not correct. Check it and try again.']);
  });

  it('after five wrong codes says so (not "expired"), hides the field and offers a new code when the wait ends', async () => {
    const { portal, seconds } = await codeStep();
    await userEvent.type(screen.getByRole('textbox', { name: '6-digit code' }), '111111{Enter}');
    await portal.reply('/mobile-auth/signin/otp-verify/', error(400, 'otp_attempts_exceeded', 'Too many wrong codes. Request a new code.'));
    expect(screen.getByRole('alert').textContent).toBe('Too many wrong codes. Ask for a new code.');
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).toBeNull();
    await seconds(60);
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await portal.reply('/mobile-auth/signin/', sent());
    expect(screen.getByRole('textbox', { name: '6-digit code' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a limit on the first request shows the code step, the time a new code may be asked for and no button until then', async () => {
    // 14:30:10 in the test's time zone: the limit's end (+1,650 s = 14:57:40) is said as 14:58, never early.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 14, 30, 10));
    const { portal, seconds } = await renderApp('/sign-in');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number' }), `${MOBILE}{Enter}`);
    await portal.reply('/mobile-auth/signin/', error(429, 'rate_limited', 'Too many', { 'Retry-After': '1650' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Many codes were asked for this number lately. If one reached you, enter it.');
    const limit = 'You can ask for a new code at 2:58 PM.';
    expect(screen.getByRole('status').textContent).toBe(limit);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    // Time goes on: the time said stays, and the button comes back when the limit ends.
    vi.setSystemTime(new Date(2026, 10, 23, 14, 57, 39));
    await seconds(1649);
    expect(screen.getByRole('status').textContent).toBe(limit);
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    vi.setSystemTime(new Date(2026, 10, 23, 14, 57, 40));
    await seconds(1);
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await portal.reply('/mobile-auth/signin/', sent());
    expect(screen.getByRole('timer').textContent).toBe('You can ask for a new code in 60 s.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the limit’s time in the reader’s language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 14, 30, 10));
    const { portal } = await renderApp('/sign-in', { language: 'vi' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Số điện thoại' }), `${MOBILE}{Enter}`);
    await portal.reply('/mobile-auth/signin/', error(429, 'rate_limited', 'Too many', { 'Retry-After': '1650' }));
    expect((await screen.findByRole('status')).textContent).toBe('Bạn có thể yêu cầu mã OTP mới lúc 14:58.');
  });

  it('an empty code says what to type and where it went', async () => {
    const { portal } = await codeStep();
    const code = screen.getByRole('textbox', { name: '6-digit code' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6-digit code we sent to +84 912 345 678.');
    expect(describedBy(code)).toEqual(['Enter the 6-digit code we sent to +84 912 345 678.']);
    expect(portal.waiting()).toEqual([]);
  });

  it('a limit on checking codes says when to try again as a time of day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 9, 5, 0));
    const app = await codeStep();
    const { portal, seconds } = app;
    await userEvent.type(screen.getByRole('textbox', { name: '6-digit code' }), '123456{Enter}');
    await portal.reply('/mobile-auth/signin/otp-verify/', error(429, 'rate_limited', 'Too many', { 'Retry-After': '600' }));
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again at 9:15 AM.');
    // No Sign in button that cannot work until then; the code typed stays.
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('textbox', { name: '6-digit code' })).toHaveProperty('value', '123456');
    // The resend countdown ticking on does not move the time said.
    vi.setSystemTime(new Date(2026, 10, 23, 9, 5, 50));
    await seconds(50);
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again at 9:15 AM.');
    vi.setSystemTime(new Date(2026, 10, 23, 9, 15, 0));
    await seconds(550);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(app.portal.received.filter((call) => call.path === '/mobile-auth/signin/otp-verify/')).toHaveLength(2);
  });

  it('comes back to the code step after a reload, with the wait that was left', async () => {
    const first = await codeStep();
    await first.seconds(5);
    cleanup();
    // The page is loaded again in the same tab.
    expect(sessionStorage.getItem(SESSION_KEYS.signInChallenge)).not.toBeNull();
    const second = await renderApp('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeTruthy();
    expect(screen.getByText('We sent a 6-digit code by SMS to +84 912 345 678.')).toBeTruthy();
    const left = Number(/in (\d+) s/.exec(screen.getByRole('timer').textContent ?? '')?.[1]);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(60);
    expect(second.portal.received).toEqual([]);
  });

  it('after five wrong codes a reload keeps the code dead: no code field, no button, only a new code (issue 23 §6)', async () => {
    const first = await codeStep();
    await userEvent.type(screen.getByRole('textbox', { name: '6-digit code' }), '111111{Enter}');
    await first.portal.reply('/mobile-auth/signin/otp-verify/', error(400, 'otp_attempts_exceeded', 'Too many wrong codes.'));
    expect(screen.getByRole('alert').textContent).toBe('Too many wrong codes. Ask for a new code.');
    cleanup();
    // The page is loaded again in the same tab.
    const second = await renderApp('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This code can no longer be used.');
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(second.portal.received).toEqual([]);
    // Once the wait is over, a new code opens the field again.
    await second.seconds(60);
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await second.portal.reply('/mobile-auth/signin/', sent());
    expect(await screen.findByRole('textbox', { name: '6-digit code' })).toBeTruthy();
  });

  it('goes back to change the number', async () => {
    await codeStep();
    await userEvent.click(screen.getByRole('button', { name: 'Change phone number' }));
    expect((screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value).toBe(MOBILE);
    expect(sessionStorage.getItem(SESSION_KEYS.signInChallenge)).toBeNull();
  });
});

describe('sign-in page: one error at a time', () => {
  it('a refused number replaces the note that the session expired', async () => {
    const app = await renderApp('/account/gene-tests', { token: 'revoked-token-0123456789abcdef0123456789' });
    await app.portal.reply('/user-profile/', profile);
    await app.portal.reply('/customer/', error(401, 'unauthorized', 'Sign in again.'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Your session has expired. Sign in again to continue.']);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Enter your phone number.']);
  });
});

describe('signing in and out', () => {
  it('signs in, merges, loads the profile, goes to the account and shows it in the header; then signs out', async () => {
    const app = await codeStep();
    await signIn(app);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/account');
    expect(localStorage.getItem('authToken')).toBe(NEW_TOKEN);
    expect(app.portal.received.map((call) => call.path)).toEqual(['/mobile-auth/signin/', '/mobile-auth/signin/otp-verify/', '/anonymous-user/merge/', '/user-profile/']);
    expect(app.portal.received[3].headers.get('Authorization')).toBe(`Token ${NEW_TOKEN}`);

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
    await userEvent.click(within(nav).getByRole('button', { name: 'Sign out' }));
    expect(within(nav).getByRole('button', { name: 'Signing out…' })).toHaveProperty('disabled', true);
    await app.portal.reply('/mobile-auth/signout/', { status: 204 });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(await within(nav).findByRole('link', { name: 'Sign in' })).toBeTruthy();
    // The account is for signed-in users only: the page goes to sign-in, to come back afterwards.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/sign-in');
    expect(app.router.state.location.search).toEqual({ redirect: '/account' });
    expect(screen.queryByText('Your session has expired. Sign in again to continue.')).toBeNull();
  });

  it('sends a visitor from an account page to sign-in and back there afterwards', async () => {
    const app = await codeStep('/account/verify');
    expect(app.router.state.location.search).toEqual({ redirect: '/account/verify' });
    await userEvent.type(screen.getByRole('textbox', { name: '6-digit code' }), '123456{Enter}');
    await app.portal.reply('/mobile-auth/signin/otp-verify/', token);
    await app.portal.reply('/anonymous-user/merge/', error(500, 'internal'));
    await app.portal.reply('/user-profile/', profile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link a genetic test' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/account/verify');
  });

  it.each([
    ['another origin', 'https://evil.example/phish'],
    ['a bare host name', 'evil.example'],
    ['a protocol-relative address', '//evil.example/phish'],
  ])('never follows %s after signing in: the account instead (open redirect)', async (_name, target) => {
    const app = await codeStep(`/sign-in?redirect=${encodeURIComponent(target)}`);
    await signIn(app);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(app.router.state.location.href).toBe('/account');
  });

  it.each([
    ['another origin', 'https://evil.example/phish'],
    ['a bare host name', 'evil.example'],
  ])('never follows %s when already signed in: the account instead', async (_name, target) => {
    const app = await renderApp(`/sign-in?redirect=${encodeURIComponent(target)}`, { token: NEW_TOKEN });
    await app.portal.reply('/user-profile/', profile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(app.router.state.location.href).toBe('/account');
  });

  it('a revoked session (401 from any call) signs out and says the session expired', async () => {
    const app = await renderApp('/account/gene-tests', { token: 'revoked-token-0123456789abcdef0123456789' });
    await app.portal.reply('/user-profile/', profile);
    expect(await screen.findByRole('link', { name: 'My account' })).toBeTruthy();
    // The gene-test list is asked for with the revoked token, and refused.
    await app.portal.reply('/customer/', error(401, 'unauthorized', 'Sign in again.'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Your session has expired. Sign in again to continue.');
    expect(app.router.state.location.search).toEqual({ redirect: '/account/gene-tests' });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(app.session.getSnapshot().context.token).toBeNull();
  });
});
