import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

/** The checkout (issue 11): the cart's lines and totals, the delivery form, the payment method, the order button. */
export const checkoutRoute = createRoute({ getParentRoute: () => rootRoute, path: '/checkout' }).lazy(() => import('./checkout-page').then((module) => module.Route));
