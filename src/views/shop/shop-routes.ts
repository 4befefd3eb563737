import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../shell/root-route';
import { onServer } from '../../platform/first-screen';
import { cartActor } from './cart-effects';

/*
 * The shop's pages (issue 11): the cart (`/cart?code=` applies a promotion code once the cart
 * has items: the kid quiz's "use this code" link), the checkout, and an order
 * (`/orders/GW-…`, for its account, or for a guest with the secret in the URL's fragment).
 */

// zod's mini build: the routes are in every page's first load (docs/performance.md).
export const cartSearchSchema = z.object({ code: z.catch(z.optional(z.string().check(z.maxLength(40))), undefined) });

export const cartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cart',
  validateSearch: cartSearchSchema,
  onEnter: ({ search }) => {
    if (search.code && !onServer()) cartActor().send({ type: 'code.apply', code: search.code });
  },
}).lazy(() => import('./cart-page').then((module) => module.Route));

export const checkoutRoute = createRoute({ getParentRoute: () => rootRoute, path: '/checkout' }).lazy(() => import('./checkout-page').then((module) => module.Route));

export const orderRoute = createRoute({ getParentRoute: () => rootRoute, path: '/orders/$reference' }).lazy(() => import('./order-page').then((module) => module.Route));

/** A campaign code's claim page (a leaflet's or a partner's code). */
export const claimRoute = createRoute({ getParentRoute: () => rootRoute, path: '/claim/$code' }).lazy(() => import('./claim-page').then((module) => module.Route));

export const shopRoutes = [cartRoute, checkoutRoute, orderRoute, claimRoute] as const;
