// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createActor } from 'xstate';
import type { z } from 'zod';
import type { ApiRequestOptions } from '../../api/client';
import type { PortalClient } from '../../api/auth';
import { createAppRouter } from '../../router';
import { authMachine } from '../../machines/auth/auth.machine';
import { DEVICE_ID, STORED_TOKEN, USER, apiError, otpSent } from '../../machines/auth/auth.fixtures';
import { createFakeCalls } from '../../machines/auth/fake-calls';
import { READY_PROFILE } from '../../machines/gene-tests/gene-tests.fixtures';
import { AppActorsProvider } from '../shell/app-actors';
import { createShellHarness } from '../shell/test-harness';
import { AccountApiProvider } from './account-api';

afterEach(cleanup);

type Reply = { data: unknown } | { error: Error };
type Handler = (path: string, options: ApiRequestOptions) => Reply;

/**
 * The account pages on the real route tree, signed in (a stored token the fake token login
 * accepts), with a Portal API client that answers from the test's handler and records each call.
 */
async function renderSignedIn(path: string, handler: Handler) {
  const harness = await createShellHarness({ chineseEnabled: true });
  await harness.i18n.loadNamespaces(['auth', 'account', 'errors']);
  const calls = createFakeCalls();
  const auth = createActor(authMachine.provide({ actors: { loadProfile: calls.fake('loadProfile') } }), {
    input: { token: STORED_TOKEN, deviceId: DEVICE_ID },
  }).start();
  await calls.settle('loadProfile', { done: true, output: USER });
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const api: PortalClient = {
    async call<T>(schema: z.ZodType<T>, callPath: string, options: ApiRequestOptions = {}) {
      sent.push({ method: options.method ?? 'GET', path: callPath, body: options.body });
      const reply = handler(callPath, options);
      if ('error' in reply) throw reply.error;
      return schema.parse(reply.data);
    },
    async request() {
      return null;
    },
  };
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <I18nextProvider i18n={harness.i18n}>
      <AppActorsProvider actors={{ ...harness.actors, auth }}>
        <AccountApiProvider api={api}>
          <RouterProvider router={router} />
        </AccountApiProvider>
      </AppActorsProvider>
    </I18nextProvider>,
  );
  return { auth, sent, router };
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('profile page', () => {
  it('shows the profile, refuses a bad email beside its field, and saves only what changed', async () => {
    const { auth, sent } = await renderSignedIn('/account', (_path, options) => ({ data: { data: { ...USER, ...(options.body as object) } } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(screen.getByText('Nguyễn Văn An')).toBeTruthy();
    expect(screen.getByText('April 12, 1988')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change' }).getAttribute('href')).toBe('/account/phone');

    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'an@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(email)).toEqual(['Enter a valid email address.']);
    expect(sent).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, 'an.nguyen@example.vn');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Preferred contact' }), 'SMS');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Your profile was saved.');
    expect(sent).toEqual([{ method: 'PATCH', path: '/user-profile/', body: { email: 'an.nguyen@example.vn', preferredContactChannel: 'sms' } }]);
    expect(screen.getByText('an.nguyen@example.vn')).toBeTruthy();
    // The auth machine holds the saved profile too (the header and other pages read it).
    expect(auth.getSnapshot().context.user?.email).toBe('an.nguyen@example.vn');
  });
});

describe('phone page', () => {
  it('refuses the current number, then confirms a new one with its code', async () => {
    const newNumber = '+84987654321';
    const { auth, sent } = await renderSignedIn('/account/phone', (path) =>
      path === '/user-profile/phone-number/'
        ? { data: { data: otpSent(newNumber, 'sms') } }
        : { data: { data: { ...USER, phoneNumber: newNumber } } },
    );
    const phone = await screen.findByRole('textbox', { name: 'New phone number' });
    await userEvent.type(phone, '0912 345 678{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('This is already your phone number.');
    expect(sent).toEqual([]);

    await userEvent.clear(phone);
    await userEvent.type(phone, '0987 654 321{Enter}');
    await userEvent.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123456{Enter}');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Your phone number is now +84 987 654 321.');
    expect(sent.map((call) => [call.path, call.body])).toEqual([
      ['/user-profile/phone-number/', { phoneNumber: newNumber, otpMethod: 'sms' }],
      ['/user-profile/phone-number/verify/', { phoneNumber: newNumber, otp: '123456' }],
    ]);
    expect(auth.getSnapshot().context.user?.phoneNumber).toBe(newNumber);
  });

  it('says when the new number belongs to another account', async () => {
    await renderSignedIn('/account/phone', () => ({ error: apiError('conflict', 409) }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'New phone number' }), '0987 654 321{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('This phone number is already used by another account.');
  });
});

describe('customer verification page', () => {
  it('checks the form first, says when no test matches, and links a matching one', async () => {
    let found = false;
    const { sent } = await renderSignedIn('/account/verify', () => (found ? { data: { data: READY_PROFILE } } : { error: apiError('not_found', 404) }));
    const kit = await screen.findByRole('textbox', { name: 'Kit code' });
    await userEvent.type(kit, '?{Enter}');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'This value has the wrong format.',
      'Enter a valid date (YYYY-MM-DD).',
    ]);
    expect(sent).toEqual([]);

    await userEvent.clear(kit);
    await userEvent.type(kit, 'gw-24-10001');
    const dateOfBirth = screen.getByLabelText("Tested person's date of birth");
    await userEvent.type(dateOfBirth, '1988-04-12');
    await userEvent.click(screen.getByRole('button', { name: 'Link the test' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No test matches this kit code and date of birth. Check both and try again.');
    expect(sent[0]).toEqual({ method: 'POST', path: '/customer/verify/', body: { kitCode: 'GW-24-10001', dateOfBirth: '1988-04-12' } });

    found = true;
    await userEvent.click(screen.getByRole('button', { name: 'Link the test' }));
    expect((await screen.findByRole('status')).textContent).toBe("Nguyễn Văn An's G-Intel test is now linked to your account.");
    expect(screen.getByRole('link', { name: 'See the test' }).getAttribute('href')).toBe(`/account/gene-tests/${READY_PROFILE.geneTest.id}`);
  });
});

describe('gene test page', () => {
  it('says so when the test is not on the account', async () => {
    await renderSignedIn('/account/gene-tests/7a1d0000-0000-4000-8000-0000000009ff', () => ({ error: apiError('not_found', 404) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this gene test on your account.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to gene tests' }).getAttribute('href')).toBe('/account/gene-tests');
  });

  it('offers a retry when the list could not load', async () => {
    let attempts = 0;
    await renderSignedIn('/account/gene-tests', () => {
      attempts += 1;
      return attempts === 1 ? { error: apiError('network', 0) } : { data: { data: { customerProfiles: [], geneTestFullStates: [] } } };
    });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not reach GeneWell. Check your connection and try again.');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('No gene test is linked to your account yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Link a test with its kit code.' }).getAttribute('href')).toBe('/account/verify');
  });
});
