// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER } from '../../machines/auth/session/session.fixtures';
import { error, profile, renderApp, sent } from '../testing/app-under-test';
import { freshPageEachTest } from '../testing/fresh-page';

/**
 * "Delete my account and data" on the real route tree, signed in with a stored token
 * (app-under-test.tsx): nothing is sent before the user confirms; the code goes to the account's
 * own number; the code's check is the deletion; then the confirmation page, and the session ends.
 */

freshPageEachTest();

async function deletePage() {
  const app = await renderApp('/account/delete', { token: 'stored-token-0123456789abcdef0123456789ab' });
  await app.portal.reply('/user-profile/', profile);
  await screen.findByRole('heading', { level: 1, name: 'Delete my account and data' });
  return app;
}

describe('delete page', () => {
  it('explains, sends the code on confirmation, refuses a wrong code, deletes with the right one, then confirms and signs out', async () => {
    const app = await deletePage();
    expect(screen.getByText('This cannot be undone.', { exact: false })).toBeTruthy();
    expect(screen.getByText('To confirm, we will send a 6-digit one-time code by SMS to +84 912 345 678.')).toBeTruthy();
    expect(app.portal.received.map((call) => call.path)).toEqual(['/user-profile/']);

    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await app.portal.reply('/user-profile/deletion-code/', sent(USER.phoneNumber));
    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    expect(document.activeElement).toBe(code);
    expect(screen.getByText('We sent a 6-digit code by SMS to +84 912 345 678.')).toBeTruthy();

    await userEvent.type(code, '000000{Enter}');
    await app.portal.reply('/user-profile/', error(400, 'otp_invalid', 'Invalid OTP'));
    expect((await screen.findByRole('alert')).textContent).toBe('This code is not correct. Check it and try again.');

    await userEvent.clear(code);
    await userEvent.type(code, '123 456{Enter}');
    await app.portal.reply('/user-profile/', { status: 204 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account was deleted' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/account-deleted');
    // The session ends here: the token went with the account, so no sign-out is sent (it answered 401 and logged it: issue 23 §14).
    await waitFor(() => expect(app.session.getSnapshot().value).toBe('signedOut'));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(app.router.state.location.pathname).toBe('/account-deleted');

    expect(app.portal.received.slice(1).map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/user-profile/deletion-code/', null],
      ['DELETE', '/user-profile/', { otp: '000000' }],
      ['DELETE', '/user-profile/', { otp: '123456' }],
    ]);
  });

  it('after a limit, says until when and offers no retry before then; going back deletes nothing', async () => {
    const app = await deletePage();
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await app.portal.reply('/user-profile/deletion-code/', error(429, 'rate_limited', 'Too many requests', { 'Retry-After': '30' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^A code went to your number a short while ago\. You can ask for a new one at .+\.$/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    await app.seconds(30);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await app.portal.reply('/user-profile/deletion-code/', sent(USER.phoneNumber));
    await screen.findByRole('textbox', { name: '6-digit code' });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Send the code' })).toBeTruthy();
    expect(app.portal.received.filter((call) => call.method === 'DELETE')).toEqual([]);
    expect(app.session.getSnapshot().context.user?.phoneNumber).toBe(USER.phoneNumber);
  });

  it('is offered from the profile and the account navigation', async () => {
    const app = await renderApp('/account', { token: 'stored-token-0123456789abcdef0123456789ab' });
    await app.portal.reply('/user-profile/', profile);
    await userEvent.click(await screen.findByRole('link', { name: 'Delete my account and data' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete my account and data' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Your account' }).querySelector('a[aria-current="page"]')?.textContent).toBe('Delete account');
  });
});
