import { startTransition } from 'react';
import { AppTree } from './app-tree';
// React's renderer, which the start's first step has run already (src/platform/renderer.ts).
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { getRuntimeConfig } from './platform/runtime-config';
import { initSentry } from './platform/sentry';
import { getCookie } from './platform/cookies';
import { STORAGE_KEYS, getClientId, readItem, storeClientId } from './platform/storage';
import { readScrollY, takeOverScrollRestoration } from './platform/scroll-restoration';
import { configureApiSession } from './api/api-session';
import { loadTransport } from './api/client';
import { getCurrencies } from './api/currency-api';
import { portalApi } from './api/portal-api';
import { createI18n } from './i18n/i18n';
import { LOCALE_COOKIE, firstLanguage } from './i18n/languages';
import { createSettingsMachine } from './machines/settings/settings.machine';
import { createProgressBarMachine } from './machines/progress-bar/progress-bar.machine';
import { createNavigationMachine } from './machines/navigation/navigation.machine';
import { siteMenuLogic } from './views/shell/site-menu-effects';
import { createSessionActor } from './views/auth/session-effects';
import type { AppActors } from './views/shared/app-actors';
import { settingsEffects } from './views/shell/settings-effects';
import { connectNavigation } from './views/shell/router-events';
import { navigationEffects } from './views/shell/navigation-effects';
import { createAppRouter } from './router';
import { drawnCartOf, firstScreenData, firstScreenNamespaces } from './platform/first-screen';
import { createConsentActor } from './views/legal/consent-effects';
import { createCartActor } from './views/cart/cart-effects';
import { publicReads } from './api/request-cache';
import { switchOnHeadingFace } from './platform/heading-face';
import { breathe, whenIdle } from './platform/breathe';
import type { AppRouter } from './router';

/** Built once: a hook that is given the same definition keeps its actor across renders. */
const navigationMachine = createNavigationMachine();
const settingsMachine = createSettingsMachine();

/** Starts loading the client's transport, the answer decoding and the catalogue and content contracts; a failure here is met again, and reported, by the call that needs them. */
function warmUpContracts(): void {
  for (const load of [loadTransport, () => import('./api/contract/wire'), () => import('./api/contract/catalogue'), () => import('./api/contract/content')]) void load().catch(() => {});
}


