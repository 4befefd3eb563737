/**
 * The smallest app on the stack the project is built with (docs/architecture.md): React's renderer
 * adopting a server's page, TanStack Router with one route and a link, one XState machine read by
 * a view through @xstate/react, and i18next with react-i18next. No app code, no validation, no
 * styles. `npm run bench` builds it as the app is built (Vite, production) and reports its
 * first-load JavaScript beside the routes': the floor no route of the app can go below.
 */
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import i18next from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { assign, createActor, createMachine, fromPromise } from 'xstate';

const counter = createActor(
  createMachine({
    context: { count: 0 },
    invoke: { src: fromPromise(async () => 1) },
    on: { increment: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
  }),
).start();

function Home() {
  const { t } = useTranslation();
  const count = useSelector(counter, (snapshot) => snapshot.context.count);
  return (
    <p>
      {t('home', { count })} <Link to="/">{t('link')}</Link>
    </p>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const router = createRouter({ routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home })]) });

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { home: 'Count: {{count}}', link: 'Home' } } } })
  .then(() => {
    const root = document.getElementById('root');
    if (root) hydrateRoot(root, <RouterProvider router={router} />);
  });
