import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { checkPhone } from '../../machines/auth/phone-check';
import { isSignInBusy, sessionPhaseOf, signInStepOf } from '../../machines/auth/auth.selectors';
import { useAppActors } from '../shell/app-actors';
import { CodeFields, codeOf } from './code-fields';
import { displayPhone } from './display-phone';
import { PhoneFields } from './phone-fields';
import { callProblemText } from './problem-text';
import { GoAfterSignIn } from './redirects';
import '../../styles/pages.css';
import './forms.css';

const routeApi = getRouteApi('/sign-in');

/**
 * Phone sign-in: the number and the channel, then the code with its resend countdown. Renders
 * the auth machine and sends it the visitor's input; once signed in it goes where the visitor
 * came from (`?redirect=`) or to the account.
 */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const { auth } = useAppActors();
  const { redirect } = routeApi.useSearch();
  const phase = useSelector(auth, sessionPhaseOf);
  const step = useSelector(auth, signInStepOf);

  if (phase !== 'signedOut' && phase !== 'checking' && phase !== 'signingOut') {
    return <GoAfterSignIn href={redirect} />;
  }
  return (
    <div className="form-page">
      <section className="form-card" aria-labelledby="sign-in-title">
        {phase === 'checking' || phase === 'signingOut' ? (
          <>
            <h1 id="sign-in-title">{t('signIn.title')}</h1>
            <p className="form-status" role="status">
              {phase === 'checking' ? t('signIn.checking') : t('header.signingOut')}
            </p>
          </>
        ) : step === 'phone' ? (
          <PhoneStep />
        ) : (
          <CodeStep />
        )}
      </section>
    </div>
  );
}

function PhoneStep() {
  const { t } = useTranslation('auth');
  const { auth } = useAppActors();
  const phone = useSelector(auth, (snapshot) => snapshot.context.phoneInput);
  const method = useSelector(auth, (snapshot) => snapshot.context.otpMethod);
  const zaloEligible = useSelector(auth, (snapshot) => snapshot.context.phoneCheck.zaloEligible);
  const phoneProblem = useSelector(auth, (snapshot) => snapshot.context.phoneProblem);
  const problem = useSelector(auth, (snapshot) => snapshot.context.problem);
  const busy = useSelector(auth, isSignInBusy);
  return (
    <>
      <h1 id="sign-in-title">{t('signIn.title')}</h1>
      <p>{t('signIn.intro')}</p>
      <form
        className="form"
        noValidate
        aria-busy={busy}
        aria-describedby={problem ? 'sign-in-phone-problem' : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          auth.send({ type: 'code.request' });
        }}
      >
        <PhoneFields
          label={t('phone.label')}
          phone={phone}
          method={method}
          zaloEligible={zaloEligible}
          error={phoneProblem ? t(`problem.phone.${phoneProblem}`) : null}
          disabled={busy}
          onPhoneChange={(value) => auth.send({ type: 'phone.change', phone: value, check: checkPhone(value) })}
          onMethodSelect={(value) => auth.send({ type: 'method.select', method: value })}
        />
        {problem && (
          <p id="sign-in-phone-problem" className="form-alert" role="alert">
            {callProblemText(t, problem)}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('signIn.sending') : t('signIn.sendCode')}
          </button>
        </div>
      </form>
    </>
  );
}

function CodeStep() {
  const { t } = useTranslation('auth');
  const { auth } = useAppActors();
  const codeSent = useSelector(auth, (snapshot) => snapshot.context.codeSent);
  const codeProblem = useSelector(auth, (snapshot) => snapshot.context.codeProblem);
  const problem = useSelector(auth, (snapshot) => snapshot.context.problem);
  const resendIn = useSelector(auth, (snapshot) => snapshot.context.resendIn);
  const verifying = useSelector(auth, (snapshot) => snapshot.matches({ codeStep: 'verifying' }));
  const resending = useSelector(auth, (snapshot) => snapshot.matches('requestingCode'));
  const phone = codeSent ? displayPhone(codeSent.otpKey) : '';
  // A wrong or expired code is the code field's problem; anything else is the form's.
  const codeError = codeProblem
    ? t(`problem.code.${codeProblem}`)
    : problem && (problem.key === 'otp_invalid' || problem.key === 'otp_expired')
      ? callProblemText(t, problem)
      : null;
  const formProblem = problem && !codeError ? callProblemText(t, problem) : null;
  return (
    <>
      <h1 id="sign-in-title">{t('signIn.codeTitle')}</h1>
      <p>{codeSent?.otpMethod === 'zalo' ? t('signIn.codeSentZalo', { phone }) : t('signIn.codeSentSms', { phone })}</p>
      <form
        className="form"
        noValidate
        aria-busy={verifying || resending}
        aria-describedby={formProblem ? 'sign-in-code-problem' : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          auth.send({ type: 'code.submit', code: codeOf(event.currentTarget) });
        }}
      >
        <CodeFields
          error={codeError}
          disabled={verifying || resending}
          resendIn={resendIn}
          resending={resending}
          onResend={() => auth.send({ type: 'code.resend' })}
          onChangePhone={() => auth.send({ type: 'phone.edit' })}
        />
        {formProblem && (
          <p id="sign-in-code-problem" className="form-alert" role="alert">
            {formProblem}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={verifying || resending}>
            {verifying ? t('signIn.verifying') : t('signIn.verify')}
          </button>
        </div>
      </form>
    </>
  );
}

export const Route = createLazyRoute('/sign-in')({ component: SignInPage });
