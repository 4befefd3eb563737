import { eq, inArray } from 'drizzle-orm';
import type { BankTransfer } from '../../../src/api/contract/bank-transfer';
import { consultationPackageSlugOf } from '../../../src/api/contract/consultations';
import type { Appointment, ConsultationMethod, ConsultationMinutes } from '../../../src/api/contract/consultations';
import type { Language } from '../../../src/api/contract/language-codes';
import { POST_SURVEY_OPEN_DAYS } from '../../../src/api/contract/surveys';
import type { SurveyKind } from '../../../src/api/contract/surveys';
import { formatMoney } from '../../../src/domain/money';
import { buildVietQrPayload, transferPurpose } from '../../../src/domain/payment/vietqr';
import type { Db } from '../../db/client';
import { advisors, cancellationAnswers, consultationAppointmentReports, customerProfiles, doctors, geneTests, surveyResponses, users } from '../../db/schema';
import { pricesOf, textIn } from '../../main-api/shared/localize';
import { clinicDayOf, clinicTimeOf } from '../../services/slots/slots';
import { statusOf } from './appointments.service';
import type { AppointmentRow } from './appointments.service';
import { loadMethods } from './doctors';
import type { MethodRow } from './doctors';
import { calendarPath } from './links';
import type { AppointmentLinks } from './links';

/*
 * An appointment as the API answers it (contract: appointmentSchema), in the answer's language:
 * its doctor, method, reports, price, payment (with the VietQR payload while a transfer is due),
 * where it happens, its cancellation, its surveys and its calendar link. Built for a page of rows
 * at once, a few queries whatever the number.
 */

export interface ViewContext {
  db: Db;
  language: Language;
  now: Date;
  links: AppointmentLinks;
  /** The account customers pay into (PAYMENT_*). */
  bankTransfer: BankTransfer;
}

const DAY = 86_400_000;

export function methodView(method: MethodRow, language: Language): ConsultationMethod {
  return { id: method.id, kind: method.kind, title: textIn(method.title, language), description: textIn(method.description, language) };
}

/** When each survey of an appointment takes answers (README.md here, "Surveys"). */
export function surveyWindow(row: Pick<AppointmentRow, 'status' | 'startAt' | 'endAt'>, survey: Exclude<SurveyKind, 'onboarding'>, now: Date): { open: boolean; opensAt: Date; closesAt: Date } {
  const opensAt = survey === 'pre_consultation' ? new Date(0) : row.endAt;
  const closesAt = survey === 'pre_consultation' ? row.startAt : new Date(row.endAt.getTime() + POST_SURVEY_OPEN_DAYS * DAY);
  return { open: row.status === 'booked' && now >= opensAt && now < closesAt, opensAt, closesAt };
}

