import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import type { SurveyActor } from '../../machines/surveys/survey.machine';
import { loadRefusalOf, prizeOf, submitRefusalOf, surveyOf, surveyPhaseOf } from '../../machines/surveys/survey.selectors';
import { useSelectors } from '../shared/use-selectors';
import type { SurveyData } from '../../machines/surveys/survey-data';
import { useAccountApi } from '../shared/account-api';
import { useLanguage } from '../shared/item-status';
import { PageTitle } from '../shared/page-title';
import { AppointmentSummary } from '../shared/appointment-summary';
import { ReadStatus, readStatusTexts, refusalText } from '../shared/read-status';
import { currentHash, surveyTokenFor } from '../shared/survey-token';
import { SurveyForm } from './survey-form';
import { postConsultationSurveyLogic, preConsultationSurveyLogic } from './surveys-effects';
import '../appointments/appointments.css';
import './surveys.css';

/**
 * The pre- and post-consultation surveys (/consultations/{id}/pre-survey, …/post-survey): opened
 * from the SMS link (the survey token in the fragment) or by the signed-in owner from My
 * appointments. The page renders the survey machine: loading, the form, done (with the prize text
 * after the post-consultation survey), closed, or a link that opens nothing.
 */
type AppointmentKind = 'pre' | 'post';

export function PreConsultationSurveyPage() {
  const { id } = useParams({ from: '/consultations/$id/pre-survey' });
  return <AppointmentSurvey key={`${id}:pre`} kind="pre" appointmentId={id} />;
}

export function PostConsultationSurveyPage() {
  const { id } = useParams({ from: '/consultations/$id/post-survey' });
  return <AppointmentSurvey key={`${id}:post`} kind="post" appointmentId={id} />;
}

function AppointmentSurvey({ kind, appointmentId }: { kind: AppointmentKind; appointmentId: string }) {
  const api = useAccountApi();
  const language = useLanguage();
  const token = surveyTokenFor(appointmentId, currentHash());
  const logic = kind === 'pre' ? preConsultationSurveyLogic(api, token) : postConsultationSurveyLogic(api, token);
  const actor = useActorRef(logic, { input: { appointmentId, language } });
  return <SurveyScreen actor={actor} kind={kind} />;
}

function appointmentFacts(survey: SurveyData) {
  if (!('appointment' in survey)) return null;
  const { appointment } = survey;
  return { reference: appointment.reference, date: appointment.date, time: appointment.time, doctorName: appointment.doctorName, methodTitle: appointment.consultationMethod.title };
}

function nameOf(survey: SurveyData): string | null {
  if ('customer' in survey) return survey.customer.name;
  return 'surveyProfile' in survey ? survey.surveyProfile.name : null;
}

/** One survey's page around its form: the title, whose it is, and each phase's words. */
export function SurveyScreen({ actor, kind }: { actor: SurveyActor; kind: AppointmentKind | 'onboarding' }) {
  const { t } = useTranslation('surveys');
  const { phase, survey, prize, loadRefusal, submitRefusal } = useSelectors(actor, { phase: surveyPhaseOf, survey: surveyOf, prize: prizeOf, loadRefusal: loadRefusalOf, submitRefusal: submitRefusalOf });
  const facts = survey && appointmentFacts(survey);
  const name = survey && nameOf(survey);
  return (
    <div className="survey-page" aria-busy={phase === 'loading'}>
      <PageTitle page={t(`${kind}.title`)} />
      <h1>{t(`${kind}.title`)}</h1>
      <ReadStatus phase={phase} texts={readStatusTexts(t, loadRefusal)} onRetry={() => actor.send({ type: 'load.retry' })} />
      {name && (phase === 'answering' || phase === 'submitting') && <p>{t('hello', { name })}</p>}
      {facts && <AppointmentSummary facts={facts} />}
      {(phase === 'answering' || phase === 'submitting') && (
        <>
          <p>{t(`${kind}.intro`)}</p>
          <SurveyForm actor={actor} />
        </>
      )}
      {(phase === 'done' || phase === 'closed') && (
        <>
          {submitRefusal && <p className="form-alert">{refusalText(t, submitRefusal)}</p>}
          <p className="form-status" role="status">
            {t(`${kind}.${phase}`)}
          </p>
          {phase === 'done' && prize && (
            <section className="survey-prize" aria-labelledby="survey-prize-title">
              <h2 id="survey-prize-title">{t('post.prize')}</h2>
              <p>{prize}</p>
            </section>
          )}
        </>
      )}
      {kind !== 'onboarding' && phase !== 'loading' && phase !== 'answering' && phase !== 'submitting' && (
        <p>
          <Link to="/account/appointments">{t('myAppointments')}</Link>
        </p>
      )}
    </div>
  );
}
