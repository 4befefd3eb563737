import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CustomerProfile } from '../../api/contract/gene-test';
import type { CustomerVerificationMachine } from '../../machines/customer-verification/customer-verification.machine';
import { linkedProfileOf, sameVerificationForm, verificationFormOf } from '../../machines/customer-verification/customer-verification.selectors';
import { callProblemText } from '../shared/problem-text';
import { useAccountApi } from '../shared/account-api';
import { customerVerificationLogic } from './account-effects';
import { Field } from '../shared/field';
import { FormAlert, FormButtons, fieldErrors, readFields, useFocusOnAppear } from '../shared/form-parts';
import { PACKAGE_NAMES } from '../shared/package-names';
import { ACCOUNT_NAMESPACES } from '../shared/account-namespaces';
import { AccountSection } from '../shared/account-section';
import { SendButton } from '../shared/send-button';

type VerificationActor = ActorRefFrom<CustomerVerificationMachine>;

const VERIFICATION_FIELDS = ['kitCode', 'dateOfBirth'] as const;
const PROBLEM_WORDING = { not_found: 'account:verify.problem.not_found', conflict: 'account:verify.problem.conflict' } as const;

/** Customer verification: link a gene test to the account with its kit code and a date of birth. */
export function VerifyPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const api = useAccountApi();
  const verification = useActorRef(customerVerificationLogic(api));
  const linked = useSelector(verification, linkedProfileOf);
  return (
    <AccountSection id="verify-title" title={t('verify.title')}>
      {linked ? <Linked profile={linked} verification={verification} /> : <VerificationFormView verification={verification} />}
    </AccountSection>
  );
}

function Linked({ profile, verification }: { profile: CustomerProfile; verification: VerificationActor }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  // The form that held the focus is gone: the link to the test takes it.
  const openLink = useFocusOnAppear<HTMLAnchorElement>(true);
  return (
    <>
      <p className="form-status" role="status">
        {t('verify.linked', { name: profile.name, product: PACKAGE_NAMES[profile.geneTest.packageSlug] })}
      </p>
      <div className="form-actions">
        <Link ref={openLink} to="/account/gene-tests/$id" params={{ id: profile.geneTest.id }} className="button button--primary">
          {t('verify.open')}
        </Link>
        <SendButton to={verification} event={{ type: 'verify.again' }} className="button button--secondary">{t('verify.another')}</SendButton>
      </div>
    </>
  );
}

function VerificationFormView({ verification }: { verification: VerificationActor }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const { fieldProblems, problem, busy, focusFirstField } = useSelector(verification, verificationFormOf, sameVerificationForm);
  const kitCode = useFocusOnAppear<HTMLInputElement>(focusFirstField);
  const error = fieldErrors(t, fieldProblems);
  return (
    <form
      className="form form-card"
      noValidate
      aria-busy={busy}
      aria-describedby={problem ? 'verify-problem' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        verification.send({ type: 'verify.submit', values: readFields(event.currentTarget, VERIFICATION_FIELDS) });
      }}
    >
      <p>{t('verify.intro')}</p>
      <Field label={t('verify.kitCode')} error={error('kitCode')}>
        {(props) => <input {...props} ref={kitCode} name="kitCode" type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} readOnly={busy} />}
      </Field>
      <Field label={t('verify.dateOfBirth')} error={error('dateOfBirth')}>
        {(props) => <input {...props} name="dateOfBirth" type="date" readOnly={busy} />}
      </Field>
      {problem && <FormAlert id="verify-problem">{callProblemText(t, problem, PROBLEM_WORDING)}</FormAlert>}
      <FormButtons busy={busy} submit={t('verify.submit')} busyLabel={t('verify.checking')} />
    </form>
  );
}

export const Route = createLazyRoute('/account/verify')({ component: VerifyPage });
