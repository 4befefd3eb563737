import { createRoute, createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import { rootRoute } from './views/shell/root-route';
import type { RouterContext } from './views/shell/root-route';
import { signInRoute } from './views/auth/auth-routes';
import { accountDeletedRoute, accountRouteTree } from './views/account/account-routes';
import { kidQuizRoute } from './views/kid-quiz/kid-quiz-routes';
import { dietQuizRoute } from './views/diet-quiz/diet-quiz-routes';
import { legalRoutes } from './views/legal/legal-routes';
import { catalogueRoutes } from './views/catalogue/catalogue-routes';
import { contentRoutes } from './views/content/content-routes';
import { cartRoute } from './views/cart/cart-routes';
import { checkoutRoute } from './views/checkout/checkout-routes';
import { orderRoute } from './views/order-status/order-status-routes';
import { claimRoute } from './views/code-claim/code-claim-routes';
import { consultationPageRoutes } from './views/appointments/appointments-routes';
import { consultationRoute } from './views/booking/booking-routes';
import { studioRoutes } from './views/studio/studio-routes';

/*
 * The route tree (code-based). Every page is lazy-loaded: the route here holds only its path
 * (and, later, loaders and search validation); its component comes from the view module.
 * The root route lives in views/shell/root-route.tsx so feature route files can import it
 * without importing this file.
 */
export { rootRoute };

/** The catalogue home's reads start with its code, not after it has rendered (views/catalogue/catalogue-effects.ts). */
const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: ({ context }) => {
    const reading = import('./views/catalogue/catalogue-effects').then(({ prefetch, readHome }) => prefetch((lang) => readHome(lang), context.firstScreenLanguage));
    // In the browser the loader never holds the page; the server's first screen waits for the content.
    return context.firstScreenLanguage ? reading : undefined;
  },
}).lazy(() =>
  import('./views/catalogue/home-page').then((module) => module.Route),
);

const paymentSecurityRoute = createRoute({ getParentRoute: () => rootRoute, path: '/payment-security' }).lazy(() =>
  import('./views/static-pages/payment-security-page').then((module) => module.Route),
);

const bankTransferRoute = createRoute({ getParentRoute: () => rootRoute, path: '/bank-transfer' }).lazy(() =>
  import('./views/static-pages/bank-transfer-page').then((module) => module.Route),
);

const complaintsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/complaints' }).lazy(() =>
  import('./views/static-pages/complaints-page').then((module) => module.Route),
);

const complaintProcessRoute = createRoute({ getParentRoute: () => rootRoute, path: '/complaint-process' }).lazy(() =>
  import('./views/static-pages/complaint-process-page').then((module) => module.Route),
);


// ---------------------------------------------------------------------------------------------
// FEATURE ROUTES: import each feature's routes (created with getParentRoute: () => rootRoute)
// and add them to the list below, e.g. kidQuizRoute.
// ---------------------------------------------------------------------------------------------
const featureRoutes = [kidQuizRoute, dietQuizRoute, signInRoute, accountRouteTree, accountDeletedRoute, ...legalRoutes, ...catalogueRoutes, ...contentRoutes, cartRoute, checkoutRoute, orderRoute, claimRoute, ...consultationPageRoutes, consultationRoute, ...studioRoutes] as const;

export const routeTree = rootRoute.addChildren([
  homeRoute,
  paymentSecurityRoute,
  bankTransferRoute,
  complaintsRoute,
  complaintProcessRoute,
  ...featureRoutes,
]);

/** The app's router, with the session its guards read; tests pass a memory history. */
export function createAppRouter(options: { context: RouterContext; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    context: options.context,
    history: options.history,
    // The navigation machine (src/machines/navigation) restores the position 600 ms after a back navigation.
    scrollRestoration: false,
    defaultPreload: 'intent',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
