import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { profileProblemOf, sessionPhaseOf } from '../../machines/auth/session/session.selectors';
import { useAppActors } from './app-actors';
import { SendButton } from './send-button';
import '../../styles/forms.css';

/**
 * Shows its children once the signed-in user's profile is loaded; while it loads, it says so; a
 * profile that could not load offers a retry. Who may see the page at all is the route's guard
 * (account-routes.ts), which sends a signed-out visitor to sign-in.
 *
 * `lead` (a page's title and introduction, the same for everyone) shows above the waiting or the
 * retry, in the page's own frame (`className`): a page the server draws while it cannot know who
 * is signed in (the booking wizard) has its heading from the first screen on.
 */
export function RequireSignIn({ children, lead, className = 'form-page' }: { children: ReactNode; lead?: ReactNode; className?: string }) {
  const { t } = useTranslation('auth');
  const { session } = useAppActors();
  const phase = useSelector(session, sessionPhaseOf);
  const problem = useSelector(session, profileProblemOf);

  if (phase === 'ready') return <>{children}</>;
  if (phase === 'failed') {
    return (
      <div className={className}>
        {lead}
        <p className="form-alert" role="alert">
          {problem?.key === 'network' ? t('problem.network') : t('guard.failed')}
        </p>
        <div className="form-actions">
          <SendButton to={session} event={{ type: 'profile.retry' }} className="button button--primary">{t('guard.retry')}</SendButton>
        </div>
      </div>
    );
  }
  return (
    <div className={className}>
      {lead}
      <p className="form-status" role="status">
        {phase === 'signingOut' ? t('header.signingOut') : t('guard.loading')}
      </p>
    </div>
  );
}
