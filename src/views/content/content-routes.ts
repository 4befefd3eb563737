import { createRoute } from '@tanstack/react-router';
import type { ListSearch } from '../../machines/content-list/content-list-query';
import { rootRoute } from '../shell/root-route';
import { createListHold, listSearchSchema } from './content-list-effects';
import type { ListHold, ListSpec } from './content-list-effects';

/*
 * The content pages: news, blog, advisors, partners (lists that page, filter or search: their
 * query is in the URL and a list actor of the route's hold shows it, content-list-effects.ts), an article
 * and a post, careers. The lists' code (specs, API calls) loads with the route: the loader
 * imports it (on hover too: a preload loads code and starts nothing) and the page is lazy.
 */

type Navigate = (options: { to: string; search: ListSearch; replace: boolean }) => unknown;

const effects = () => import('./content-effects');
type ContentEffects = Awaited<ReturnType<typeof effects>>;

/** A list route's search (its `filterNames` and the paging), its loader (the list's spec, `specOf` the content effects), the hold and the route's hooks that drive it. */
function listRoute<T>(to: string, filterNames: readonly string[], specOf: (module: ContentEffects) => ListSpec<unknown>) {
  return {
    validateSearch: listSearchSchema(filterNames),
    loader: () => effects().then(specOf),
    context: ({ navigate }: { navigate: unknown }) => ({
      list: createListHold<T>({ navigate: (search, { replace }) => void (navigate as Navigate)({ to, search, replace }) }) as ListHold<unknown>,
    }),
    onEnter: ({ context, loaderData, search }: { context: { list: ListHold<unknown> }; loaderData?: ListSpec<unknown>; search: ListSearch }) => {
      if (loaderData) context.list.enter(loaderData, search);
    },
    onStay: ({ context, search }: { context: { list: ListHold<unknown> }; search: ListSearch }) => context.list.urlChanged(search),
    onLeave: ({ context }: { context: { list: ListHold<unknown> } }) => context.list.leave(),
  };
}

export const newsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news',
  ...listRoute('/news', ['category'], (module) => module.newsListSpec as ListSpec<unknown>),
}).lazy(() => import('./news-list-page').then((module) => module.Route));

export const newsArticleRoute = createRoute({ getParentRoute: () => rootRoute, path: '/news/$slug' }).lazy(() =>
  import('./news-article-page').then((module) => module.Route),
);

export const blogRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog',
  ...listRoute('/blog', ['category', 'doctor'], (module) => module.blogListSpec as ListSpec<unknown>),
}).lazy(() => import('./blog-list-page').then((module) => module.Route));

export const blogPostRoute = createRoute({ getParentRoute: () => rootRoute, path: '/blog/$slug' }).lazy(() =>
  import('./blog-post-page').then((module) => module.Route),
);

export const advisorsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/advisors',
  ...listRoute('/advisors', ['role'], (module) => module.advisorListSpec as ListSpec<unknown>),
}).lazy(() => import('./advisors-page').then((module) => module.Route));

export const partnersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners',
  ...listRoute('/partners', ['country'], (module) => module.partnerListSpec as ListSpec<unknown>),
}).lazy(() => import('./partners-page').then((module) => module.Route));

export const careersRoute = createRoute({ getParentRoute: () => rootRoute, path: '/careers' }).lazy(() =>
  import('./careers-page').then((module) => module.Route),
);

export const contentRoutes = [newsRoute, newsArticleRoute, blogRoute, blogPostRoute, advisorsRoute, partnersRoute, careersRoute] as const;
