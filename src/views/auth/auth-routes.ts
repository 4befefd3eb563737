import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';
import { safeRedirect } from './redirect';

export interface SignInSearch {
  /** Where to go once signed in: a path of this site (see safeRedirect). */
  redirect?: string;
}

/** /sign-in?redirect=/account/gene-tests */
export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: (search: Record<string, unknown>): SignInSearch => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
}).lazy(() => import('./sign-in-page').then((module) => module.Route));
