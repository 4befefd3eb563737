import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { VerificationFormValues } from '../../machines/customer-verification/customer-verification.machine';
import { callProblemText, fieldProblemText } from '../auth/problem-text';
import { useAccountApi } from './account-api';
import { customerVerificationLogic } from './account-effects';
import { Field } from './field';
import { PACKAGE_NAMES } from './format';
import { ACCOUNT_NAMESPACES } from './namespaces';

function readForm(form: HTMLFormElement): VerificationFormValues {
  const data = new FormData(form);
  const text = (name: keyof VerificationFormValues) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { kitCode: text('kitCode'), dateOfBirth: text('dateOfBirth') };
}

/** Customer verification: link a gene test to the account with its kit code and a date of birth. */
export function VerifyPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const api = useAccountApi();
  const verification = useActorRef(customerVerificationLogic(api));
  const state = useSelector(verification, (snapshot) => snapshot.value);
  const profile = useSelector(verification, (snapshot) => snapshot.context.profile);
  const fieldProblems = useSelector(verification, (snapshot) => snapshot.context.fieldProblems);
  const problem = useSelector(verification, (snapshot) => snapshot.context.problem);
  const submitting = state === 'submitting';
  const error = (field: keyof VerificationFormValues) => {
    const fieldProblem = fieldProblems[field];
    return fieldProblem ? fieldProblemText(t, fieldProblem) : null;
  };
  const formProblem =
    problem && Object.keys(fieldProblems).length === 0
      ? callProblemText(t, problem, { not_found: 'account:verify.problem.not_found', conflict: 'account:verify.problem.conflict' })
      : null;
  return (
    <section className="account-section" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('verify.title')}</h1>
      {state === 'verified' && profile ? (
        <>
          <p className="form-status" role="status">
            {t('verify.linked', { name: profile.name, product: PACKAGE_NAMES[profile.geneTest.packageSlug] })}
          </p>
          <div className="form-actions">
            <Link to="/account/gene-tests/$id" params={{ id: profile.geneTest.id }} className="button button--primary">
              {t('verify.open')}
            </Link>
            <button type="button" className="button button--secondary" onClick={() => verification.send({ type: 'verify.again' })}>
              {t('verify.another')}
            </button>
          </div>
        </>
      ) : (
        <form
          className="form form-card"
          noValidate
          aria-busy={submitting}
          aria-describedby={formProblem ? 'verify-problem' : undefined}
          onSubmit={(event) => {
            event.preventDefault();
            verification.send({ type: 'verify.submit', values: readForm(event.currentTarget) });
          }}
        >
          <p>{t('verify.intro')}</p>
          <Field label={t('verify.kitCode')} error={error('kitCode')}>
            {(props) => <input {...props} name="kitCode" type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} readOnly={submitting} />}
          </Field>
          <Field label={t('verify.dateOfBirth')} error={error('dateOfBirth')}>
            {(props) => <input {...props} name="dateOfBirth" type="date" readOnly={submitting} />}
          </Field>
          {formProblem && (
            <p id="verify-problem" className="form-alert" role="alert">
              {formProblem}
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={submitting}>
              {submitting ? t('verify.checking') : t('verify.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

export const Route = createLazyRoute('/account/verify')({ component: VerifyPage });
