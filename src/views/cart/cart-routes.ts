import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../shell/root-route';
import { onServer } from '../../platform/first-screen';

/*
 * The cart (issue 11): `/cart?code=` applies a promotion code once the cart has items (the kid
 * quiz's and the claim page's "use this code" link).
 */

// zod's mini build: the routes are in every page's first load (docs/performance.md).
export const cartSearchSchema = z.object({ code: z.catch(z.optional(z.string().check(z.maxLength(40))), undefined) });

export const cartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cart',
  validateSearch: cartSearchSchema,
  onEnter: ({ search, context }) => {
    if (search.code && !onServer()) context.cart.send({ type: 'code.apply', code: search.code });
  },
}).lazy(() => import('./cart-page').then((module) => module.Route));
