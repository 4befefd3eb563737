import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { checkPhone } from '../../machines/auth/phone-check';
import type { phoneUpdateMachine } from '../../machines/phone-update/phone-update.machine';
import { CodeFields, codeOf } from '../auth/code-fields';
import { displayPhone } from '../auth/display-phone';
import { PhoneFields } from '../auth/phone-fields';
import { callProblemText } from '../auth/problem-text';
import { useAppActors } from '../shell/app-actors';
import { useAccountApi } from './account-api';
import { phoneUpdateLogic } from './account-effects';
import { ACCOUNT_NAMESPACES } from './namespaces';

type PhoneUpdateActor = ActorRefFrom<typeof phoneUpdateMachine>;

/** Phone-number update: the new number gets a code, and the code proves it. */
export function PhonePage() {
  const { auth } = useAppActors();
  const currentPhone = useSelector(auth, (snapshot) => snapshot.context.user?.phoneNumber ?? null);
  return currentPhone ? <PhoneUpdate currentPhone={currentPhone} /> : null;
}

function PhoneUpdate({ currentPhone }: { currentPhone: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const { auth } = useAppActors();
  const api = useAccountApi();
  const update = useActorRef(
    phoneUpdateLogic(api, (user) => auth.send({ type: 'user.updated', user })),
    { input: { currentPhone } },
  );
  const step = useSelector(update, (snapshot) =>
    snapshot.matches('done') ? 'done' : snapshot.matches('codeStep') || (snapshot.matches('requestingCode') && snapshot.context.codeSent) ? 'code' : 'phone',
  );
  return (
    <section className="account-section" aria-labelledby="phone-title">
      <h1 id="phone-title">{t('phone.title')}</h1>
      {step === 'done' ? <PhoneUpdated update={update} /> : step === 'code' ? <CodeStep update={update} /> : <PhoneStep update={update} />}
    </section>
  );
}

function PhoneStep({ update }: { update: PhoneUpdateActor }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const currentPhone = useSelector(update, (snapshot) => snapshot.context.currentPhone);
  const phone = useSelector(update, (snapshot) => snapshot.context.phoneInput);
  const method = useSelector(update, (snapshot) => snapshot.context.otpMethod);
  const zaloEligible = useSelector(update, (snapshot) => snapshot.context.phoneCheck.zaloEligible);
  const phoneProblem = useSelector(update, (snapshot) => snapshot.context.phoneProblem);
  const problem = useSelector(update, (snapshot) => snapshot.context.problem);
  const busy = useSelector(update, (snapshot) => snapshot.matches('requestingCode'));
  return (
    <form
      className="form form-card"
      noValidate
      aria-busy={busy}
      aria-describedby={problem ? 'phone-problem' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        update.send({ type: 'code.request' });
      }}
    >
      <p>{t('phone.current', { phone: displayPhone(currentPhone) })}</p>
      <PhoneFields
        label={t('phone.newLabel')}
        phone={phone}
        method={method}
        zaloEligible={zaloEligible}
        error={phoneProblem ? t(`auth:problem.phone.${phoneProblem}`) : null}
        disabled={busy}
        onPhoneChange={(value) => update.send({ type: 'phone.change', phone: value, check: checkPhone(value) })}
        onMethodSelect={(value) => update.send({ type: 'method.select', method: value })}
      />
      {problem && (
        <p id="phone-problem" className="form-alert" role="alert">
          {callProblemText(t, problem, { conflict: 'account:phone.problem.conflict' })}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('auth:signIn.sending') : t('auth:signIn.sendCode')}
        </button>
      </div>
    </form>
  );
}

function CodeStep({ update }: { update: PhoneUpdateActor }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const codeSent = useSelector(update, (snapshot) => snapshot.context.codeSent);
  const codeProblem = useSelector(update, (snapshot) => snapshot.context.codeProblem);
  const problem = useSelector(update, (snapshot) => snapshot.context.problem);
  const resendIn = useSelector(update, (snapshot) => snapshot.context.resendIn);
  const verifying = useSelector(update, (snapshot) => snapshot.matches({ codeStep: 'verifying' }));
  const resending = useSelector(update, (snapshot) => snapshot.matches('requestingCode'));
  const phone = codeSent ? displayPhone(codeSent.otpKey) : '';
  const codeError = codeProblem
    ? t(`auth:problem.code.${codeProblem}`)
    : problem && (problem.key === 'otp_invalid' || problem.key === 'otp_expired')
      ? callProblemText(t, problem)
      : null;
  const formProblem = problem && !codeError ? callProblemText(t, problem, { conflict: 'account:phone.problem.conflict' }) : null;
  return (
    <form
      className="form form-card"
      noValidate
      aria-busy={verifying || resending}
      aria-describedby={formProblem ? 'phone-code-problem' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        update.send({ type: 'code.submit', code: codeOf(event.currentTarget) });
      }}
    >
      <p>{codeSent?.otpMethod === 'zalo' ? t('auth:signIn.codeSentZalo', { phone }) : t('auth:signIn.codeSentSms', { phone })}</p>
      <CodeFields
        error={codeError}
        disabled={verifying || resending}
        resendIn={resendIn}
        resending={resending}
        onResend={() => update.send({ type: 'code.resend' })}
        onChangePhone={() => update.send({ type: 'phone.edit' })}
      />
      {formProblem && (
        <p id="phone-code-problem" className="form-alert" role="alert">
          {formProblem}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={verifying || resending}>
          {verifying ? t('auth:signIn.verifying') : t('phone.confirm')}
        </button>
      </div>
    </form>
  );
}

function PhoneUpdated({ update }: { update: PhoneUpdateActor }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const phone = useSelector(update, (snapshot) => snapshot.context.currentPhone);
  return (
    <>
      <p className="form-status" role="status">
        {t('phone.updated', { phone: displayPhone(phone) })}
      </p>
      <p>
        <Link to="/account">{t('phone.backToProfile')}</Link>
      </p>
    </>
  );
}

export const Route = createLazyRoute('/account/phone')({ component: PhonePage });
