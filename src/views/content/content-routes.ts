import { createRoute } from '@tanstack/react-router';
import type { ListSearch } from '../../machines/content-list/content-list-query';
import { rootRoute } from '../shell/root-route';
import { visitRouteHooks } from '../shared/route-hold';
import { listSearchSchema } from './list-search';
import type { HoldEdge, ListSpec, listVisit } from './content-list-effects';

/*
 * The content pages: news, blog, advisors, partners (lists that page, filter or search: their
 * query is in the URL and a list actor of the route's hold shows it, content-list-effects.ts), an article
 * and a post, careers. The lists' code (specs, API calls, the list machine) loads with the route:
 * the loader imports it (on hover too: a preload loads code and starts nothing) and gives the
 * route's hold the visit to start; the page is lazy.
 */

const effects = () => import('./content-effects');
type ContentEffects = Awaited<ReturnType<typeof effects>>;
type ListStart = ReturnType<typeof listVisit<unknown>>;

/** A list route at `path`: its search (its `filterNames` and the paging), its loader (the list's spec, `specOf` the content effects), the hold and the route's hooks that drive it. */
function listRoute<P extends string>(path: P, filterNames: readonly string[], specOf: (module: ContentEffects) => unknown) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: listSearchSchema(filterNames),
    loader: (): Promise<ListStart> =>
      Promise.all([effects(), import('./content-list-effects')]).then(([module, lists]) => lists.listVisit(specOf(module) as ListSpec<unknown>)),
    // The route's hold on the list actor of the visit under way, as the quizzes' (src/views/shared/route-hold.ts).
    ...visitRouteHooks<unknown, ListSearch, HoldEdge>(path, {}),
  });
}

export const newsRoute = listRoute('/news', ['category'], (module) => module.newsListSpec).lazy(() => import('./news-list-page').then((module) => module.Route));

export const newsArticleRoute = createRoute({ getParentRoute: () => rootRoute, path: '/news/$slug' }).lazy(() =>
  import('./news-article-page').then((module) => module.Route),
);

export const blogRoute = listRoute('/blog', ['category', 'doctor'], (module) => module.blogListSpec).lazy(() => import('./blog-list-page').then((module) => module.Route));

export const blogPostRoute = createRoute({ getParentRoute: () => rootRoute, path: '/blog/$slug' }).lazy(() =>
  import('./blog-post-page').then((module) => module.Route),
);

export const advisorsRoute = listRoute('/advisors', ['role'], (module) => module.advisorListSpec).lazy(() => import('./advisors-page').then((module) => module.Route));

export const partnersRoute = listRoute('/partners', ['country'], (module) => module.partnerListSpec).lazy(() => import('./partners-page').then((module) => module.Route));

export const careersRoute = createRoute({ getParentRoute: () => rootRoute, path: '/careers' }).lazy(() =>
  import('./careers-page').then((module) => module.Route),
);

export const contentRoutes = [newsRoute, newsArticleRoute, blogRoute, blogPostRoute, advisorsRoute, partnersRoute, careersRoute] as const;