/** The app's start, after its renderer (src/main.tsx): settings, session, router, and the first render. */
export async function start(): Promise<void> {
  const config = getRuntimeConfig();
  void initSentry(config);

  const chineseEnabled = config.chineseTranslationEnabled;
  // The language a link asks for (?lang=), else the visitor's earlier choice, else (first visit)
  // the browser's preferred languages, else en.
  const requested = new URLSearchParams(window.location.search).get('lang');
  const language = firstLanguage(getCookie(LOCALE_COOKIE), navigator.languages ?? [navigator.language], chineseEnabled, requested);
  // Written only when it differs: writing <html lang> restyles the whole page.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  void switchOnHeadingFace();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The server drew the page's first screen into #root (src/entry-server.tsx): the app adopts it
  // (below), so it first loads what that screen used and renders exactly the same thing.
  const firstScreen = firstScreenNamespaces(container);
  // The API's contracts (classic zod) are not needed to draw a page, so they are not in the first
  // load (docs/performance.md, "Bundle budget"). A page the app draws itself reads at once, so they
  // are fetched now, beside the translations, rather than by its first read; over a first screen
  // the server's reads are at hand, and a page that still reads loads them with its read.
  if (firstScreen.length === 0) warmUpContracts();
  // The reads it was drawn with: the page's machine starts from them instead of asking again.
  // The visitor's cart it drew (/cart, /checkout) is no public read: it goes to the cart's machine.
  const drawn = drawnCartOf(firstScreenData());
  for (const [key, answer] of Object.entries(drawn.reads)) publicReads.seed(key, answer);
  // The header shows the sign-in state with the auth namespace: load it with common.
  const i18n = await createI18n(language, { namespaces: ['auth', ...firstScreen] });
  await breathe();

  // The session tells the router when it begins or ends; the router is made once the session exists.
  const routerRef: { current: AppRouter | null } = { current: null };
  const settings = createActor(settingsMachine.provide({ actions: settingsEffects(i18n) }), {
    input: { language, currency: readItem(STORAGE_KEYS.selectedCurrencyCode), chineseEnabled },
  }).start();
  const progressBar = createActor(createProgressBarMachine()).start();
  const siteMenu = createActor(siteMenuLogic()).start();
  // Token login from the stored authToken; over a first screen (drawn signed out) once the app has taken it over.
  const session = createSessionActor(
    { api: portalApi(), onChange: () => void routerRef.current?.invalidate() },
    { token: readItem(STORAGE_KEYS.authToken), overFirstScreen: firstScreen.length > 0 },
  );
  // Making the app's actors is a few milliseconds each on a phone: in two tasks, not one.
  await breathe();
  // Every actor that outlives a page is made here, once (src/views/shared/app-actors.tsx).
  const actors: AppActors = {
    settings,
    progressBar,
    siteMenu,
    session,
    // The remembered choice: "accepted" starts the analytics tags now.
    consent: createConsentActor(),
    // Started with the session, below: its first call reads the stored cart back.
    cart: createCartActor(settings, drawn.cart),
  };

  configureApiSession({
    // The session holds the token: a 401 clears it there (and in storage) at once.
    getToken: () => actors.session.getSnapshot().context.token,
    getLanguage: () => actors.settings.getSnapshot().context.language,
    getClientId,
    setClientId: storeClientId,
    getDeviceId: getClientId,
    onUnauthorized: () => actors.session.send({ type: 'session.unauthorized' }),
  });
  // Started once the API session reads its token: a stored token is checked right away.
  actors.session.start();
  actors.cart.start();

  // The currency list is optional (spec §8: swallowed): VND and USD work without it. Over a first
  // screen it is asked for once the app has taken over and the browser is idle (its first render
  // is the screen the server drew, and the call's code would only lengthen the start); on a page
  // the app draws, at once.
  let tookOver: () => void = () => {};
  const takenOver = new Promise<void>((resolve) => {
    tookOver = resolve;
  });
  const currencies = firstScreen.length > 0 ? takenOver.then(whenIdle).then(() => getCurrencies()) : getCurrencies();
  void Promise.all([currencies, takenOver])
    .then(([list]) => {
      if (list) actors.settings.send({ type: 'currencies.loaded', currencies: list });
    })
    .catch((error: unknown) => console.error('[currencies] could not load the currency list', error));

  await breathe();
  takeOverScrollRestoration();
  // Over a first screen, a page whose guard could not tell who is signed in yet is checked again once taken over.
  let adopting = firstScreen.length > 0;
  let checkAgain = false;
  const adoption = { pending: () => adopting, checkAgainAfter: () => void (checkAgain = true) };
  const router = createAppRouter({ context: { session: actors.session, cart: actors.cart, adoption } });
  // The app's first render drew the screen as the server did, signed out: the session's state comes
  // as the next render. Then a page whose guard waited is checked again. Each in a task of its own,
  // not in the one that finished adopting the page (breathe.ts); the page counts as adopted until
  // the session has resumed, so a guard never reads the session before it did.
  void takenOver.then(async () => {
    await breathe();
    actors.session.send({ type: 'session.resume' });
    adopting = false;
    if (!checkAgain) return;
    await breathe();
    void router.invalidate();
  });
  routerRef.current = router;
  // Page changes: the navigation machine decides (progress bar, stylesheets, menu, focus, scroll).
  const navigation = createActor(navigationMachine.provide({ actions: navigationEffects(actors) })).start();
  connectNavigation(router, navigation, readScrollY);

  await breathe();
  // The first date format costs the browser its calendar data (tens of milliseconds): paid here,
  // alone, rather than in the middle of adopting the page, whose footer formats opening hours.
  if (firstScreen.length > 0) {
    new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(0);
    await breathe();
  }
  // The page's code too, so the first render is the whole page, not a moment of an empty main.
  // Adopted right after: a read answered meanwhile would show a page other than the one drawn.
  // The visitor may have scrolled the drawn screen already (issue 23 §0): the router's first render
  // must not reset the page to its top (its own reset of each render, `_scroll.n`, is skipped once).
  if (firstScreen.length > 0) router._scroll.n = false;
  if (firstScreen.length > 0) await router.load().catch(() => {});
  // The same tree as the server's (src/app-tree.tsx), with the app's own actors.
  // The promotion modals: their own chunk, once the app has taken over and the browser is idle (no weight on the first paint).
  void takenOver
    .then(whenIdle)
    .then(() => import('./views/promo-modals/mount-promo-modals'))
    .then(({ mountPromoModals }) => mountPromoModals({ router, i18n, session: actors.session }))
    .catch((error: unknown) => console.error('[promo-modals] could not mount', error));
  // Inside a mini-app host (a frame or a webview's bridge): its own chunk, after the takeover, never outside one.
  if (window.parent !== window || Reflect.has(window, 'GeneWellMiniApp')) {
    void takenOver
      .then(() => import('./views/host/mount-host'))
      .then(({ mountHost }) => mountHost({ router, i18n, hostOrigins: getRuntimeConfig().hostOrigins }))
      .catch((error: unknown) => console.error('[host] could not mount', error));
  }
  const app = <AppTree i18n={i18n} actors={actors} router={router} container={container} onTakenOver={tookOver} />;
  if (firstScreen.length === 0) {
    createRoot(container).render(app);
    return;
  }
  // Over a first screen the app adopts the elements the server drew (the same views, texts and
  // content) in short slices that leave the browser free, instead of drawing them again. The
  // router renders as it does on the server (no Suspense of its own around the page: the page's
  // code is loaded). A signed-in visitor's session waits for the takeover (the session machine's
  // `adopting`), so the first render agrees with the server's; where this visitor's page still
  // differs (another currency), React draws that part anew: only noted.
  router.ssr = { manifest: undefined };
  // In a transition, React adopts the page in slices of a few milliseconds (a plain hydration is
  // one long task), leaving the browser free to paint and answer between them.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) => console.info('[first screen] a part was drawn anew:', error instanceof Error ? error.message : error, info.componentStack?.split('\n').slice(0, 8).join(' < ')),
    });
  });
}

