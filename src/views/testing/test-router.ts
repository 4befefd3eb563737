import { createMemoryHistory } from '@tanstack/react-router';
import type { AnyRouter } from '@tanstack/react-router';
import { createAppRouter } from '../../router';
import type { AppRouter } from '../../router';

/**
 * The app's router for a view test, at `path`, with every page's code already imported.
 *
 * A page is a lazy route: its code is imported when the router first goes there. How long that
 * takes depends on the machine (a busy CI core: seconds), so a test that rendered at once and then
 * looked for the page with a one-second `findBy` failed by chance (issue 20). Loading every page's
 * chunk first (an awaited promise, not a wait tuned to a speed) leaves `findBy` only what follows
 * at once from the render and from the test's own events, for the first page and for any page the
 * test then navigates to.
 */
export async function createTestRouter(context: Parameters<typeof createAppRouter>[0]['context'], path: string): Promise<AppRouter> {
  const router = createAppRouter({ context, history: createMemoryHistory({ initialEntries: [path] }) });
  await loadEveryPage(router);
  return router;
}

/** Imports the code of every lazy route of `router` (a test's own route tree too), awaited. */
export async function loadEveryPage(router: AnyRouter): Promise<void> {
  await Promise.all(Object.values(router.routesById as Record<string, Parameters<AnyRouter['loadRouteChunk']>[0]>).map((route) => router.loadRouteChunk(route)));
}
