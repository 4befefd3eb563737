import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { studioInspection } from '../../platform/studio-inspect';
import type { AuthToken } from '../../api/contract/auth';
import { stepOf } from '../../machines/auth/otp-challenge/otp-challenge.selectors';
import { sessionPhaseOf, signedOutBecause } from '../../machines/auth/session/session.selectors';
import { SESSION_KEYS } from '../../platform/session-store';
import { useAccountApi } from '../shared/account-api';
import { challengeLogic, pendingChallenge } from './otp-challenge-effects';
import { CodeStep, PhoneStep, usePhoneForm } from './challenge-steps';
import type { ChallengeActor } from './challenge-steps';
import { useActorClock } from '../shared/actor-clock';
import { WhyPhone } from '../shared/why-phone';
import { useAppActors } from '../shared/app-actors';
import '../../styles/pages.css';
import '../../styles/forms.css';
import { PageTitle } from '../shared/page-title';

const authCalls = () => import('../../api/auth');

/**
 * Phone sign-in: the number and the channel, then the code with its resend countdown. The form
 * is an OTP challenge with the sign-in calls; the verified token starts the session, and the
 * route then sends the user where they came from (auth-routes.ts). A code step survives a reload.
 */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const { session } = useAppActors();
  const api = useAccountApi();
  const clock = useActorClock();
  const phase = useSelector(session, sessionPhaseOf);
  const ended = useSelector(session, signedOutBecause);
  const challenge: ChallengeActor = useActorRef(
    challengeLogic<AuthToken>({
      requestCode: async (destination, signal) => (await authCalls()).requestSigninCode(api, destination, signal),
      verifyCode: async (input, signal) => (await authCalls()).verifySigninCode(api, input, signal),
      onVerified: (token) => session.send({ type: 'session.start', token: token.key }),
      storageKey: SESSION_KEYS.signInChallenge,
    }),
    // Live mode of the statechart studio (/machines): nothing unless the studio is on.
    { input: { resume: pendingChallenge(SESSION_KEYS.signInChallenge) }, ...clock, ...studioInspection() },
  );
  const step = useSelector(challenge, stepOf);
  const phoneForm = usePhoneForm(challenge);
  // One error at a time: the phone form's own (a refused number, a failed request) replaces the
  // note that the last session expired.
  const showExpired = ended === 'expired' && !phoneForm.problem && !phoneForm.numberProblem;

  const status =
    phase === 'checking' ? t('signIn.checking') : phase === 'signingOut' ? t('header.signingOut') : phase !== 'signedOut' || step === 'done' ? t('signIn.signedIn') : null;
  return (
    <div className="form-page">
      <section className="form-card" aria-labelledby="sign-in-title">
        <PageTitle page={t('signIn.title')} />
        <h1 id="sign-in-title">{status === null && step === 'code' ? t('signIn.codeTitle') : t('signIn.title')}</h1>
        {status !== null ? (
          <p className="form-status" role="status">
            {status}
          </p>
        ) : (
          <>
            {showExpired && (
              <p className="form-alert" role="alert">
                {t('signIn.expired')}
              </p>
            )}
            {step === 'phone' ? (
              <>
                <p>{t('signIn.intro')}</p>
                <WhyPhone purpose="signIn" />
                <PhoneStep challenge={challenge} label={t('phone.label')} idPrefix="sign-in" />
              </>
            ) : (
              <CodeStep challenge={challenge} submitLabel={t('signIn.verify')} idPrefix="sign-in" />
            )}
          </>
        )}
      </section>
    </div>
  );
}

export const Route = createLazyRoute('/sign-in')({ component: SignInPage });
