import { createRoute } from '@tanstack/react-router';
import { optionalText, withoutAbsent } from '../../domain/url-search';
import { rootRoute } from '../shell/root-route';

/*
 * The catalogue's pages: the shop (every category and its packages), a category, a package,
 * promotions and search results (`/search?q=`). Each page's code, and the Main API reads behind
 * it, loads with its route.
 */

export const shopRoute = createRoute({ getParentRoute: () => rootRoute, path: '/shop' }).lazy(() => import('./shop-page').then((module) => module.Route));

export const categoryRoute = createRoute({ getParentRoute: () => rootRoute, path: '/categories/$slug' }).lazy(() =>
  import('./category-page').then((module) => module.Route),
);

/** The package's read starts with the page's code (and on hovering a link to it), not after the page has rendered. */
export const packageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/packages/$slug',
  loader: ({ params, context }) => {
    const reading = import('./catalogue-effects').then(({ prefetch, readPackage }) => prefetch((lang) => readPackage(params.slug, lang), context.firstScreenLanguage));
    // In the browser the loader never holds the page; the server's first screen waits for the package.
    return context.firstScreenLanguage ? reading : undefined;
  },
}).lazy(() =>
  import('./package-page').then((module) => module.Route),
);

export const promotionsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/promotions' }).lazy(() =>
  import('./promotions-page').then((module) => module.Route),
);

/** `?q=`: the words searched, as typed (a missing or odd value is no search). */
// A plain function: the routes are in every page's first load (docs/performance.md).
export function readSearchPageSearch(search: Record<string, unknown>): { q?: string } {
  return withoutAbsent({ q: optionalText(search.q) });
}

export const searchRoute = createRoute({ getParentRoute: () => rootRoute, path: '/search', validateSearch: readSearchPageSearch }).lazy(() =>
  import('./search-page').then((module) => module.Route),
);

export const catalogueRoutes = [shopRoute, categoryRoute, packageRoute, promotionsRoute, searchRoute] as const;
