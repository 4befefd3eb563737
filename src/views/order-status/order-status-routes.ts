import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

/** An order (`/orders/GW-…`): for its account, or for a guest with the secret in the URL's fragment. */
export const orderRoute = createRoute({ getParentRoute: () => rootRoute, path: '/orders/$reference' }).lazy(() => import('./order-page').then((module) => module.Route));
