import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { Appointment } from '../../api/contract/consultations';
import type { BookingActor } from '../../machines/booking/booking.machine';
import { appointmentOf } from '../../machines/booking/booking.selectors';
import { bankTransferSettings } from '../shared/bank-transfer-config';
import { PageTitle } from '../shared/page-title';
import { TransferDetails } from '../shared/transfer-details';
import { formatDay } from './booking-format';
import { Detail } from '../shared/detail';

/** Takes the focus when the confirmation appears, unless something else holds it. */
function focusWhenUnfocused(heading: HTMLHeadingElement | null): void {
  const focused = heading?.ownerDocument.activeElement;
  if (heading && (!focused || focused === heading.ownerDocument.body || focused.closest('.booking'))) heading.focus();
}

/**
 * The confirmation once booked: when and how, the payment's state, the VietQR code and transfer
 * details for a bank transfer (the shop's view), the calendar file, and My appointments.
 */
export function BookedAppointment({ actor }: { actor: BookingActor }) {
  const { t } = useTranslation('booking');
  const appointment = useSelector(actor, appointmentOf);
  if (!appointment) return null;
  return (
    <div className="page booking booking--booked">
      <PageTitle page={t('booked.title')} />
      <h1 id="booking-booked-title" ref={focusWhenUnfocused} tabIndex={-1}>
        {t('booked.title')}
      </h1>
      <p>{t('booked.intro', { reference: appointment.reference })}</p>
      <AppointmentDetails appointment={appointment} />
      {appointment.payment.transfer && (
        <TransferDetails
          order={{ reference: appointment.reference, amount: appointment.payment.transfer.amount }}
          account={{
            bankBin: appointment.payment.transfer.bankBin,
            bankName: appointment.payment.transfer.bankName,
            accountNumber: appointment.payment.transfer.accountNumber,
            accountName: appointment.payment.transfer.accountName,
            template: bankTransferSettings().account.template,
          }}
        />
      )}
      <div className="form-actions booking__after">
        <a className="button button--secondary" href={appointment.calendarUrl} download={`${appointment.reference}.ics`}>
          {t('booked.calendar')}
        </a>
        <Link className="button button--primary" to="/account/appointments">
          {t('booked.myAppointments')}
        </Link>
      </div>
    </div>
  );
}

function AppointmentDetails({ appointment }: { appointment: Appointment }) {
  const { t, i18n } = useTranslation('booking');
  const { location, payment } = appointment;
  const paymentState = payment.status === 'paid' ? 'paid' : payment.type === 'bank_transfer' ? 'awaitingTransfer' : 'atConsultation';
  return (
    <dl className="details">
      <Detail term={t('summary.time')}>{t('summary.when', { day: formatDay(appointment.date, i18n.language), time: appointment.time })}</Detail>
      <Detail term={t('summary.duration')}>{t('duration.minutes', { count: appointment.durationSelected.minutes })}</Detail>
      <Detail term={t('summary.method')}>{appointment.consultationMethod.title}</Detail>
      <Detail term={t('booked.doctor')}>{t('booked.doctorName', { name: appointment.doctor.name, title: appointment.doctor.title })}</Detail>
      {location.callLink && (
        <Detail term={t('booked.callLink')}>
          <a href={location.callLink} target="_blank" rel="noopener noreferrer">
            {t('booked.join')}
          </a>
        </Detail>
      )}
      {location.kind === 'phone' && (
        <Detail term={t('booked.phone')}>{t('booked.phoneDetail')}</Detail>
      )}
      {location.address && (
        <Detail term={t('booked.address')}>{[location.clinicName, location.address].filter(Boolean).join(', ')}</Detail>
      )}
      <Detail term={t('summary.price')}>{payment.formattedAmount}</Detail>
      <Detail term={t('booked.payment')} testId="payment-state">{t(`booked.paymentState.${paymentState}`)}</Detail>
    </dl>
  );
}
