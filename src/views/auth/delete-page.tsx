import { Link, createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { AccountDeletionMachine } from '../../machines/auth/account-deletion/account-deletion.machine';
import { codeChallengeOf, deletionActionsOf, deletionStepOf, sendProblemOf } from '../../machines/auth/account-deletion/account-deletion.selectors';
import type { DeletionActions } from '../../machines/auth/account-deletion/account-deletion.selectors';
import { actionsOf, codeFormOf } from '../../machines/auth/otp-challenge/otp-challenge.selectors';
import type { ChallengeActions, CodeForm } from '../../machines/auth/otp-challenge/otp-challenge.selectors';
import { displayPhone } from '../../machines/auth/otp-challenge/phone-check';
import { userOf } from '../../machines/auth/session/session.selectors';
import { callProblemText } from '../shared/problem-text';
import { clockTimeValues } from '../shared/clock-time';
import { useActorClock } from '../shared/actor-clock';
import type { ChallengeActor } from './challenge-steps';
import { codeFieldsOf, isCodeBusy, submitCodeTo } from './challenge-steps';
import { CodeFields } from './code-fields';
import { useAppActors } from '../shared/app-actors';
import { AccountSection } from '../shared/account-section';
import { useAccountApi } from '../shared/account-api';
import { accountDeletionLogic } from './account-deletion-effects';
import { FormAlert, SubmitForm } from '../shared/form-parts';
import { ACCOUNT_NAMESPACES } from '../shared/account-namespaces';
import { SendButton } from '../shared/send-button';

type DeletionActor = ActorRefFrom<AccountDeletionMachine>;

const sameObject = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/** What is deleted, in the order the page lists it (account:delete.removed.<key>). */
const REMOVED = ['profile', 'geneTests', 'kidQuiz', 'messages', 'sessions'] as const;

/**
 * "Delete my account and data": what goes and what stays, then a code by SMS to the account's
 * own number, whose check deletes the account. Once deleted, the confirmation page opens and the
 * session ends (src/machines/auth/account-deletion).
 */
export function DeletePage() {
  const { session } = useAppActors();
  const phone = useSelector(session, (snapshot) => userOf(snapshot)?.phoneNumber ?? null);
  return phone ? <AccountDeletion phone={phone} /> : null;
}

function AccountDeletion({ phone }: { phone: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const { session } = useAppActors();
  const api = useAccountApi();
  const navigate = useNavigate();
  const clock = useActorClock();
  const deletion: DeletionActor = useActorRef(
    accountDeletionLogic(api, session, () => void navigate({ to: '/account-deleted', replace: true })),
    { input: { phone }, ...clock },
  );
  const step = useSelector(deletion, deletionStepOf);
  const challenge = useSelector(deletion, codeChallengeOf);
  return (
    <AccountSection id="delete-title" title={t('delete.title')}>
      {step === 'done' ? (
        <p className="form-status" role="status">
          {t('deleted.done')}
        </p>
      ) : challenge ? (
        <DeletionCode challenge={challenge} deletion={deletion} />
      ) : (
        <Explanation phone={phone} deletion={deletion} />
      )}
    </AccountSection>
  );
}

function Explanation({ phone, deletion }: { phone: string; deletion: DeletionActor }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const step = useSelector(deletion, deletionStepOf);
  const problem = useSelector(deletion, sendProblemOf);
  const actions: DeletionActions = useSelector(deletion, deletionActionsOf, sameObject);
  const sending = step === 'sending';
  return (
    <div className="form-card delete-account" aria-busy={sending}>
      <p>{t('delete.intro')}</p>
      <h2 className="delete-account__heading">{t('delete.removedTitle')}</h2>
      <ul className="delete-account__list">
        {REMOVED.map((key) => (
          <li key={key}>{t(`delete.removed.${key}`)}</li>
        ))}
      </ul>
      <h2 className="delete-account__heading">{t('delete.keptTitle')}</h2>
      <p>{t('delete.kept')}</p>
      <p className="delete-account__warning">{t('delete.irreversible')}</p>
      <p>{t('delete.codeGoesTo', { phone: displayPhone(phone) })}</p>
      {problem && (
        <FormAlert id="delete-problem">
          {problem.key === 'rate_limited' && problem.seconds ? t('delete.limited', clockTimeValues(problem.seconds)) : callProblemText(t, problem)}
        </FormAlert>
      )}
      <div className="form-actions">
        {step === 'failed' ? (
          <>
            {actions.retry && (
              <SendButton to={deletion} event={{ type: 'deletion.retry' }} className="button button--primary">{t('delete.retry')}</SendButton>
            )}
            <SendButton to={deletion} event={{ type: 'deletion.cancel' }} className="button button--secondary">{t('delete.back')}</SendButton>
          </>
        ) : (
          <SendButton to={deletion} event={{ type: 'deletion.confirm' }} className="button button--primary" disabled={!actions.confirm}>{sending ? t('delete.sending') : t('delete.confirm')}</SendButton>
        )}
        <Link to="/account" className="button button--secondary">
          {t('delete.keep')}
        </Link>
      </div>
    </div>
  );
}

/** The message under the code field, or for the form: one at a time (as on the sign-in code step). */
function codeMessages(t: ReturnType<typeof useTranslation>['t'], form: CodeForm) {
  if (form.codeProblem) return { field: t(`auth:problem.code.${form.codeProblem}`, { phone: form.shownNumber }), form: null };
  const problem = form.problem;
  if (!problem) return { field: null, form: null };
  if (problem.key === 'otp_invalid' || problem.key === 'otp_expired' || problem.key === 'otp_attempts_exceeded') return { field: callProblemText(t, problem), form: null };
  if (problem.key === 'rate_limited' && form.resend.kind === 'limit') return { field: null, form: t('auth:problem.rate_limited_code') };
  return { field: null, form: callProblemText(t, problem) };
}

/** The code step: the OTP challenge's code, resend and check (which is the deletion), and the way back. */
function DeletionCode({ challenge, deletion }: { challenge: ChallengeActor; deletion: DeletionActor }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const form: CodeForm = useSelector(challenge, codeFormOf, sameObject);
  const actions: ChallengeActions = useSelector(challenge, actionsOf, sameObject);
  const deletionActions: DeletionActions = useSelector(deletion, deletionActionsOf, sameObject);
  const messages = codeMessages(t, form);
  const busy = isCodeBusy(form);
  return (
    <SubmitForm
      className="form form-card delete-account"
      busy={busy}
      describedBy={messages.form ? 'delete-code-problem' : undefined}
      onSubmit={submitCodeTo(challenge, actions)}
    >
      <p>{t('auth:signIn.codeSentSms', { phone: form.shownNumber })}</p>
      <CodeFields
        {...codeFieldsOf(form, actions, messages.field)}
        canChangeNumber={false}
        onResend={() => challenge.send({ type: 'code.resend' })}
      />
      {messages.form && <FormAlert id="delete-code-problem">{messages.form}</FormAlert>}
      <p className="delete-account__warning">{t('delete.lastWarning')}</p>
      <div className="form-actions">
        {form.entry === 'open' && (
          <button type="submit" className="button button--primary" disabled={!actions.submitCode}>
            {form.verifying ? t('delete.deleting') : t('delete.submit')}
          </button>
        )}
        {/* Not while the deletion or a resend runs: the page waits for its answer. */}
        <SendButton to={deletion} event={{ type: 'deletion.cancel' }} className="button button--secondary" disabled={!deletionActions.cancel || busy}>{t('delete.back')}</SendButton>
      </div>
    </SubmitForm>
  );
}

export const Route = createLazyRoute('/account/delete')({ component: DeletePage });
