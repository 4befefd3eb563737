import { Link, createLazyRoute, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { CancellationActor } from '../../machines/appointments/cancellation.machine';
import { MAX_ANSWER_TEXT } from '../../machines/appointments/cancellation.machine';
import * as cancellation from '../../machines/appointments/cancellation.selectors';
import { useAccountApi } from '../shared/account-api';
import { useLanguage } from '../shared/item-status';
import { PageTitle } from '../shared/page-title';
import { AppointmentSummary, factsOf } from '../shared/appointment-summary';
import { cancellationLogic } from './appointments-effects';
import { ReadStatus, readStatusTexts, refusalText } from '../shared/read-status';
import { FormAlert, FormButtons, SubmitForm } from '../shared/form-parts';
import { useSelectors } from '../shared/use-selectors';
import { currentHash, surveyTokenFor } from '../shared/survey-token';
import '../../styles/forms.css';
import './appointments.css';

/**
 * Cancelling a consultation with an answer (/consultations/{id}/cancel): from the confirmation SMS
 * (the survey token in the link's fragment) or by the signed-in owner from My appointments. The
 * page renders the cancellation machine: the appointment, the answers, optional words, confirm,
 * then the result; a refusal in the server's own words.
 */
export function CancellationPage() {
  const { id } = useParams({ from: '/consultations/$id/cancel' });
  const language = useLanguage();
  return <CancellationContent key={id} appointmentId={id} language={language} />;
}

function CancellationContent({ appointmentId, language }: { appointmentId: string; language: string }) {
  const { t } = useTranslation('appointments');
  const api = useAccountApi();
  const actor = useActorRef(cancellationLogic(api, surveyTokenFor(appointmentId, currentHash())), { input: { appointmentId, language } });
  const { phase, appointment, loadRefusal } = useSelectors(actor, { phase: cancellation.cancellationPhaseOf, appointment: cancellation.appointmentOf, loadRefusal: cancellation.loadRefusalOf });
  return (
    <div className="cancel-page" aria-busy={phase === 'loading'}>
      <PageTitle page={t('cancel.title')} />
      <h1>{t('cancel.title')}</h1>
      <ReadStatus phase={phase} texts={readStatusTexts(t, loadRefusal, 'cancel.')} onRetry={() => actor.send({ type: 'load.retry' })} />
      {appointment && <AppointmentSummary facts={factsOf(appointment)} />}
      {(phase === 'choosing' || phase === 'cancelling') && <CancelForm actor={actor} />}
      {phase === 'cancelled' && (
        <p className="form-status" role="status" tabIndex={-1} ref={focusWhenShown}>
          {t('cancel.done')}
        </p>
      )}
      <ClosedReason actor={actor} />
      {phase !== 'loading' && phase !== 'choosing' && phase !== 'cancelling' && (
        <ul className="appointment-actions">
          <li>
            <Link to="/account/appointments">{t('list.title')}</Link>
          </li>
          <li>
            <Link to="/consultation">{t('list.book')}</Link>
          </li>
        </ul>
      )}
    </div>
  );
}

/** Focuses an element once, when it appears (the result replaces the form that held the focus). */
const focusWhenShown = (element: HTMLElement | null) => element?.focus();

function CancelForm({ actor }: { actor: CancellationActor }) {
  const { t } = useTranslation('appointments');
  const { phase, answers, chosen, text, needsText, missing, problem } = useSelectors(actor, {
    phase: cancellation.cancellationPhaseOf, answers: cancellation.answersOf, chosen: cancellation.chosenAnswerOf, text: cancellation.answerTextOf,
    needsText: cancellation.needsTextOf, missing: cancellation.missingOf, problem: cancellation.cancelProblemOf,
  });
  const busy = phase === 'cancelling';
  return (
    <SubmitForm busy={busy} onSubmit={() => actor.send({ type: 'cancel.confirm' })}>
      <fieldset className="field choice-group" aria-describedby={missing === 'answer' ? 'cancel-answer-error' : undefined}>
        <legend className="field__legend">{t('cancel.question')}</legend>
        {answers.map((answer) => (
          <label key={answer.id} className="choice">
            <input type="radio" name="answer" value={answer.id} checked={chosen === answer.id} onChange={() => actor.send({ type: 'answer.select', answer: answer.id })} />
            {answer.title}
          </label>
        ))}
        {missing === 'answer' && (
          <p id="cancel-answer-error" className="field__error">
            {t('cancel.missingAnswer')}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor="cancel-text" className="field__label">
          {t('cancel.text')} <span className="field__need">{needsText ? t('cancel.required') : t('cancel.optional')}</span>
        </label>
        <textarea
          id="cancel-text"
          className="field__input"
          rows={3}
          maxLength={MAX_ANSWER_TEXT}
          value={text}
          aria-invalid={missing === 'text' ? true : undefined}
          aria-describedby={missing === 'text' ? 'cancel-text-error' : undefined}
          onChange={(event) => actor.send({ type: 'text.change', text: event.target.value })}
        />
        {missing === 'text' && (
          <p id="cancel-text-error" className="field__error">
            {t('cancel.missingText')}
          </p>
        )}
      </div>
      {missing && <FormAlert>{missing === 'answer' ? t('cancel.missingAnswer') : t('cancel.missingText')}</FormAlert>}
      {problem && <FormAlert>{refusalText(t, problem)}</FormAlert>}
      <FormButtons busy={busy} submit={t('cancel.confirm')} busyLabel={t('cancel.busy')}>
        <Link to="/account/appointments" className="button button--secondary">
          {t('cancel.keep')}
        </Link>
      </FormButtons>
    </SubmitForm>
  );
}

function ClosedReason({ actor }: { actor: CancellationActor }) {
  const { t } = useTranslation('appointments');
  const reason = useSelector(actor, cancellation.closedReasonOf);
  if (!reason) return null;
  return (
    <p className="form-alert" role="alert">
      {reason.kind === 'refused' ? refusalText(t, reason.refusal) : t(`cancel.${reason.kind === 'already_started' ? 'alreadyStarted' : 'alreadyCancelled'}`)}
    </p>
  );
}

export const Route = createLazyRoute('/consultations/$id/cancel')({ component: CancellationPage });
