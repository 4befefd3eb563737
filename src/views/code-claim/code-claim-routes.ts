import { createRoute, redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { preloadPhoneRules } from '../../domain/phone-rules';
import { isSettling, isSignedIn } from '../../machines/auth/session/session.selectors';
import { rootRoute } from '../shell/root-route';

/**
 * A campaign code's claim page (a leaflet's or a partner's code). Signed-in users only: a code is
 * claimed for the account's own number, which its sign-in proved (issue 22 §6); a visitor goes to
 * sign-in, which brings them back here. The phone rules (libphonenumber's metadata, ≈29 kB gzip)
 * are not in the page's code: they start loading beside it, and the claim machine shows the form
 * once they and the campaign are there.
 */
export const claimRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/claim/$code',
  beforeLoad: async ({ context, location }) => {
    const session = await waitFor(context.session, (snapshot) => !isSettling(snapshot));
    if (!isSignedIn(session)) throw redirect({ to: '/sign-in', search: { redirect: location.href }, replace: true });
  },
}).lazy(() => {
  preloadPhoneRules();
  return import('./claim-page').then((module) => module.Route);
});
