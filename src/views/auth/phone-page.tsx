import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { UserProfile } from '../../api/contract/user-profile';
import { requestPhoneNumberChange, verifyPhoneNumberChange } from '../../api/user-profile';
import { stepOf, verifiedNumberOf } from '../../machines/auth/otp-challenge/otp-challenge.selectors';
import { displayPhone } from '../../machines/auth/otp-challenge/phone-check';
import { userOf } from '../../machines/auth/session/session.selectors';
import { SESSION_KEYS } from '../../platform/session-store';
import { challengeLogic, pendingChallenge } from './otp-challenge-effects';
import { CodeStep, PhoneStep } from './challenge-steps';
import type { ChallengeActor } from './challenge-steps';
import { useActorClock } from '../shared/actor-clock';
import { useAppActors } from '../shared/app-actors';
import { useAccountApi } from '../shared/account-api';
import { ACCOUNT_NAMESPACES } from '../shared/account-namespaces';
import { AccountSection } from '../shared/account-section';

/**
 * Phone-number change: the new number gets a code, and the code proves it. The same OTP
 * challenge as sign-in, with the account's own number excluded; the profile with the new
 * number goes to the session, so the header and the other pages show it.
 */
export function PhonePage() {
  const { session } = useAppActors();
  const currentPhone = useSelector(session, (snapshot) => userOf(snapshot)?.phoneNumber ?? null);
  return currentPhone ? <PhoneChange currentPhone={currentPhone} /> : null;
}

const PROBLEM_WORDING = { conflict: 'account:phone.problem.conflict' } as const;

function PhoneChange({ currentPhone }: { currentPhone: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const { session } = useAppActors();
  const api = useAccountApi();
  const clock = useActorClock();
  const challenge: ChallengeActor = useActorRef(
    challengeLogic<UserProfile>({
      requestCode: (destination, signal) => requestPhoneNumberChange(api, { phoneNumber: destination.otpKey, otpMethod: destination.otpMethod }, signal),
      verifyCode: (input, signal) => verifyPhoneNumberChange(api, { phoneNumber: input.otpKey, otp: input.otp }, signal),
      onVerified: (user) => session.send({ type: 'user.updated', user }),
      storageKey: SESSION_KEYS.phoneChangeChallenge,
    }),
    { input: { excludedNumber: currentPhone, resume: pendingChallenge(SESSION_KEYS.phoneChangeChallenge) }, ...clock },
  );
  const step = useSelector(challenge, stepOf);
  const verified = useSelector(challenge, verifiedNumberOf);
  return (
    <AccountSection id="phone-title" title={t('phone.title')}>
      {step === 'done' && verified ? (
        <>
          <p className="form-status" role="status">
            {t('phone.updated', { phone: displayPhone(verified) })}
          </p>
          <p>
            <Link to="/account">{t('phone.backToProfile')}</Link>
          </p>
        </>
      ) : (
        <div className="form-card">
          {step === 'phone' && <p>{t('phone.current', { phone: displayPhone(currentPhone) })}</p>}
          {step === 'phone' ? (
            <PhoneStep challenge={challenge} label={t('phone.newLabel')} overrides={PROBLEM_WORDING} idPrefix="phone" />
          ) : (
            <CodeStep challenge={challenge} submitLabel={t('phone.confirm')} overrides={PROBLEM_WORDING} idPrefix="phone" />
          )}
        </div>
      )}
    </AccountSection>
  );
}

export const Route = createLazyRoute('/account/phone')({ component: PhonePage });
