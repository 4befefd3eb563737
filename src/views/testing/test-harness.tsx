import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createActor } from 'xstate';
import type { i18n as I18n } from 'i18next';
import { createSettingsMachine } from '../../machines/settings/settings.machine';
import type { SettingsInput } from '../../machines/settings/settings.machine';
import { createProgressBarMachine } from '../../machines/progress-bar/progress-bar.machine';
import { createSessionMachine } from '../../machines/auth/session/session.machine';
import { NAMESPACES, createI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { siteMenuLogic } from '../shell/site-menu-effects';
import { createCartActor } from '../cart/cart-effects';
import { createConsentActor } from '../legal/consent-effects';
import { AppActorsProvider } from '../shared/app-actors';
import type { AppActors } from '../shared/app-actors';

/** Built once: a hook that is given the same definition keeps its actor across renders. */
const settingsMachine = createSettingsMachine();

/**
 * For view tests: the app actors (settings effects recorded instead of performed; a test may give
 * its own consent or cart actor), an i18n
 * instance in the settings' language, and a wrapper that provides both.
 */
export async function createShellHarness(input: SettingsInput = { chineseEnabled: true }, given: Partial<Pick<AppActors, 'consent' | 'cart'>> = {}) {
  const persisted: string[] = [];
  const settings = createActor(
    settingsMachine.provide({
      actions: {
        persistLanguage: (_, { language }) => void persisted.push(`language:${language}`),
        persistCurrency: (_, { currency }) => void persisted.push(`currency:${currency}`),
      },
    }),
    { input },
  ).start();
  const actors: AppActors = {
    settings,
    progressBar: createActor(createProgressBarMachine()).start(),
    siteMenu: createActor(siteMenuLogic()).start(),
    // Signed out, with no stored token: it calls nothing until a test signs in.
    session: createActor(createSessionMachine(), { input: { token: null } }).start(),
    // The app's own (src/start.tsx): its calls go to the test's fetch, its choice to the test's storage.
    consent: given.consent ?? createConsentActor(),
    cart: given.cart ?? createCartActor(settings),
  };
  if (!given.cart) actors.cart.start();
  // Every namespace of the language is loaded before the test renders: a page suspends until its
  // namespaces are imported, which takes as long as the machine is busy, so a one-second findBy
  // after the render failed by chance on a loaded CI core (issue 20).
  const i18n: I18n = await createI18n(settings.getSnapshot().context.language as Language, { namespaces: [...NAMESPACES] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <AppActorsProvider actors={actors}>{children}</AppActorsProvider>
    </I18nextProvider>
  );
  return { actors, i18n, persisted, wrapper };
}
