import type { ReactNode } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { sessionPhaseOf } from '../../machines/auth/auth.selectors';
import { useAppActors } from '../shell/app-actors';
import { GoToSignIn } from './redirects';
import './forms.css';

/**
 * Shows its children only to a signed-in user whose profile is loaded. A visitor who is not
 * signed in goes to the sign-in page, which brings them back here afterwards; while a stored
 * token is checked or the profile loads, it says so; a profile that could not load offers a retry.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { auth } = useAppActors();
  const phase = useSelector(auth, sessionPhaseOf);
  const problem = useSelector(auth, (snapshot) => snapshot.context.problem);
  // The page being shown (its match), not the latest location: while the redirect below is
  // pending, the latest location is already the sign-in page.
  // An index route's pathname ends with '/' (/account/): drop it.
  const from = useMatches({ select: (matches) => (matches[matches.length - 1]?.pathname ?? '/account').replace(/(.)\/$/, '$1') });

  if (phase === 'signedOut') return <GoToSignIn from={from} />;
  if (phase === 'ready') return <>{children}</>;
  if (phase === 'failed') {
    return (
      <div className="form-page">
        <p className="form-alert" role="alert">
          {problem?.key === 'network' ? t('problem.network') : t('guard.failed')}
        </p>
        <div className="form-actions">
          <button type="button" className="button button--primary" onClick={() => auth.send({ type: 'profile.retry' })}>
            {t('guard.retry')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="form-page">
      <p className="form-status" role="status">
        {phase === 'signingOut' ? t('header.signingOut') : t('guard.loading')}
      </p>
    </div>
  );
}
