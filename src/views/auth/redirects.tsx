import { memo } from 'react';
import { Navigate } from '@tanstack/react-router';
import { AFTER_SIGN_IN } from './redirect';

/*
 * Redirects rendered from the auth machine's state. Memoised on their (string) props: a page that
 * re-renders while the navigation is pending (the router updates its state on every navigate)
 * must not render a new <Navigate>, which would navigate again, and again.
 */

/** After signing in: back where the visitor came from (a checked path of this site), else the account. */
export const GoAfterSignIn = memo(function GoAfterSignIn({ href }: { href: string | undefined }) {
  // href wins over to when it is given.
  return <Navigate to={AFTER_SIGN_IN} href={href} replace />;
});

/** A signed-out visitor on a signed-in page: to sign-in, which brings them back to `from`. */
export const GoToSignIn = memo(function GoToSignIn({ from }: { from: string }) {
  return <Navigate to="/sign-in" search={{ redirect: from }} replace />;
});
