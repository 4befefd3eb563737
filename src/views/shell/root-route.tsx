import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import type { AppActors } from '../shared/app-actors';
import type { Language } from '../../i18n/languages';
import { RootLayout } from './root-layout';

/** What every route's beforeLoad can read: the session decides who may see a page; the cart takes a link's code. */
export interface RouterContext {
  session: AppActors['session'];
  cart: AppActors['cart'];
  /** Only while the server draws a first screen (src/entry-server.tsx): its language; the route's loader then waits for the page's reads. */
  firstScreenLanguage?: Language;
  /** Only in the browser over a first screen (src/start.tsx): whether the app is still adopting it. */
  adoption?: FirstScreenAdoption;
}

/**
 * While the app adopts the screen the server drew (signed out: it sees no token), no one can tell
 * yet who is signed in. A guard that needs to know (a signed-in page the server drew as it looks
 * while the account loads) lets the page be adopted and asks to be checked again once the app has
 * taken over: then a signed-out visitor goes to sign-in.
 */
export interface FirstScreenAdoption {
  pending(): boolean;
  checkAgainAfter(): void;
}

/**
 * The root of the route tree. Feature routes attach to it:
 *   createRoute({ getParentRoute: () => rootRoute, path: '/kid-quiz' })
 * and are then added to the tree in src/router.tsx. It lives here, not in router.tsx, so a
 * feature route file and the router do not import each other.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('../not-found/not-found-page'), 'NotFoundPage'),
});