export async function appointmentViews(context: ViewContext, rows: readonly AppointmentRow[]): Promise<Appointment[]> {
  if (rows.length === 0) return [];
  const { db, language, now, links, bankTransfer } = context;
  const ids = rows.map((row) => row.id);
  const [methods, doctorRows, reports, answers, responses, phones] = await Promise.all([
    loadMethods(db),
    db
      .select({ id: doctors.advisorId, slug: advisors.slug, name: advisors.name, title: advisors.title, clinicName: doctors.clinicName, clinicAddress: doctors.clinicAddress })
      .from(doctors)
      .innerJoin(advisors, eq(advisors.id, doctors.advisorId))
      .where(inArray(doctors.advisorId, [...new Set(rows.map((row) => row.doctorId))])),
    db
      .select({ appointmentId: consultationAppointmentReports.appointmentId, id: geneTests.id, kitCode: geneTests.kitCode, packageSlug: geneTests.packageSlug, customerProfileId: customerProfiles.id, customerName: customerProfiles.name })
      .from(consultationAppointmentReports)
      .innerJoin(geneTests, eq(geneTests.id, consultationAppointmentReports.geneTestId))
      .innerJoin(customerProfiles, eq(customerProfiles.id, geneTests.customerProfileId))
      .where(inArray(consultationAppointmentReports.appointmentId, ids)),
    db.select().from(cancellationAnswers),
    db.select({ appointmentId: surveyResponses.appointmentId, survey: surveyResponses.survey }).from(surveyResponses).where(inArray(surveyResponses.appointmentId, ids)),
    db
      .select({ id: users.id, phone: users.phoneNumber })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))])),
  ]);

  return rows.map((row) => {
    const method = methods.find((candidate) => candidate.id === row.methodId);
    const doctor = doctorRows.find((candidate) => candidate.id === row.doctorId);
    if (!method || !doctor) throw new Error(`Appointment ${row.id} names a method or doctor that is gone`);
    const done = (survey: SurveyKind) => responses.some((response) => response.appointmentId === row.id && response.survey === survey);
    const surveyState = (survey: 'pre_consultation' | 'post_consultation') => ({ hasDone: done(survey), isOpen: !done(survey) && surveyWindow(row, survey, now).open });
    const answer = answers.find((candidate) => candidate.id === row.cancellationAnswerId);
    const minutes = row.minutes as ConsultationMinutes;
    const transferDue = row.paymentType === 'bank_transfer' && row.paidAt === null && row.status === 'booked';
    return {
      id: row.id,
      reference: row.reference,
      status: statusOf(row, now),
      startTime: row.startAt.toISOString(),
      endTime: row.endAt.toISOString(),
      date: clinicDayOf(row.startAt),
      time: clinicTimeOf(row.startAt),
      timeZone: 'Asia/Ho_Chi_Minh',
      durationSelected: { id: consultationPackageSlugOf(minutes), minutes },
      consultationMethod: methodView(method, language),
      doctor: { id: doctor.id, slug: doctor.slug, name: doctor.name, title: textIn(doctor.title, language) },
      isFamily: row.isFamily,
      familyMembers: row.familyMembers.map((member) => ({ customerProfileId: member.customerProfileId, name: member.name, gender: member.gender })),
      testReports: reports
        .filter((report) => report.appointmentId === row.id)
        .map((report) => ({ id: report.id, kitCode: report.kitCode, packageSlug: report.packageSlug, customerProfileId: report.customerProfileId, customerName: report.customerName })),
      price: pricesOf(row.price),
      payment: {
        type: row.paymentType,
        status: row.paidAt === null ? 'unpaid' : 'paid',
        paidAt: row.paidAt?.toISOString() ?? null,
        amount: row.price.VND,
        formattedAmount: formatMoney(row.price.VND, 'VND'),
        transfer: transferDue
          ? {
              bankBin: bankTransfer.bankBin,
              bankName: bankTransfer.bankName,
              accountNumber: bankTransfer.accountNumber,
              accountName: bankTransfer.accountName,
              amount: row.price.VND,
              description: transferPurpose(row.reference),
              vietQrPayload: buildVietQrPayload({ bankBin: bankTransfer.bankBin, accountNumber: bankTransfer.accountNumber, amount: row.price.VND, purpose: row.reference }),
            }
          : null,
      },
      location: {
        kind: method.kind,
        callLink: method.kind === 'video_call' ? row.callLink : null,
        phoneNumber: method.kind === 'phone' ? (phones.find((user) => user.id === row.userId)?.phone ?? null) : null,
        clinicName: method.kind === 'in_person' ? textIn(doctor.clinicName, language) : null,
        address: method.kind === 'in_person' ? doctor.clinicAddress : null,
      },
      cancellation:
        row.status === 'cancelled' && answer && row.cancelledAt
          ? { answer: answer.id, answerTitle: textIn(answer.title, language), answerText: row.cancellationText, cancelledAt: row.cancelledAt.toISOString() }
          : null,
      surveys: { preConsultation: surveyState('pre_consultation'), postConsultation: surveyState('post_consultation') },
      calendarUrl: calendarPath(row.id, links.calendarKey(row.id)),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function appointmentView(context: ViewContext, row: AppointmentRow): Promise<Appointment> {
  const [view] = await appointmentViews(context, [row]);
  return view;
}
