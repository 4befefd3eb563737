import { createRoute } from '@tanstack/react-router';
import { optionalText, withoutAbsent } from '../../domain/url-search';
import { rootRoute } from '../shell/root-route';
import { onServer } from '../../platform/first-screen';

/*
 * The cart (issue 11): `/cart?code=` applies a promotion code once the cart has items (the kid
 * quiz's and the claim page's "use this code" link).
 */

// A plain function: the routes are in every page's first load (docs/performance.md).
export function readCartSearch(search: Record<string, unknown>): { code?: string } {
  return withoutAbsent({ code: optionalText(search.code, (code) => code.length <= 40) });
}

export const cartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cart',
  validateSearch: readCartSearch,
  onEnter: ({ search, context }) => {
    if (search.code && !onServer()) context.cart.send({ type: 'code.apply', code: search.code });
  },
}).lazy(() => import('./cart-page').then((module) => module.Route));
