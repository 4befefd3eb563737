import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createActor } from 'xstate';
import type { Subscription } from 'xstate';
import { whenIdle } from '../../platform/breathe';
import { isSignedIn } from '../../machines/auth/session/session.selectors';
import type { SessionSnapshot } from '../../machines/auth/session/session.machine';
import { createInactivityMachine } from '../../machines/inactivity/inactivity.machine';
import { browserCookieJar } from '../../machines/promo-modals/cookie-jar';
import { createKidQuizModalMachine } from '../../machines/promo-modals/kid-quiz-modal.machine';
import { isKidQuizModalOpen } from '../../machines/promo-modals/kid-quiz-modal.selectors';
import { KidQuizPromoDialog } from './kid-quiz-promo-dialog';
import type { Onboarding, OnboardingPart } from './onboarding';

/** The pages that offer the kid-quiz promotion: home and the content pages (news, blog and their articles). */
export function offersKidQuizPromo(pathname: string): boolean {
  return pathname === '/' || isContentPage(pathname);
}

/** The content pages (news, blog and their articles): a quiet minute there offers the kid quiz. */
export function isContentPage(pathname: string): boolean {
  return /^\/(news|blog)(\/[^/]+)?\/?$/.test(pathname);
}

/** Where the onboarding modal is never shown: the onboarding survey's own page. */
export function hidesOnboardingModal(pathname: string): boolean {
  return /^\/account\/onboarding-survey\/?$/.test(pathname);
}

/** Quiet seconds on a content page before the kid quiz is offered. */
export const QUIET_SECONDS = 60;

interface PromoRouter {
  state: { location: { pathname: string; href: string } };
  subscribe: (event: 'onResolved', listener: (event: { toLocation: { pathname: string; href: string } }) => void) => () => void;
  navigate: (options: { to: string }) => Promise<void>;
}

interface SessionSource {
  getSnapshot: () => SessionSnapshot;
  subscribe: (listener: (snapshot: SessionSnapshot) => void) => Subscription;
}

/**
 * Mounted by src/start.tsx once the app has taken over the first screen and the browser is
 * idle, from its own chunk: the modals never weigh on the first paint or the LCP element. They
 * live in a root of their own beside #root (a modal <dialog> makes the page inert itself).
 *  - Each resolved page that offers the promotion is a `check` of the kid-quiz modal's machine;
 *    a quiet minute on a content page (the inactivity timer) is a forced `check`.
 *  - While someone is signed in, each resolved page is an `access` of the onboarding modal's
 *    machine (hidden on the survey's own page and while the kid-quiz modal is open), which hears
 *    the onboarding survey's machine.
 */
export async function mountPromoModals({ router, i18n, session }: { router: PromoRouter; i18n: I18n; session: SessionSource }): Promise<() => void> {
  await i18n.loadNamespaces('promo-modals');
  const kidQuiz = createActor(createKidQuizModalMachine(), { input: { cookies: browserCookieJar } }).start();
  const quiet = createActor(
    createInactivityMachine().provide({ actions: { timeOut: () => kidQuiz.send({ type: 'check', forced: true }) } }),
    { input: { thresholdSeconds: QUIET_SECONDS } },
  ).start();
  const container = document.createElement('div');
  container.id = 'promo-modals';
  document.body.append(container);
  const root = createRoot(container);
  const openQuiz = () => void router.navigate({ to: '/kid-quiz' });
  let onboarding: Onboarding | null = null;
  let part: OnboardingPart | null = null;
  let stopped = false;

  const render = () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <KidQuizPromoDialog actor={kidQuiz} openQuiz={openQuiz} />
        {onboarding && part && <part.OnboardingSurveyDialog modal={onboarding.modal} survey={onboarding.survey} />}
      </I18nextProvider>,
    );

  const accessOnboarding = (pathname: string) => {
    onboarding?.modal.send({ type: 'access', hidden: hidesOnboardingModal(pathname) || isKidQuizModalOpen(kidQuiz.getSnapshot()) });
  };
  // The onboarding part's chunk and the surveys' texts are loaded the first time someone is signed
  // in; the session is read again once they are there (it may have ended meanwhile).
  let loading: Promise<void> | null = null;
  const loadOnboarding = () =>
    (loading ??= Promise.all([import('./onboarding'), i18n.loadNamespaces('surveys')]).then(([module]) => {
      part = module.onboardingPart;
    }));
  const followSession = (snapshot: SessionSnapshot) => {
    if (stopped) return;
    const signedIn = isSignedIn(snapshot);
    if (signedIn && !onboarding) {
      if (!part) {
        // Not in the task that draws the page the sign-in opened (the booking wizard, say): the
        // chunk is loaded, and the modal's machines started, each when the browser has a moment.
        whenIdle()
          .then(loadOnboarding)
          .then(whenIdle)
          .then(() => followSession(session.getSnapshot()))
          .catch((error: unknown) => console.error('[promo-modals] could not load the onboarding modal', error));
        return;
      }
      onboarding = part.startOnboarding(i18n.language);
      render();
      accessOnboarding(router.state.location.pathname);
    } else if (!signedIn && onboarding) {
      onboarding.stop();
      onboarding = null;
      render();
    }
  };

  const checkPage = (pathname: string) => {
    if (offersKidQuizPromo(pathname)) kidQuiz.send({ type: 'check' });
    quiet.send({ type: isContentPage(pathname) ? 'timer.restart' : 'timer.stop' });
    accessOnboarding(pathname);
  };

  // A mouse move, scroll, key or click starts the quiet minute again.
  const activity: Array<[keyof DocumentEventMap, 'user.moved' | 'user.scrolled' | 'user.typed' | 'user.clicked']> = [
    ['mousemove', 'user.moved'],
    ['scroll', 'user.scrolled'],
    ['keydown', 'user.typed'],
    ['click', 'user.clicked'],
  ];
  const listeners = activity.map(([name, type]) => {
    const listener = () => quiet.send({ type });
    document.addEventListener(name, listener, { passive: true, capture: true });
    return () => document.removeEventListener(name, listener, { capture: true });
  });

  render();
  checkPage(router.state.location.pathname);
  // Each page the user opens; the router resolving the same page again (the session began or ended) is no new access.
  let lastHref = router.state.location.href;
  const unsubscribe = router.subscribe('onResolved', (event) => {
    if (event.toLocation.href === lastHref) return;
    lastHref = event.toLocation.href;
    checkPage(event.toLocation.pathname);
  });
  followSession(session.getSnapshot());
  const sessionWatch = session.subscribe(followSession);
  return () => {
    stopped = true;
    unsubscribe();
    sessionWatch.unsubscribe();
    for (const remove of listeners) remove();
    root.unmount();
    onboarding?.stop();
    quiet.stop();
    kidQuiz.stop();
    container.remove();
  };
}

