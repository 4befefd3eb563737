import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { KidQuizResultsActor } from '../../machines/kid-quiz/kid-quiz-results.machine';
import { actionsOf, discountOf, phoneWriterOf, resultsSmsOf } from '../../machines/kid-quiz/kid-quiz-results.selectors';
import type { SmsFormView } from '../../machines/kid-quiz/kid-quiz-results.selectors';
import { FailureMessage } from '../shared/failure-message';
import { displayDate } from './format';
import { WhyPhone } from '../shared/why-phone';
import { CopyButton } from '../shared/copy-button';
import { UseCodeLink } from '../shared/use-code-link';
import { focusNewContent } from '../shared/focus-new-content';
import { SendButton } from '../shared/send-button';
import { PhoneNumberInput, submittedPhoneNumber } from '../shared/phone-number-input';

function PhoneForm(props: {
  title: string;
  submitLabel: string;
  form: SmsFormView;
  busy: boolean;
  /** A number as people read it (the phone rules the results machine was given). */
  displayPhone: (e164: string) => string;
  onSubmit: (phoneNumber: string) => void;
}) {
  const { t } = useTranslation('kid-quiz');
  const ids = useId();
  const { phoneProblem, initialPhone } = props.form;
  return (
    <form className="kid-quiz__phone-form" noValidate aria-label={props.title} onSubmit={(event) => props.onSubmit(submittedPhoneNumber(event))}>
      <label htmlFor={`${ids}-phone`}>{t('share.phoneLabel')}</label>
      <PhoneNumberInput
        id={`${ids}-phone`}
        className="kid-quiz__phone-input"
        defaultValue={initialPhone ? props.displayPhone(initialPhone) : ''}
        readOnly={props.busy}
        invalid={Boolean(phoneProblem)}
        describedBy={phoneProblem ? `${ids}-problem ${ids}-hint ${ids}-why` : `${ids}-hint ${ids}-why`}
      />
      <p id={`${ids}-hint`} className="kid-quiz__hint">
        {t('share.phoneHint')}
      </p>
      <WhyPhone id={`${ids}-why`} purpose="quizSms" />
      {phoneProblem && (
        <p id={`${ids}-problem`} className="kid-quiz__field-error" role="alert">
          {t(`share.phoneProblem.${phoneProblem}`)}
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
 * send it by SMS. Renders the results actor; one call runs at a time.
 */
export function ResultsActions({ actor }: { actor: KidQuizResultsActor }) {
  const { t, i18n } = useTranslation('kid-quiz');
  const results = useSelector(actor, resultsSmsOf);
  const discount = useSelector(actor, discountOf);
  const actions = useSelector(actor, actionsOf);
  const displayPhone = useSelector(actor, phoneWriterOf);
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
          displayPhone={displayPhone}
          title={t('share.resultsTitle')}
          submitLabel={t('share.sendResults')}
          form={results}
          busy={!actions.sendResults}
          onSubmit={(phoneNumber) => actor.send({ type: 'resultsSms.send', phoneNumber })}
        />
        {results.status === 'sending' && status('share.sending')}
        {results.sentTo && (
          <p className="kid-quiz__success" role="status">
            {t('share.resultsSent', { phone: displayPhone(results.sentTo) })}
          </p>
        )}
        {results.failure && (
          <FailureMessage call={results.failure.call} problem={results.failure.problem} onRetry={() => actor.send({ type: 'resultsSms.retry' })} />
        )}
      </section>

      <section className="kid-quiz__card kid-quiz__card--discount" aria-labelledby="kid-quiz-discount-title">
        <h2 id="kid-quiz-discount-title">{t('discount.title')}</h2>
        {discount.code === null || discount.sms === null ? (
          <>
            <p>{t('discount.intro')}</p>
            <SendButton to={actor} event={{ type: 'discountCode.create' }} className="button button--primary" disabled={!actions.getCode}>{t('discount.get')}</SendButton>
            {discount.status === 'creating' && status('discount.creating')}
            {discount.failure && (
              <FailureMessage call={discount.failure.call} problem={discount.failure.problem} onRetry={() => actor.send({ type: 'discountCode.retry' })} />
            )}
          </>
        ) : (
          <>
            <p className="kid-quiz__code-label">{t('discount.code')}</p>
            {/* The button that asked for it is gone: the focus goes to the code (issue 23 §12). */}
            <p className="kid-quiz__code" tabIndex={-1} ref={focusNewContent}>
              {discount.code.code}
            </p>
            <CopyButton text={discount.code.code} label={t('discount.copyLabel', { code: discount.code.code })} />
            <UseCodeLink code={discount.code.code} />
            <ul className="kid-quiz__code-terms">
              <li>{t('discount.percentOff', { percent: discount.code.percentOff })}</li>
              <li>{t('discount.expires', { date: displayDate(discount.code.expiresAt, i18n.language) })}</li>
              <li>{discount.code.usageLimit === 1 ? t('discount.usageOnce') : t('discount.usageTimes', { times: discount.code.usageLimit })}</li>
            </ul>
            <h3>{t('discount.sendTitle')}</h3>
            <PhoneForm
              displayPhone={displayPhone}
              title={t('discount.sendTitle')}
              submitLabel={t('discount.send')}
              form={discount.sms}
              busy={!actions.sendCode}
              onSubmit={(phoneNumber) => actor.send({ type: 'codeSms.send', phoneNumber })}
            />
            {discount.sms.status === 'sending' && status('share.sending')}
            {discount.sms.sentTo && (
              <p className="kid-quiz__success" role="status">
                {t('discount.sent', { phone: displayPhone(discount.sms.sentTo) })}
              </p>
            )}
            {discount.sms.failure && (
              <FailureMessage call={discount.sms.failure.call} problem={discount.sms.failure.problem} onRetry={() => actor.send({ type: 'codeSms.retry' })} />
            )}
          </>
        )}
      </section>
    </div>
  );
}
