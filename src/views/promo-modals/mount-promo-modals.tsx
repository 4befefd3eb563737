import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createActor } from 'xstate';
import { browserCookieJar } from '../../machines/promo-modals/cookie-jar';
import { createKidQuizModalMachine } from '../../machines/promo-modals/kid-quiz-modal.machine';
import { KidQuizPromoDialog } from './kid-quiz-promo-dialog';

/** The pages that offer the kid-quiz promotion: home and the content pages (news, blog and their articles). */
export function offersKidQuizPromo(pathname: string): boolean {
  return pathname === '/' || /^\/(news|blog)(\/[^/]+)?\/?$/.test(pathname);
}

interface PromoRouter {
  state: { location: { pathname: string } };
  subscribe: (event: 'onResolved', listener: (event: { toLocation: { pathname: string } }) => void) => () => void;
  navigate: (options: { to: string }) => Promise<void>;
}

/**
 * Mounted by src/start.tsx once the app has taken over the first screen and the browser is
 * idle, from its own chunk: the modals never weigh on the first paint or the LCP element. They
 * live in a root of their own beside #root (a modal <dialog> makes the page inert itself). Each
 * resolved page that offers the promotion is a `check` of the kid-quiz modal's machine.
 */
export async function mountPromoModals({ router, i18n }: { router: PromoRouter; i18n: I18n }): Promise<() => void> {
  await i18n.loadNamespaces('promo-modals');
  const kidQuiz = createActor(createKidQuizModalMachine(), { input: { cookies: browserCookieJar } }).start();
  const container = document.createElement('div');
  container.id = 'promo-modals';
  document.body.append(container);
  const root = createRoot(container);
  const openQuiz = () => void router.navigate({ to: '/kid-quiz' });
  root.render(
    <I18nextProvider i18n={i18n}>
      <KidQuizPromoDialog actor={kidQuiz} openQuiz={openQuiz} />
    </I18nextProvider>,
  );
  const checkPage = (pathname: string) => {
    if (offersKidQuizPromo(pathname)) kidQuiz.send({ type: 'check' });
  };
  checkPage(router.state.location.pathname);
  const unsubscribe = router.subscribe('onResolved', (event) => checkPage(event.toLocation.pathname));
  return () => {
    unsubscribe();
    root.unmount();
    kidQuiz.stop();
    container.remove();
  };
}
