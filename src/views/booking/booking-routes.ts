import { createRoute, redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { optionalText, withoutAbsent } from '../../domain/url-search';
import { isSettling, isSignedIn } from '../../machines/auth/session/session.selectors';
import { rootRoute } from '../shell/root-route';

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/**
 * The consultation booking wizard (issue 25): /consultation, or /consultation?report=<gene test id>
 * from a report page (that report starts chosen). Signed-in users only: a visitor goes to sign-in,
 * which brings them back here (a path of this site only, src/views/auth/redirect.ts). The page
 * owns its wizard actor (booking-page.tsx), a fresh one for each report it is opened with.
 *
 * The server draws the page as it looks while the account loads (its title and introduction,
 * the same for everyone: it cannot know who is signed in), and the app adopts that drawing before
 * the stored token is checked. Neither can tell a visitor yet, so the guard lets both through; the
 * app checks the page again once it has taken over (RouterContext's `adoption`), and a signed-out
 * visitor goes to sign-in then.
 */
export const consultationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/consultation',
  // A plain function: the routes are in every page's first load (docs/performance.md).
  validateSearch: (search: Record<string, unknown>): { report?: string } => withoutAbsent({ report: optionalText(search.report, (text) => UUID.test(text)) }),
  beforeLoad: async ({ context, location }) => {
    if (context.firstScreenLanguage) return;
    if (context.adoption?.pending()) return context.adoption.checkAgainAfter();
    const session = await waitFor(context.session, (snapshot) => !isSettling(snapshot));
    if (!isSignedIn(session)) throw redirect({ to: '/sign-in', search: { redirect: location.href }, replace: true });
  },
}).lazy(() => import('./booking-page').then((module) => module.Route));
