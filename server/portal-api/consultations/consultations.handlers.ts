import type { Context } from 'hono';
import { asc } from 'drizzle-orm';
import { HEADERS } from '../../../src/api/contract/endpoint';
import type { BookingTrack, consultationEndpoints } from '../../../src/api/contract/consultations';
import { MY_APPOINTMENTS_PAGE_SIZE, consultationPackageSlugOf, durationSelectedOf, reportIdsOf } from '../../../src/api/contract/consultations';
import type { Services } from '../../app-services';
import { bankTransferOf } from '../../config/payment';
import { cancellationAnswers } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError, languageOf } from '../../http/errors';
import { optionalSession } from '../../main-api/checkout/caller';
import { pagingOf, pricesOf, textIn } from '../../main-api/shared/localize';
import { bearerMatches } from '../../http/bearer';
import { appointmentView, appointmentViews, methodView } from './appointment-view';
import type { ViewContext } from './appointment-view';
import {
  allAppointmentsOf,
  appointmentsOf,
  bookAppointment,
  cancelAppointment,
  choiceOf,
  familyProfilesOf,
  markAppointmentPaid,
  pendingAppointment,
  reachableAppointment,
  searchAvailableTime,
  sessionPrices,
  statusOf,
} from './appointments.service';
import type { AppointmentRow, Caller } from './appointments.service';
import { methodsOf, offeredMinutes } from './doctors';
import { appointmentLinks } from './links';
import { answering } from './problems';

/** The caller of a route that also takes the survey token: a valid session if any (never a 401), and the Survey-Token header. */
export async function callerOf(c: Context<AppEnv>, services: Services, headers: { [HEADERS.surveyToken]?: string }): Promise<Caller> {
  const session = await optionalSession(c, services);
  return { userId: session?.userId ?? null, surveyToken: headers[HEADERS.surveyToken] ?? null };
}

export async function viewContext(c: Context<AppEnv>, services: Services): Promise<ViewContext> {
  const { db } = services.database;
  return { db, language: languageOf(c), now: services.now(), links: await appointmentLinks(db), bankTransfer: bankTransferOf(services.config) };
}

/** Whether the request carries operations' token (ORDERS_ADMIN_TOKEN); without the setting no one does. */
const isOperations = (services: Services, authorization: string | undefined): boolean => {
  const token = services.config.ORDERS_ADMIN_TOKEN;
  return Boolean(token && bearerMatches(authorization, token));
};

function cancellationDetail(row: AppointmentRow, now: Date) {
  const status = statusOf(row, now);
  const refusal = status === 'cancelled' ? 'already_cancelled' : status === 'upcoming' ? null : 'already_started';
  return { cancellable: refusal === null, refusal } as const;
}

