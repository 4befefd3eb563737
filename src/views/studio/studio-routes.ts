import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

/**
 * The statechart studio (issue 27): /machines (every machine), /machines/<machine> (its diagram,
 * live mode, exports) and /machines/requirements/<id>. Its pages, elkjs and every machine's
 * definition load only with these routes: one chunk of its own, never with the product's pages.
 * Shown only when the runtime configuration's `studio` is on (STUDIO; DEV_TOOLS by default).
 * A machine's graph loads with its page (the route's loader), a requirement's page loads every
 * graph, and the others follow once the browser is idle (studio-data.ts).
 */
const studioData = () => import('./studio-data');
export const studioIndexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/machines' }).lazy(() => import('./studio-pages').then((module) => module.IndexRoute));
export const studioRequirementRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/machines/requirements/$id',
  loader: () => studioData().then((data) => data.loadStudioEntries()),
}).lazy(() =>
  import('./studio-pages').then((module) => module.RequirementRoute),
);
export const studioMachineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/machines/$machine',
  loader: ({ params }) => studioData().then((data) => data.loadStudioEntry(params.machine, true)),
}).lazy(() => import('./studio-pages').then((module) => module.MachineRoute));

export const studioRoutes = [studioIndexRoute, studioRequirementRoute, studioMachineRoute] as const;
