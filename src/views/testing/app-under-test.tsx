import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from '@tanstack/react-router';
import { SimulatedClock, createActor } from 'xstate';
import { createTestRouter } from './test-router';
import type { AppRouter } from '../../router';
import { NEW_TOKEN, USER } from '../../machines/auth/session/session.fixtures';
import { AccountApiProvider } from '../shared/account-api';
import { ActorClockProvider } from '../shared/actor-clock';
import { sessionLogic } from '../auth/session-effects';
import { AppActorsProvider } from '../shared/app-actors';
import type { SessionActor } from '../shared/app-actors';
import { createShellHarness } from './test-harness';
import { createFakePortal } from './fake-portal';

/**
 * The whole app for a view test: the real route tree, the real session and API client over a
 * fetch the test answers (fake-portal.ts: wire format, snake_case), and a simulated clock for
 * the pages' actors. Answers below are as the Portal API sends them.
 */

export const MOBILE_E164 = '+84912345678';
export const sent = (otpKey = MOBILE_E164, otpMethod = 'sms', resendIn = 60) => ({ json: { data: { otp_key: otpKey, otp_method: otpMethod, expires_in: 300, resend_in: resendIn } } });
export const token = { json: { data: { key: NEW_TOKEN, token_type: 'Token', expires_at: '2030-01-01T00:00:00.000Z', is_new_user: false } } };
export const profile = {
  json: {
    data: {
      id: USER.id,
      phone_number: USER.phoneNumber,
      name: USER.name,
      gender: USER.gender,
      email: USER.email,
      date_of_birth: USER.dateOfBirth,
      preferred_contact_channel: USER.preferredContactChannel,
      userprofile: { has_finished_survey: false },
    },
  },
};
export const merged = { json: { data: { client_id: '5b0c2b7e-0f4e-4f0b-8d8c-8f1f7d3e2a10', merged: { kid_quiz_results: 1 } } } };
export const error = (status: number, code: string, message = code, headers: Record<string, string> = {}) => ({ status, headers, json: { error: { code, message } } });

export async function renderApp(path: string, options: { language?: 'en' | 'vi'; token?: string | null; namespaces?: string[] } = {}) {
  const language = options.language ?? 'en';
  const harness = await createShellHarness({ chineseEnabled: true, language });
  // A page's namespaces load before it renders (in the app, its first render waits for them).
  await harness.i18n.loadNamespaces(['auth', 'account', 'errors', ...(options.namespaces ?? [])]);
  const clock = new SimulatedClock();
  const refs: { session: SessionActor | null; router: AppRouter | null } = { session: null, router: null };
  const portal = createFakePortal({
    language,
    getToken: () => refs.session?.getSnapshot().context.token ?? null,
    onUnauthorized: () => refs.session?.send({ type: 'session.unauthorized' }),
  });
  if (options.token) localStorage.setItem('authToken', options.token);
  const session = createActor(sessionLogic({ api: portal.api, onChange: () => void refs.router?.invalidate() }), { input: { token: options.token ?? null } });
  refs.session = session;
  session.start();
  const router = await createTestRouter({ session, cart: harness.actors.cart }, path);
  refs.router = router;
  render(
    <I18nextProvider i18n={harness.i18n}>
      <AppActorsProvider actors={{ ...harness.actors, session }}>
        <AccountApiProvider api={portal.api}>
          <ActorClockProvider value={clock}>
            <RouterProvider router={router} />
          </ActorClockProvider>
        </AccountApiProvider>
      </AppActorsProvider>
    </I18nextProvider>,
  );
  const seconds = (count: number) =>
    act(() => {
      for (let i = 0; i < count; i += 1) clock.increment(1000);
    });
  return { portal, session, router, seconds };
}