export function consultationHandlers(services: Services): EndpointHandlers<typeof consultationEndpoints> {
  const { db } = services.database;
  return {
    async familyProfiles(_c, { session }) {
      return { status: 200, body: { data: await familyProfilesOf(db, session.userId) } };
    },

    async durations(c, { query, session }) {
      const language = languageOf(c);
      return answering(language, async () => {
        const { reports } = await choiceOf(db, session.userId, reportIdsOf(query.testReportIds));
        const offered = offeredMinutes(reports);
        const prices = await sessionPrices(db);
        const data = offered.flatMap((minutes) => {
          const price = prices.get(minutes);
          return price ? [{ id: consultationPackageSlugOf(minutes), minutes, name: textIn(price.name, language), price: pricesOf(price.price), recommended: minutes === offered[0] }] : [];
        });
        return { status: 200, body: { data } };
      });
    },

    async methods(c, { query, session }) {
      const language = languageOf(c);
      return answering(language, async () => {
        const { doctors, methods } = await choiceOf(db, session.userId, reportIdsOf(query.testReportIds));
        return { status: 200, body: { data: methodsOf(methods, doctors).map((method) => methodView(method, language)) } };
      });
    },

    async availableTime(c, { query, session }) {
      return answering(languageOf(c), async () => {
        const data = await searchAvailableTime(db, {
          userId: session.userId,
          testReportIds: reportIdsOf(query.testReportIds),
          durationSelected: durationSelectedOf(query.durationSelected),
          consultationMethodId: query.consultationMethodId,
          date: query.date,
          daysRange: query.daysRange,
          now: services.now(),
        });
        return { status: 200, body: { data } };
      });
    },

    async createAppointment(c, { body, session }) {
      const context = await viewContext(c, services);
      return answering(context.language, async () => {
        const row = await bookAppointment(db, {
          userId: session.userId,
          body,
          language: context.language,
          now: context.now,
          callBase: services.config.CONSULTATION_CALL_BASE,
          sms: services.sms,
          origin: services.config.PUBLIC_ORIGIN,
          links: context.links,
        });
        return { status: 201, body: { data: await appointmentView(context, row) } };
      });
    },

    async myAppointments(c, { query, session }) {
      const context = await viewContext(c, services);
      const paging = pagingOf(query, MY_APPOINTMENTS_PAGE_SIZE);
      const { rows, total } = await appointmentsOf(db, session.userId, paging.window, query.status, context.now);
      return { status: 200, body: { data: await appointmentViews(context, rows), meta: { page: paging.page, limit: paging.limit, total } } };
    },

    async bookingTrack(c, { session }) {
      const context = await viewContext(c, services);
      const { now } = context;
      const rows = await allAppointmentsOf(db, session.userId);
      const next = rows.find((row) => ['upcoming', 'in_progress'].includes(statusOf(row, now))) ?? null;
      const countOf = (status: ReturnType<typeof statusOf>) => rows.filter((row) => statusOf(row, now) === status).length;
      const views = await appointmentViews(context, rows);
      const surveysToFill: BookingTrack['surveysToFill'] = views.flatMap((view) => [
        ...(view.surveys.preConsultation.isOpen ? [{ appointmentId: view.id, survey: 'pre_consultation' as const }] : []),
        ...(view.surveys.postConsultation.isOpen ? [{ appointmentId: view.id, survey: 'post_consultation' as const }] : []),
      ]);
      const data: BookingTrack = {
        nextAppointment: views.find((view) => view.id === next?.id) ?? null,
        counts: { upcoming: countOf('upcoming'), inProgress: countOf('in_progress'), completed: countOf('completed'), cancelled: countOf('cancelled') },
        awaitingPayment: rows.filter((row) => statusOf(row, now) === 'upcoming' && row.paymentType === 'bank_transfer' && row.paidAt === null).length,
        surveysToFill,
      };
      return { status: 200, body: { data } };
    },

    async pendingAppointment(c, { params, session }) {
      const context = await viewContext(c, services);
      return answering(context.language, async () => {
        const row = await pendingAppointment(db, session.userId, params.id, context.now);
        return { status: 200, body: { data: await appointmentView(context, row) } };
      });
    },

    async markAppointmentPaid(c, { params }) {
      if (!isOperations(services, c.req.header('authorization'))) throw new HttpError(404, 'not_found');
      const context = await viewContext(c, services);
      return answering(context.language, async () => {
        const { row } = await markAppointmentPaid(db, services.sms, params.reference, context.now);
        return { status: 200, body: { data: await appointmentView(context, row) } };
      });
    },

    async cancellationAnswers(c) {
      const language = languageOf(c);
      const rows = await db.select().from(cancellationAnswers).orderBy(asc(cancellationAnswers.sortOrder), asc(cancellationAnswers.id));
      return { status: 200, body: { data: rows.map((row) => ({ id: row.id, title: textIn(row.title, language), requiresText: row.requiresText })) } };
    },

    async cancellationDetail(c, { params, headers }) {
      const context = await viewContext(c, services);
      const caller = await callerOf(c, services, headers);
      return answering(context.language, async () => {
        const row = await reachableAppointment(db, params.id, caller, context.links);
        return { status: 200, body: { data: { appointment: await appointmentView(context, row), ...cancellationDetail(row, context.now) } } };
      });
    },

    async cancelAppointment(c, { params, headers, body }) {
      const context = await viewContext(c, services);
      const caller = await callerOf(c, services, headers);
      return answering(context.language, async () => {
        const row = await cancelAppointment(db, { id: params.id, caller, answer: body.answer, answerText: body.answerText, now: context.now, links: context.links });
        return { status: 200, body: { data: { appointment: await appointmentView(context, row), ...cancellationDetail(row, context.now) } } };
      });
    },
  };
}

