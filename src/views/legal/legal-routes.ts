import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

/** The trust pages: contact and company details, and the policies (privacy, terms, cookies). */
export const contactRoute = createRoute({ getParentRoute: () => rootRoute, path: '/contact' }).lazy(() =>
  import('./contact-page').then((module) => module.Route),
);
export const privacyRoute = createRoute({ getParentRoute: () => rootRoute, path: '/privacy' }).lazy(() =>
  import('./legal-pages').then((module) => module.PrivacyRoute),
);
export const termsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/terms' }).lazy(() =>
  import('./legal-pages').then((module) => module.TermsRoute),
);
export const cookiesRoute = createRoute({ getParentRoute: () => rootRoute, path: '/cookies' }).lazy(() =>
  import('./legal-pages').then((module) => module.CookiesRoute),
);

export const legalRoutes = [contactRoute, privacyRoute, termsRoute, cookiesRoute] as const;
