import { useId } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { SmsForm } from '../../machines/kid-quiz/kid-quiz-results.machine';
import { FailureMessage } from './failure-message';
import { displayDate, displayPhone } from './format';
import type { KidQuizResultsActor } from './kid-quiz-actor';

/** The phone number typed in a form, read when it is submitted (the field is not controlled). */
function submittedPhone(event: FormEvent<HTMLFormElement>): string {
  event.preventDefault();
  const value = new FormData(event.currentTarget).get('phoneNumber');
  return typeof value === 'string' ? value : '';
}

function PhoneForm(props: {
  title: string;
  submitLabel: string;
  form: SmsForm;
  /** Shown in the field to begin with (E.164), when the form has no number of its own yet. */
  suggestedPhone?: string | null;
  busy: boolean;
  onSubmit: (phoneNumber: string) => void;
}) {
  const { t } = useTranslation('kid-quiz');
  const ids = useId();
  const problem = props.form.phoneProblem;
  const initialPhone = props.form.phoneNumber ?? props.suggestedPhone ?? null;
  return (
    <form className="kid-quiz__phone-form" noValidate aria-label={props.title} onSubmit={(event) => props.onSubmit(submittedPhone(event))}>
      <label htmlFor={`${ids}-phone`}>{t('share.phoneLabel')}</label>
      <input
        id={`${ids}-phone`}
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        className="kid-quiz__phone-input"
        defaultValue={initialPhone ? displayPhone(initialPhone) : ''}
        readOnly={props.busy}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${ids}-problem ${ids}-hint` : `${ids}-hint`}
      />
      <p id={`${ids}-hint`} className="kid-quiz__hint">
        {t('share.phoneHint')}
      </p>
      {problem && (
        <p id={`${ids}-problem`} className="kid-quiz__field-error" role="alert">
          {t(`share.phoneProblem.${problem}`)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={props.busy}>
        {props.submitLabel}
      </button>
    </form>
  );
}

/**
 * What the parent can do with the saved results: send them by SMS, get a discount code and
 * send it by SMS. Reads and drives the results actor; one call runs at a time.
 */
export function ResultsActions({ actor }: { actor: KidQuizResultsActor }) {
  const { t, i18n } = useTranslation('kid-quiz');
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const busy = !snapshot.matches('settled');
  const status = (key: string) => (
    <p className="kid-quiz__status" role="status">
      {t(key)}
    </p>
  );

  return (
    <div className="kid-quiz__actions-panel">
      <section className="kid-quiz__card" aria-labelledby="kid-quiz-share-title">
        <h2 id="kid-quiz-share-title">{t('share.resultsTitle')}</h2>
        <PhoneForm
          title={t('share.resultsTitle')}
          submitLabel={t('share.sendResults')}
          form={context.resultsSms}
          busy={busy}
          onSubmit={(phoneNumber) => actor.send({ type: 'resultsSms.send', phoneNumber })}
        />
        {(snapshot.matches('savingPhone') || snapshot.matches('sendingResultsSms')) && status('share.sending')}
        {snapshot.matches({ settled: 'resultsSmsSent' }) && context.resultsSms.receipt && (
          <p className="kid-quiz__success" role="status">
            {t('share.resultsSent', { phone: displayPhone(context.resultsSms.receipt.phoneNumber) })}
          </p>
        )}
        {snapshot.matches({ settled: 'phoneSaveFailed' }) && (
          <FailureMessage call="updateRecord" failure={context.failures.updateRecord} onRetry={() => actor.send({ type: 'resultsSms.retry' })} />
        )}
        {snapshot.matches({ settled: 'resultsSmsFailed' }) && (
          <FailureMessage call="sendResultsSms" failure={context.failures.sendResultsSms} onRetry={() => actor.send({ type: 'resultsSms.retry' })} />
        )}
      </section>

      <section className="kid-quiz__card kid-quiz__card--discount" aria-labelledby="kid-quiz-discount-title">
        <h2 id="kid-quiz-discount-title">{t('discount.title')}</h2>
        {context.discountCode === null ? (
          <>
            <p>{t('discount.intro')}</p>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => actor.send({ type: 'discountCode.create' })}
            >
              {t('discount.get')}
            </button>
            {snapshot.matches('creatingDiscountCode') && status('discount.creating')}
            {snapshot.matches({ settled: 'discountCodeFailed' }) && (
              <FailureMessage
                call="createDiscountCode"
                failure={context.failures.createDiscountCode}
                onRetry={() => actor.send({ type: 'discountCode.retry' })}
              />
            )}
          </>
        ) : (
          <>
            <p className="kid-quiz__code-label">{t('discount.code')}</p>
            <p className="kid-quiz__code">{context.discountCode.code}</p>
            <ul className="kid-quiz__code-terms">
              <li>{t('discount.percentOff', { percent: context.discountCode.percentOff })}</li>
              <li>{t('discount.expires', { date: displayDate(context.discountCode.expiresAt, i18n.language) })}</li>
              <li>
                {context.discountCode.usageLimit === 1
                  ? t('discount.usageOnce')
                  : t('discount.usageTimes', { times: context.discountCode.usageLimit })}
              </li>
            </ul>
            <h3>{t('discount.sendTitle')}</h3>
            <PhoneForm
              title={t('discount.sendTitle')}
              submitLabel={t('discount.send')}
              form={context.codeSms}
              suggestedPhone={context.resultsSms.phoneNumber}
              busy={busy}
              onSubmit={(phoneNumber) => actor.send({ type: 'codeSms.send', phoneNumber })}
            />
            {snapshot.matches('sendingCodeSms') && status('share.sending')}
            {snapshot.matches({ settled: 'codeSmsSent' }) && context.codeSms.receipt && (
              <p className="kid-quiz__success" role="status">
                {t('discount.sent', { phone: displayPhone(context.codeSms.receipt.phoneNumber) })}
              </p>
            )}
            {snapshot.matches({ settled: 'codeSmsFailed' }) && (
              <FailureMessage call="sendCodeSms" failure={context.failures.sendCodeSms} onRetry={() => actor.send({ type: 'codeSms.retry' })} />
            )}
          </>
        )}
      </section>
    </div>
  );
}
