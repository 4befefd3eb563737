import type { ConsultationMethodKind } from '../../../src/api/contract/consultations';
import type { Db } from '../../db/client';
import { consultationScheduledSms } from '../../db/schema';
import { serverT } from '../../i18n/server-i18n';
import type { Language } from '../../i18n/server-i18n';
import type { SmsService } from '../../services/sms/sms-service';
import { smsAmount, smsDate, smsText, withoutDiacritics } from '../../services/sms/sms-text';
import { clinicTimeOf } from '../../services/slots/slots';
import { pageLink } from './links';

/*
 * An appointment's text messages (server/i18n/locales/<language>/consultations.json, `sms.*`), in
 * the booking's language, queued through the SMS outbox in the transaction that causes them
 * (services/sms/README.md):
 * - the confirmation at once, with the cancellation link;
 * - the reminder 24 hours before the start, with the pre-consultation survey's link (not when the
 *   booking is less than a day ahead: the confirmation was just sent);
 * - the post-consultation survey's link an hour after the end;
 * - "payment received" when operations mark a transfer paid.
 * The reminder and the survey link wait in the outbox (send_at) and are dropped when the
 * appointment is cancelled (consultation_scheduled_sms). Written as services/sms/sms-text.ts says
 * (en and vi GSM-7, without Vietnamese marks, names included; days in digits; amounts as the
 * language writes them). A link carries the appointment id and its survey token, so those with a
 * link take two GSM-7 segments (en, vi) or several UCS-2 ones; the paid message fits one
 * (services/sms/sms-templates.test.ts counts them).
 */

const HOUR = 3_600_000;
export const REMINDER_BEFORE_MS = 24 * HOUR;
export const SURVEY_LINK_AFTER_MS = HOUR;
/** The survey link is not worth sending once the survey has closed (POST_SURVEY_OPEN_DAYS). */
const SURVEY_LINK_VALID_MS = 30 * 24 * HOUR;

export { smsDate, withoutDiacritics };

export interface SmsAppointment {
  id: string;
  reference: string;
  startAt: Date;
  endAt: Date;
  minutes: number;
  language: Language;
  methodKind: ConsultationMethodKind;
  doctorName: string;
}

function values(appointment: SmsAppointment) {
  const t = serverT(appointment.language, 'consultations');
  return {
    minutes: appointment.minutes,
    method: t(`methods.${appointment.methodKind}`),
    doctor: appointment.doctorName,
    time: clinicTimeOf(appointment.startAt),
    date: smsDate(appointment.language, appointment.startAt),
  };
}

export function confirmationText(appointment: SmsAppointment, link: string): string {
  return smsText(appointment.language, serverT(appointment.language, 'consultations')('sms.confirmation', { ...values(appointment), link }));
}

export function reminderText(appointment: SmsAppointment, link: string): string {
  return smsText(appointment.language, serverT(appointment.language, 'consultations')('sms.reminder', { ...values(appointment), link }));
}

export function surveyText(appointment: SmsAppointment, link: string): string {
  return smsText(appointment.language, serverT(appointment.language, 'consultations')('sms.survey', { ...values(appointment), link }));
}

export function paidText(appointment: SmsAppointment, amountVnd: number): string {
  return smsText(
    appointment.language,
    serverT(appointment.language, 'consultations')('sms.paid', { ...values(appointment), reference: appointment.reference, amount: smsAmount(appointment.language, amountVnd) }),
  );
}

export interface BookingMessages {
  sms: SmsService;
  origin: string;
  phone: string;
  surveyToken: string;
  now: Date;
}

/** Queues the confirmation now, and the reminder and the survey link for later, in the booking's transaction. */
export async function queueBookingMessages(tx: Db, appointment: SmsAppointment, { sms, origin, phone, surveyToken, now }: BookingMessages): Promise<void> {
  const base = { to: phone, language: appointment.language };
  await sms.enqueue(tx, { ...base, body: confirmationText(appointment, pageLink(origin, 'cancellation', appointment.id, surveyToken)), purpose: 'consultation-confirmation' });
  /** A message for later: not sent before `sendAt`, not worth sending after `expiresAt`. */
  const scheduled = (body: string, purpose: string, sendAt: Date, expiresAt: Date) => sms.enqueue(tx, { ...base, body, purpose, sendAt, expiresAt });
  const later = [];
  const remindAt = new Date(appointment.startAt.getTime() - REMINDER_BEFORE_MS);
  if (remindAt.getTime() > now.getTime()) {
    later.push(await scheduled(reminderText(appointment, pageLink(origin, 'preConsultationSurvey', appointment.id, surveyToken)), 'consultation-reminder', remindAt, appointment.startAt));
  }
  const surveyAt = new Date(appointment.endAt.getTime() + SURVEY_LINK_AFTER_MS);
  later.push(
    await scheduled(
      surveyText(appointment, pageLink(origin, 'postConsultationSurvey', appointment.id, surveyToken)),
      'consultation-survey',
      surveyAt,
      new Date(appointment.endAt.getTime() + SURVEY_LINK_VALID_MS),
    ),
  );
  await tx.insert(consultationScheduledSms).values(later.map((message) => ({ appointmentId: appointment.id, smsId: message.id })));
}
