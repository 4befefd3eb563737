// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOBILE } from '../../machines/auth/otp-challenge/otp-challenge.fixtures';
import { SESSION_KEYS } from '../../platform/session-store';
import { error, merged, profile, renderApp, sent, token } from '../testing/app-under-test';
import { freshPageEachTest } from '../testing/fresh-page';

/**
 * The account pages on the real route tree, signed in with a stored token (app-under-test.tsx:
 * the real session and API client over a fetch the test answers, in the wire format).
 */

freshPageEachTest();

const STORED_TOKEN = 'stored-token-0123456789abcdef0123456789ab';
const READY_TEST_ID = '7a1d0000-0000-4000-8000-000000000101';

async function signedIn(path: string) {
  const app = await renderApp(path, { token: STORED_TOKEN });
  await app.portal.reply('/user-profile/', profile);
  return app;
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('profile page', () => {
  it('shows the profile, refuses a bad email beside its field, and saves only what changed', async () => {
    const app = await signedIn('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(screen.getByText('Nguyễn Văn An')).toBeTruthy();
    expect(screen.getByText('Apr 12, 1988')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change' }).getAttribute('href')).toBe('/account/phone');

    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const email = textbox('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'an@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(email)).toEqual(['Enter a valid email address.']);
    expect(app.portal.received.map((call) => call.method)).toEqual(['GET']);

    await userEvent.clear(email);
    await userEvent.type(email, 'an.nguyen@example.vn');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Preferred contact' }), 'SMS');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const patch = await app.portal.arrival('/user-profile/');
    expect([patch.method, patch.body]).toEqual(['PATCH', { email: 'an.nguyen@example.vn', preferred_contact_channel: 'sms' }]);
    await app.portal.reply('/user-profile/', { json: { data: { ...profile.json.data, email: 'an.nguyen@example.vn', preferred_contact_channel: 'sms' } } });
    expect((await screen.findByRole('status')).textContent).toBe('Your profile was saved.');
    expect(screen.getByText('an.nguyen@example.vn')).toBeTruthy();
    // Focus comes back to the Edit button the form replaced.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit profile' }));
    // The session holds the saved profile too (the header and the other pages read it).
    expect(app.session.getSnapshot().context.user?.email).toBe('an.nguyen@example.vn');
  });

  it('keeps an edit a revoked session cut short: after signing in again the form shows it and says so', async () => {
    const app = await signedIn('/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await userEvent.clear(textbox('Full name'));
    await userEvent.type(textbox('Full name'), 'Nguyễn Thị Lan');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await app.portal.reply('/user-profile/', error(401, 'unauthorized', 'Sign in again.'));

    // The session ended elsewhere: sign-in, then back to the profile.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(app.router.state.location.search).toEqual({ redirect: '/account' });
    expect(screen.getByRole('alert').textContent).toBe('Your session has expired. Sign in again to continue.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), `${MOBILE}{Enter}`);
    await app.portal.reply('/mobile-auth/signin/', sent());
    await userEvent.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123456{Enter}');
    await app.portal.reply('/mobile-auth/signin/otp-verify/', token);
    await app.portal.reply('/anonymous-user/merge/', merged);
    await app.portal.reply('/user-profile/', profile);

    expect(await screen.findByText('We kept the changes you had not saved when your session ended. Check them and save again.')).toBeTruthy();
    expect(textbox('Full name').value).toBe('Nguyễn Thị Lan');
    expect(textbox('Email').value).toBe('an.nguyen@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await app.portal.arrival('/user-profile/')).body).toEqual({ name: 'Nguyễn Thị Lan' });
    await app.portal.reply('/user-profile/', { json: { data: { ...profile.json.data, name: 'Nguyễn Thị Lan' } } });
    expect((await screen.findByRole('status')).textContent).toBe('Your profile was saved.');
    expect(sessionStorage.getItem(SESSION_KEYS.profileDraft)).toBeNull();
  });

  it('drops a kept edit when it is cancelled', async () => {
    sessionStorage.setItem(SESSION_KEYS.profileDraft, JSON.stringify({ userId: profile.json.data.id, values: { name: 'Nguyễn Thị Lan', gender: '1', email: '', dateOfBirth: '', preferredContactChannel: '' } }));
    await signedIn('/account');
    expect(await screen.findByText('We kept the changes you had not saved when your session ended. Check them and save again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Nguyễn Văn An')).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_KEYS.profileDraft)).toBeNull();
  });
});

describe('customer verification page', () => {
  it('checks the form first, says when no test matches, and links a matching one', async () => {
    const app = await signedIn('/account/verify');
    const kit = await screen.findByRole('textbox', { name: 'Kit code' });
    await userEvent.type(kit, '?{Enter}');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['This value has the wrong format.', 'Enter a valid date.']);
    expect(app.portal.received.map((call) => call.path)).toEqual(['/user-profile/']);

    await userEvent.clear(kit);
    await userEvent.type(kit, 'gw-24-10001');
    await userEvent.type(screen.getByLabelText("Tested person's date of birth"), '1988-04-12');
    await userEvent.click(screen.getByRole('button', { name: 'Link the test' }));
    expect((await app.portal.arrival('/customer/verify/')).body).toEqual({ kit_code: 'GW-24-10001', date_of_birth: '1988-04-12' });
    await app.portal.reply('/customer/verify/', error(404, 'not_found'));
    expect((await screen.findByRole('alert')).textContent).toBe('No test matches this kit code and date of birth. Check both and try again.');

    await userEvent.click(screen.getByRole('button', { name: 'Link the test' }));
    await app.portal.reply('/customer/verify/', {
      json: {
        data: {
          id: '5e1d0000-0000-4000-8000-000000000101',
          name: 'Nguyễn Văn An',
          gender: 1,
          date_of_birth: '1988-04-12',
          relationship: 'self',
          gene_test: { id: READY_TEST_ID, kit_code: 'GW-24-10001', package_slug: 'g-intel', status: 'analysing', report_results: null },
        },
      },
    });
    expect((await screen.findByRole('status')).textContent).toBe("Nguyễn Văn An's G-Intel test is now linked to your account.");
    expect(screen.getByRole('link', { name: 'See the test' }).getAttribute('href')).toBe(`/account/gene-tests/${READY_TEST_ID}`);
    await userEvent.click(screen.getByRole('button', { name: 'Link another test' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Kit code' }));
  });
});

describe('gene test pages', () => {
  it('says so when the test is not on the account', async () => {
    const app = await signedIn('/account/gene-tests/7a1d0000-0000-4000-8000-0000000009ff');
    await app.portal.reply('/genetic-test-information/7a1d0000-0000-4000-8000-0000000009ff/', error(404, 'not_found'));
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this genetic test on your account.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to genetic tests' }).getAttribute('href')).toBe('/account/gene-tests');
  });

  it('offers a retry when the list could not load', async () => {
    const app = await signedIn('/account/gene-tests');
    await app.portal.reply('/customer/', error(500, 'internal'));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status').textContent).toBe('Loading genetic tests…');
    // The button went away: the page's heading holds the focus.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Genetic tests' }));
    await app.portal.reply('/customer/', { json: { data: { customer_profiles: [], gene_test_full_states: [] } } });
    expect(await screen.findByText('No genetic test is linked to your account yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Link a test with its kit code.' }).getAttribute('href')).toBe('/account/verify');
  });
});
