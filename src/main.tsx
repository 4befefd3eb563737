import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { createActor } from 'xstate';
import { getRuntimeConfig } from './platform/runtime-config';
import { initSentry } from './platform/sentry';
import { getCookie } from './platform/cookies';
import { STORAGE_KEYS, getClientId, readItem } from './platform/storage';
import { SCROLL_RESTORE_DELAY_MS, createScrollRestorer } from './platform/scroll-restoration';
import { activateDeferredStylesheets } from './platform/stylesheets';
import { configureApiSession } from './api/api-session';
import { getCurrencies } from './api/currency-api';
import { portalApi } from './api/portal-api';
import { createI18n } from './i18n/i18n';
import { LOCALE_COOKIE, resolveLanguage } from './i18n/languages';
import { settingsMachine } from './machines/settings/settings.machine';
import { progressBarMachine } from './machines/progress-bar/progress-bar.machine';
import { siteMenuMachine } from './views/shell/site-menu.machine';
import { createAuthActor } from './views/auth/auth-effects';
import { AppActorsProvider } from './views/shell/app-actors';
import type { AppActors } from './views/shell/app-actors';
import { settingsEffects } from './views/shell/settings-effects';
import { connectRouterEffects } from './views/shell/router-effects';
import { MAIN_CONTENT_ID } from './views/shell/root-layout';
import { createAppRouter } from './router';
import './styles/base.css';

async function start(): Promise<void> {
  const config = getRuntimeConfig();
  void initSentry(config);

  const chineseEnabled = config.chineseTranslationEnabled;
  const language = resolveLanguage(getCookie(LOCALE_COOKIE), chineseEnabled);
  document.documentElement.lang = language;
  // The header shows the sign-in state with the auth namespace: load it with common.
  const i18n = await createI18n(language, { namespaces: ['auth'] });

  const actors: AppActors = {
    settings: createActor(settingsMachine.provide({ actions: settingsEffects(i18n) }), {
      input: { language, currency: readItem(STORAGE_KEYS.selectedCurrencyCode), chineseEnabled },
    }).start(),
    progressBar: createActor(progressBarMachine).start(),
    siteMenu: createActor(siteMenuMachine).start(),
    // Token login from the stored authToken; the browser's client id is also its device id.
    auth: createAuthActor(portalApi(), { token: readItem(STORAGE_KEYS.authToken), deviceId: getClientId() }),
  };

  configureApiSession({
    // The auth machine holds the token: a 401 clears it there (and in storage) at once.
    getToken: () => actors.auth.getSnapshot().context.token,
    getLanguage: () => actors.settings.getSnapshot().context.language,
    getClientId,
    getDeviceId: getClientId,
    onUnauthorized: () => actors.auth.send({ type: 'auth.unauthorized' }),
  });
  // Started once the session reads its token: a stored token is checked right away.
  actors.auth.start();

  // The currency list is optional (spec §8: swallowed): VND and USD work without it.
  void getCurrencies()
    .then((currencies) => {
      if (currencies) actors.settings.send({ type: 'currencies.loaded', currencies });
    })
    .catch((error: unknown) => console.error('[currencies] could not load the currency list', error));

  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  const router = createAppRouter();
  connectRouterEffects(router, {
    progressBar: actors.progressBar,
    siteMenu: actors.siteMenu,
    scrollRestorer: createScrollRestorer({ delayMs: SCROLL_RESTORE_DELAY_MS }),
    activateDeferredStylesheets: () => void activateDeferredStylesheets(),
    focusMain: () => document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true }),
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppActorsProvider actors={actors}>
          <RouterProvider router={router} />
        </AppActorsProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
