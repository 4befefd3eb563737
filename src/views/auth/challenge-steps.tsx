import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { OtpChallengeMachine } from '../../machines/auth/otp-challenge/otp-challenge.machine';
import { actionsOf, codeFormOf, phoneFormOf } from '../../machines/auth/otp-challenge/otp-challenge.selectors';
import type { ChallengeActions, CodeForm, PhoneForm } from '../../machines/auth/otp-challenge/otp-challenge.selectors';
import { callProblemText } from '../shared/problem-text';
import { FormAlert, SubmitForm } from '../shared/form-parts';
import { CodeFields, codeOf } from './code-fields';
import { PhoneFields } from './phone-fields';
import '../../styles/forms.css';

/**
 * The two steps of proving a number, shared by sign-in and the phone-number change. They render
 * the challenge's selectors and send what the user typed or pressed; texts that differ between
 * the two pages come in as props.
 */
export type ChallengeActor = ActorRefFrom<OtpChallengeMachine>;

const sameForm = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

export function usePhoneForm(challenge: ChallengeActor): PhoneForm {
  return useSelector(challenge, phoneFormOf, sameForm);
}

export function useChallengeActions(challenge: ChallengeActor): ChallengeActions {
  return useSelector(challenge, actionsOf, sameForm);
}

/** What both steps are given: the challenge, the page's own wording of problems, and the prefix of their ids. */
interface ChallengeStepProps {
  challenge: ChallengeActor;
  /** Problem keys this page words itself (a number taken by another account, say). */
  overrides?: Parameters<typeof callProblemText>[2];
  idPrefix: string;
}

export interface PhoneStepProps extends ChallengeStepProps {
  /** The phone field's label. */
  label: string;
}

export function PhoneStep({ challenge, label, overrides, idPrefix }: PhoneStepProps) {
  const { t } = useTranslation('auth');
  const form = usePhoneForm(challenge);
  const actions = useChallengeActions(challenge);
  const problemId = `${idPrefix}-phone-problem`;
  return (
    <SubmitForm busy={form.busy} describedBy={form.problem ? problemId : undefined} onSubmit={() => challenge.send({ type: 'code.request' })}>
      <PhoneFields
        label={label}
        phone={form.phone}
        method={form.method}
        zaloEligible={form.zaloOffered}
        error={form.numberProblem ? t(`problem.phone.${form.numberProblem}`) : null}
        disabled={!actions.typePhone}
        onPhoneChange={(phone) => challenge.send({ type: 'phone.change', phone })}
        onMethodSelect={(method) => challenge.send({ type: 'method.select', method })}
      />
      {form.problem && <FormAlert id={problemId}>{callProblemText(t, form.problem, overrides)}</FormAlert>}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={!actions.requestCode}>
          {form.busy ? t('signIn.sending') : t('signIn.sendCode')}
        </button>
      </div>
    </SubmitForm>
  );
}

/**
 * The message under the code field, or for the form: one at a time. An empty code says what to
 * type and where it went; a limit on codes for the number says a code may still have come (the
 * time a new one may be asked for is the resend line's); `problemAt` is when the problem came.
 */
function codeMessages(t: ReturnType<typeof useTranslation>['t'], form: CodeForm, overrides: PhoneStepProps['overrides'], problemAt: number) {
  if (form.codeProblem) return { field: t(`problem.code.${form.codeProblem}`, { phone: form.shownNumber }), form: null };
  const problem = form.problem;
  if (!problem) return { field: null, form: null };
  if (problem.key === 'otp_invalid' || problem.key === 'otp_expired' || problem.key === 'otp_attempts_exceeded') {
    return { field: callProblemText(t, problem), form: null };
  }
  if (problem.key === 'rate_limited' && form.resend.kind === 'limit') return { field: null, form: t('problem.rate_limited_code') };
  // A limit on checking codes is said while it holds; once over, the code can be sent again.
  if (problem.key === 'rate_limited' && form.entry !== 'held') return { field: null, form: null };
  return { field: null, form: callProblemText(t, problem, overrides, problemAt) };
}

/** A code step's submit: the typed code, sent while the challenge takes one. */
export const submitCodeTo = (challenge: ChallengeActor, actions: ChallengeActions) => (form: HTMLFormElement) => {
  if (actions.submitCode) challenge.send({ type: 'code.submit', code: codeOf(form) });
};

/** What a code step's fields show of the challenge: `error` under them, the lock, the resend line. */
export const codeFieldsOf = (form: CodeForm, actions: ChallengeActions, error: string | null) => ({
  error,
  locked: form.entry === 'locked',
  disabled: !actions.submitCode,
  resend: form.resend,
  canResend: actions.resend,
});

/** A code step waits while the code is checked or a new one is sent. */
export const isCodeBusy = (form: CodeForm) => form.verifying || form.resend.kind === 'sending';

export interface CodeStepProps extends ChallengeStepProps {
  /** The submit button's label (Sign in, Confirm). */
  submitLabel: string;
}

export function CodeStep({ challenge, submitLabel, overrides, idPrefix }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const form = useSelector(challenge, codeFormOf, sameForm);
  const actions = useChallengeActions(challenge);
  // When the problem came: a limit's end is said from then, not moved on by each countdown tick.
  const problemAt = useMemo(() => (form.problem ? Date.now() : 0), [form.problem]);
  const messages = codeMessages(t, form, overrides, problemAt);
  const problemId = `${idPrefix}-code-problem`;
  const busy = isCodeBusy(form);
  return (
    <SubmitForm busy={busy} describedBy={messages.form ? problemId : undefined} onSubmit={submitCodeTo(challenge, actions)}>
      {/* Said only when a code went: after a limit's refusal nothing was sent (the alert says so). */}
      {form.sent && <p>{form.method === 'zalo' ? t('signIn.codeSentZalo', { phone: form.shownNumber }) : t('signIn.codeSentSms', { phone: form.shownNumber })}</p>}
      <CodeFields
        {...codeFieldsOf(form, actions, messages.field)}
        canChangeNumber={actions.changeNumber}
        onResend={() => challenge.send({ type: 'code.resend' })}
        onChangePhone={() => challenge.send({ type: 'phone.edit' })}
      />
      {messages.form && <FormAlert id={problemId}>{messages.form}</FormAlert>}
      {form.entry === 'open' && (
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={!actions.submitCode}>
            {form.verifying ? t('signIn.verifying') : submitLabel}
          </button>
        </div>
      )}
    </SubmitForm>
  );
}
