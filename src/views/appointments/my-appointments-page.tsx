import { Link, createLazyRoute, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { AppointmentPage } from '../../api/consultations';
import type { Appointment } from '../../api/contract/consultations';
import { formattedIn } from '../../machines/cart/cart.selectors';
import { currencyOf } from '../../machines/settings/settings.selectors';
import { useAccountApi } from '../shared/account-api';
import { useAppActors } from '../shared/app-actors';
import { useLanguage } from '../shared/item-status';
import { AccountList } from '../shared/account-list';
import { AppointmentSummary, factsOf } from '../shared/appointment-summary';
import { myAppointmentsLogic } from './appointments-effects';
import './appointments.css';

/**
 * My appointments (/account/appointments?page=): the signed-in user's consultations, latest start
 * first, each with its status, payment, the .ics file, and what can be done now: cancel (before it
 * starts), the pre-consultation survey (before), the post-consultation survey (after); a survey
 * answered once shows as done.
 */
export function MyAppointmentsPage() {
  const { page } = useSearch({ from: '/account/appointments' });
  const language = useLanguage();
  return <MyAppointmentsContent key={`${page}:${language}`} page={page} language={language} />;
}

function MyAppointmentsContent({ page, language }: { page: number; language: string }) {
  const api = useAccountApi();
  const actor = useActorRef(myAppointmentsLogic(api), { input: { key: String(page), language } });
  return (
    <AccountList id="my-appointments-title" actor={actor} namespace="appointments" prefix="list" to="/account/appointments" page={page} empty={{ to: '/consultation', label: 'list.book' }}>
      {(list) => <AppointmentList list={list} />}
    </AccountList>
  );
}

function AppointmentList({ list }: { list: AppointmentPage }) {
  const { t } = useTranslation('appointments');
  return (
    <>
      <p>
        <Link to="/consultation">{t('list.book')}</Link>
      </p>
      <ul className="appointments">
        {list.data.map((appointment) => (
          <AppointmentCard key={appointment.id} appointment={appointment} />
        ))}
      </ul>
    </>
  );
}

function paymentKey(appointment: Appointment): string {
  if (appointment.payment.status === 'paid') return 'payment.paid';
  return appointment.payment.type === 'bank_transfer' ? 'payment.transferDue' : 'payment.atConsultation';
}

function AppointmentCard({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation('appointments');
  const { settings } = useAppActors();
  const currency = useSelector(settings, currencyOf);
  const open = appointment.status === 'upcoming';
  const headingId = `appointment-${appointment.id}`;
  return (
    <li className="appointment-card" data-testid="my-appointment" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('list.cardTitle', { doctor: appointment.doctor.name })}</h2>
      <ul className="appointment-badges" aria-label={t('list.state')}>
        <li className={`appointment-badge appointment-badge--${appointment.status}`}>{t(`status.${appointment.status}`)}</li>
        {appointment.status !== 'cancelled' && (
          <li className="appointment-badge">
            {t(paymentKey(appointment), { amount: formattedIn(appointment.price, currency) ?? appointment.payment.formattedAmount })}
          </li>
        )}
      </ul>
      <AppointmentSummary facts={factsOf(appointment)} />
      {appointment.cancellation && <p>{t('list.cancelledBecause', { answer: appointment.cancellation.answerTitle })}</p>}
      <ul className="appointment-actions">
        {appointment.status !== 'cancelled' && appointment.location.callLink && appointment.status !== 'completed' && (
          <li>
            <a href={appointment.location.callLink} target="_blank" rel="noopener noreferrer">
              {t('list.join')}
            </a>
          </li>
        )}
        {appointment.status !== 'cancelled' && (
          <li>
            <a href={appointment.calendarUrl} download={`${appointment.reference}.ics`}>
              {t('list.calendar')}
            </a>
          </li>
        )}
        <SurveyItem id={appointment.id} kind="pre" survey={appointment.surveys.preConsultation} />
        <SurveyItem id={appointment.id} kind="post" survey={appointment.surveys.postConsultation} />
        {open && (
          <li>
            <Link to="/consultations/$id/cancel" params={{ id: appointment.id }} aria-label={t('list.cancelLabel', { reference: appointment.reference })}>
              {t('list.cancel')}
            </Link>
          </li>
        )}
      </ul>
    </li>
  );
}

/** A consultation survey (before or after): done, or the way to answer it while it is open. */
function SurveyItem({ id, kind, survey }: { id: string; kind: 'pre' | 'post'; survey: { hasDone: boolean; isOpen: boolean } }) {
  const { t } = useTranslation('appointments');
  if (survey.hasDone) return <li>{t(`list.${kind}SurveyDone`)}</li>;
  if (!survey.isOpen) return null;
  return (
    <li>
      <Link to={kind === 'pre' ? '/consultations/$id/pre-survey' : '/consultations/$id/post-survey'} params={{ id }}>
        {t(`list.${kind}Survey`)}
      </Link>
    </li>
  );
}

export const Route = createLazyRoute('/account/appointments')({ component: MyAppointmentsPage });
