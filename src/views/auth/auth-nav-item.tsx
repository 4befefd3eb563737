import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { sessionPhaseOf } from '../../machines/auth/session/session.selectors';
import { useAppActors } from '../shared/app-actors';
import './auth-nav.css';

/**
 * The header's sign-in state, the last item of the main navigation: "Sign in" for a visitor;
 * the account link and "Sign out" once signed in; nothing while a stored token is checked.
 */
export function AuthNavItem() {
  const { t } = useTranslation();
  const { session } = useAppActors();
  const phase = useSelector(session, sessionPhaseOf);

  if (phase === 'checking') return null;
  if (phase === 'signedOut') {
    return (
      <li>
        <Link to="/sign-in" className="site-nav__link site-nav__link--cta">
          {t('nav.signIn')}
        </Link>
      </li>
    );
  }
  return (
    <li className="auth-nav">
      {/* Its strings are in the auth namespace (start.tsx loads it at start). */}
      <Suspense fallback={null}>
        <SignedInItems signingOut={phase === 'signingOut'} />
      </Suspense>
    </li>
  );
}

function SignedInItems({ signingOut }: { signingOut: boolean }) {
  const { t } = useTranslation('auth');
  const { session } = useAppActors();
  return (
    <>
      <Link to="/account" className="site-nav__link">
        {t('header.account')}
      </Link>
      <button
        type="button"
        className="site-nav__link site-nav__link--cta auth-nav__sign-out"
        disabled={signingOut}
        onClick={() => session.send({ type: 'session.signOut' })}
      >
        {signingOut ? t('header.signingOut') : t('header.signOut')}
      </button>
    </>
  );
}
