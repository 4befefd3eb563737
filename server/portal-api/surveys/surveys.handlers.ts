import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { PostConsultationSurvey, PreConsultationSurvey, SurveyAnswer, surveyEndpoints } from '../../../src/api/contract/surveys';
import type { Services } from '../../app-services';
import { users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { languageOf } from '../../http/errors';
import { serverT } from '../../i18n/server-i18n';
import { appointmentView, surveyWindow } from '../consultations/appointment-view';
import { reachableAppointment } from '../consultations/appointments.service';
import type { AppointmentRow } from '../consultations/appointments.service';
import { callerOf, viewContext } from '../consultations/consultations.handlers';
import { answering, refuse } from '../consultations/problems';
import { checkedAnswers, customerOf, groupedQuestions, hasAnswered, questionView, questionsOf, recordAnswers } from './surveys.service';

/** The code the post-consultation survey's thanks gives (a campaign code of the shop's seed: 10% off). */
export const SURVEY_PRIZE_CODE = 'WELCOME10';

export function surveyHandlers(services: Services): EndpointHandlers<typeof surveyEndpoints> {
  const { db } = services.database;

  /** The appointment a survey is about, when the caller may reach it (session or survey token). */
  async function surveyContext(c: Context<AppEnv>, appointmentId: string, headers: { 'survey-token'?: string }) {
    const context = await viewContext(c, services);
    const row = await reachableAppointment(db, appointmentId, await callerOf(c, services, headers), context.links);
    const view = await appointmentView(context, row);
    const appointment = { id: view.id, reference: view.reference, startTime: view.startTime, endTime: view.endTime, date: view.date, time: view.time, doctorName: view.doctor.name, consultationMethod: view.consultationMethod };
    return { context, row, appointment };
  }

  async function preSurvey(c: Context<AppEnv>, row: AppointmentRow, appointment: PreConsultationSurvey['appointment']): Promise<PreConsultationSurvey> {
    const language = languageOf(c);
    const hasDone = await hasAnswered(db, { survey: 'pre_consultation', appointmentId: row.id });
    const window = surveyWindow(row, 'pre_consultation', services.now());
    return {
      groupQuestions: await groupedQuestions(db, 'pre_consultation', language),
      hasDone,
      customer: await customerOf(db, row.userId),
      appointment,
      isOpen: !hasDone && window.open,
      closesAt: window.closesAt.toISOString(),
    };
  }

  async function postSurvey(c: Context<AppEnv>, row: AppointmentRow, appointment: PostConsultationSurvey['appointment']): Promise<PostConsultationSurvey> {
    const language = languageOf(c);
    const hasDone = await hasAnswered(db, { survey: 'post_consultation', appointmentId: row.id });
    const window = surveyWindow(row, 'post_consultation', services.now());
    const customer = await customerOf(db, row.userId);
    return {
      questions: (await questionsOf(db, 'post_consultation')).map((question) => questionView(question, language)),
      hasDone,
      prizeText: serverT(language, 'consultations')('prizeText', { code: SURVEY_PRIZE_CODE }),
      customerId: customer.id,
      customerName: customer.name,
      appointment,
      isOpen: !hasDone && window.open,
      opensAt: window.opensAt.toISOString(),
      closesAt: window.closesAt.toISOString(),
    };
  }

  /** Refuses an answer the survey does not take now: done before, or outside its window. */
  async function mayAnswer(row: AppointmentRow, survey: 'pre_consultation' | 'post_consultation') {
    if (await hasAnswered(db, { survey, appointmentId: row.id })) refuse({ kind: 'survey_done' });
    if (!surveyWindow(row, survey, services.now()).open) refuse({ kind: 'survey_closed' });
  }

  type SurveyView<View> = (c: Context<AppEnv>, row: AppointmentRow, appointment: Awaited<ReturnType<typeof surveyContext>>['appointment']) => Promise<View>;

  /** An appointment's survey as `view` shows it, to a caller who may reach the appointment. */
  function readSurvey<View>(c: Context<AppEnv>, appointmentId: string, headers: { 'survey-token'?: string }, view: SurveyView<View>): Promise<View> {
    return answering(languageOf(c), async () => {
      const { row, appointment } = await surveyContext(c, appointmentId, headers);
      return view(c, row, appointment);
    });
  }

  /** Stores the caller's answers to an appointment's survey, when it takes them now; then the survey as `view` shows it. */
  function answerSurvey<View>(
    c: Context<AppEnv>,
    appointmentId: string,
    headers: { 'survey-token'?: string },
    survey: 'pre_consultation' | 'post_consultation',
    given: Record<string, SurveyAnswer>,
    view: SurveyView<View>,
  ): Promise<View> {
    const language = languageOf(c);
    return answering(language, async () => {
      const { row, appointment } = await surveyContext(c, appointmentId, headers);
      await mayAnswer(row, survey);
      const answers = checkedAnswers(await questionsOf(db, survey), given);
      await recordAnswers(db, { survey, appointmentId: row.id }, answers, language);
      return view(c, row, appointment);
    });
  }

  async function onboardingSurvey(c: Context<AppEnv>, userId: string) {
    const language = languageOf(c);
    const [user] = await db.select({ hasFinishedSurvey: users.hasFinishedSurvey }).from(users).where(eq(users.id, userId));
    return {
      onboardingSurveyQuestions: (await questionsOf(db, 'onboarding')).map((question) => questionView(question, language)),
      meta: { userprofile: { hasFinishedSurvey: user?.hasFinishedSurvey ?? false } },
    };
  }

  return {
    async preConsultation(c, { params, headers }) {
      return { status: 200, body: { data: await readSurvey(c, params.id, headers, preSurvey) } };
    },

    async submitPreConsultation(c, { params, headers, body }) {
      return { status: 201, body: { data: await answerSurvey(c, params.id, headers, 'pre_consultation', body.answers, preSurvey) } };
    },

    async postConsultation(c, { params, headers }) {
      return { status: 200, body: { data: await readSurvey(c, params.id, headers, postSurvey) } };
    },

    async submitPostConsultation(c, { params, headers, body }) {
      return { status: 201, body: { data: await answerSurvey(c, params.id, headers, 'post_consultation', body.answers, postSurvey) } };
    },

    async onboarding(c, { session }) {
      return { status: 200, body: { data: await onboardingSurvey(c, session.userId) } };
    },

    async submitOnboarding(c, { body, session }) {
      const language = languageOf(c);
      return answering(language, async () => {
        const current = await onboardingSurvey(c, session.userId);
        if (current.meta.userprofile.hasFinishedSurvey) refuse({ kind: 'survey_done' });
        const answers = checkedAnswers(await questionsOf(db, 'onboarding'), body.answers);
        // The answers and the profile's flag together: a finished survey is one with its answers.
        await db.transaction(async (tx) => {
          await recordAnswers(tx, { survey: 'onboarding', userId: session.userId }, answers, language);
          await tx.update(users).set({ hasFinishedSurvey: true }).where(eq(users.id, session.userId));
        });
        return { status: 201, body: { data: await onboardingSurvey(c, session.userId) } };
      });
    },
  };
}
