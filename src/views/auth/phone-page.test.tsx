// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER } from '../../machines/auth/session/session.fixtures';
import { SESSION_KEYS } from '../../platform/session-store';
import { error, profile, renderApp, sent } from '../testing/app-under-test';
import { freshPageEachTest } from '../testing/fresh-page';

/**
 * The phone-number change on the real route tree, signed in with a stored token (app-under-test.tsx):
 * the same OTP challenge as sign-in, with the account's own number refused.
 */

freshPageEachTest();

const NEW_NUMBER = '+84987654321';

async function phonePage() {
  const app = await renderApp('/account/phone', { token: 'stored-token-0123456789abcdef0123456789ab' });
  await app.portal.reply('/user-profile/', profile);
  return app;
}

describe('phone page', () => {
  it('refuses the current number, then confirms a new one with its code and shows it everywhere', async () => {
    const app = await phonePage();
    const phone = await screen.findByRole('textbox', { name: 'New phone number' });
    await userEvent.type(phone, '0912 345 678{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('This is already your phone number.');
    expect(app.portal.received.map((call) => call.path)).toEqual(['/user-profile/']);

    await userEvent.clear(phone);
    await userEvent.type(phone, '0987 654 321{Enter}');
    await app.portal.reply('/user-profile/phone-number/', sent(NEW_NUMBER));
    await userEvent.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123456{Enter}');
    await app.portal.reply('/user-profile/phone-number/verify/', { json: { data: { ...profile.json.data, phone_number: NEW_NUMBER } } });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Your phone number is now +84 987 654 321.');
    expect(app.portal.received.slice(1).map((call) => [call.path, call.body])).toEqual([
      ['/user-profile/phone-number/', { phone_number: NEW_NUMBER, otp_method: 'sms' }],
      ['/user-profile/phone-number/verify/', { phone_number: NEW_NUMBER, otp: '123456' }],
    ]);
    expect(app.session.getSnapshot().context.user?.phoneNumber).toBe(NEW_NUMBER);
    expect(sessionStorage.getItem(SESSION_KEYS.phoneChangeChallenge)).toBeNull();
  });

  it('says when the new number belongs to another account', async () => {
    const app = await phonePage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'New phone number' }), '0987 654 321{Enter}');
    await app.portal.reply('/user-profile/phone-number/', error(409, 'conflict'));
    expect((await screen.findByRole('alert')).textContent).toBe('This phone number is already used by another account.');
    expect(app.session.getSnapshot().context.user?.phoneNumber).toBe(USER.phoneNumber);
  });
});
