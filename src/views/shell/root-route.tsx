import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { RootLayout } from './root-layout';

/**
 * The root of the route tree. Feature routes attach to it:
 *   createRoute({ getParentRoute: () => rootRoute, path: '/kid-quiz' })
 * and are then added to the tree in src/router.tsx. It lives here, not in router.tsx, so a
 * feature route file and the router do not import each other.
 */
export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('../not-found/not-found-page'), 'NotFoundPage'),
});
