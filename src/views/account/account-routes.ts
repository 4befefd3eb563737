import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

/*
 * The signed-in user's pages. The layout route (/account) keeps them for signed-in users
 * (RequireSignIn) and shows the account navigation; each page is lazy-loaded.
 */
export const accountRoute = createRoute({ getParentRoute: () => rootRoute, path: '/account' }).lazy(() =>
  import('./account-layout').then((module) => module.Route),
);

const profileRoute = createRoute({ getParentRoute: () => accountRoute, path: '/' }).lazy(() =>
  import('./profile-page').then((module) => module.Route),
);

const phoneRoute = createRoute({ getParentRoute: () => accountRoute, path: 'phone' }).lazy(() =>
  import('./phone-page').then((module) => module.Route),
);

const geneTestsRoute = createRoute({ getParentRoute: () => accountRoute, path: 'gene-tests' }).lazy(() =>
  import('./gene-tests-page').then((module) => module.Route),
);

const geneTestRoute = createRoute({ getParentRoute: () => accountRoute, path: 'gene-tests/$id' }).lazy(() =>
  import('./gene-test-page').then((module) => module.Route),
);

const verifyRoute = createRoute({ getParentRoute: () => accountRoute, path: 'verify' }).lazy(() =>
  import('./verify-page').then((module) => module.Route),
);

export const accountRouteTree = accountRoute.addChildren([profileRoute, phoneRoute, geneTestsRoute, geneTestRoute, verifyRoute]);
