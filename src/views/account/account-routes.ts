import { createRoute, redirect, type SearchSchemaInput } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { pageNumber } from '../../domain/url-search';
import { isSettling, isSignedIn } from '../../machines/auth/session/session.selectors';
import { rootRoute } from '../shell/root-route';

/*
 * The signed-in user's pages. The layout route (/account) lets only signed-in users in: a
 * visitor goes to sign-in, which brings them back here. A stored token is checked first. When
 * the session ends while a page is open (sign-out, a 401), the session asks the router to check
 * again and this guard sends the user to sign-in. Each page is lazy-loaded.
 */
export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  beforeLoad: async ({ context, location }) => {
    const session = await waitFor(context.session, (snapshot) => !isSettling(snapshot));
    if (!isSignedIn(session)) throw redirect({ to: '/sign-in', search: { redirect: location.href.replace(/(.)\/$/, '$1') }, replace: true });
  },
}).lazy(() => import('./account-layout').then((module) => module.Route));

const profileRoute = createRoute({ getParentRoute: () => accountRoute, path: '/' }).lazy(() =>
  import('../profile/profile-page').then((module) => module.Route),
);

const phoneRoute = createRoute({ getParentRoute: () => accountRoute, path: 'phone' }).lazy(() =>
  import('../auth/phone-page').then((module) => module.Route),
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

/** The customer's orders, newest first (`?page=`, from 1). */
const ordersRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'orders',
  // A plain function: the routes are in every page's first load (docs/performance.md).
  validateSearch: (search: { page?: unknown } & SearchSchemaInput) => ({ page: pageNumber(search.page) }),
}).lazy(() => import('./orders-page').then((module) => module.Route));

/** My appointments (`?page=`, from 1): the consultations booked, latest start first. */
const appointmentsRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'appointments',
  validateSearch: (search: { page?: unknown } & SearchSchemaInput) => ({ page: pageNumber(search.page) }),
}).lazy(() => import('../appointments/my-appointments-page').then((module) => module.Route));

/** The onboarding survey as a page (the onboarding modal shows the same form). */
const onboardingSurveyRoute = createRoute({ getParentRoute: () => accountRoute, path: 'onboarding-survey' }).lazy(() =>
  import('../surveys/onboarding-survey-page').then((module) => module.Route),
);

const deleteRoute = createRoute({ getParentRoute: () => accountRoute, path: 'delete' }).lazy(() =>
  import('../auth/delete-page').then((module) => module.Route),
);

export const accountRouteTree = accountRoute.addChildren([profileRoute, phoneRoute, geneTestsRoute, geneTestRoute, ordersRoute, appointmentsRoute, onboardingSurveyRoute, verifyRoute, deleteRoute]);

/**
 * The confirmation once the account was deleted: outside /account, whose guard sends a signed-out
 * visitor to sign-in (the session has just ended). Anyone may open it; it says nothing personal.
 */
export const accountDeletedRoute = createRoute({ getParentRoute: () => rootRoute, path: '/account-deleted' }).lazy(() =>
  import('../auth/account-deleted-page').then((module) => module.Route),
);
