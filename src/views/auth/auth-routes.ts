import { createRoute, redirect } from '@tanstack/react-router';
import { preloadPhoneRules } from '../../domain/phone-rules';
import { isSignedIn } from '../../machines/auth/session/session.selectors';
import { rootRoute } from '../shell/root-route';
import { AFTER_SIGN_IN, safeRedirect } from './redirect';

export interface SignInSearch {
  /** Where to go once signed in: a path of this site (see safeRedirect). */
  redirect?: string;
}

/**
 * /sign-in?redirect=/account/gene-tests. A signed-in user is sent on: to `redirect`, else the
 * account. The session asks the router to check again when it begins (start.tsx), so the code
 * being verified on this page moves the user on.
 *
 * The phone rules (libphonenumber's metadata, ≈29 kB gzip) are not in the page's code: they start
 * loading beside it, and the challenge machine waits for them before it checks a number.
 */
export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: (search: Record<string, unknown>): SignInSearch => {
    const target = safeRedirect(search.redirect);
    return target ? { redirect: target } : {};
  },
  beforeLoad: ({ context, search }) => {
    // Checked again here: the router merges the raw search of the address back into what
    // validateSearch answered, so an off-site `redirect` would still arrive (issue 22 §1).
    if (isSignedIn(context.session.getSnapshot())) throw redirect({ href: safeRedirect(search.redirect) ?? AFTER_SIGN_IN, replace: true });
  },
}).lazy(() => {
  preloadPhoneRules();
  return import('./sign-in-page').then((module) => module.Route);
});
