import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../api/contract/consultations';
import { formatDate } from './format';

/** What every consultation page says of the appointment: when (in Vietnam), with whom, how, and its reference. */
export interface AppointmentFacts {
  reference: string;
  date: string;
  time: string;
  doctorName: string;
  methodTitle: string;
  minutes?: number;
}

/** An appointment's facts as the summary shows them. */
export function factsOf(appointment: Appointment): AppointmentFacts {
  return {
    reference: appointment.reference,
    date: appointment.date,
    time: appointment.time,
    doctorName: appointment.doctor.name,
    methodTitle: appointment.consultationMethod.title,
    minutes: appointment.durationSelected.minutes,
  };
}

export function AppointmentSummary({ facts }: { facts: AppointmentFacts }) {
  const { t, i18n } = useTranslation('appointments');
  return (
    <dl className="appointment-facts">
      <div>
        <dt>{t('facts.when')}</dt>
        <dd>{t('facts.whenValue', { date: formatDate(facts.date, i18n.language, 'short'), time: facts.time })}</dd>
      </div>
      <div>
        <dt>{t('facts.doctor')}</dt>
        <dd>{facts.doctorName}</dd>
      </div>
      <div>
        <dt>{t('facts.method')}</dt>
        <dd>{facts.minutes ? t('facts.methodValue', { method: facts.methodTitle, minutes: facts.minutes }) : facts.methodTitle}</dd>
      </div>
      <div>
        <dt>{t('facts.reference')}</dt>
        <dd>{facts.reference}</dd>
      </div>
    </dl>
  );
}
