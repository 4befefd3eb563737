import { describe, expect, it } from 'vitest';
import { urlOf } from './contract/endpoint';
import { surveyEndpoints } from './contract/surveys';
import { APPOINTMENT_ID, TOKEN, usePortalTestServer, wireAppointmentTimes } from './appointment-fixture';
import { getOnboardingSurvey, getPostConsultationSurvey, getPreConsultationSurvey, submitOnboardingSurvey, submitPostConsultationSurvey, submitPreConsultationSurvey } from './surveys';

/*
 * The survey calls against a real HTTP server: the survey token in its header, answers in wire
 * form (question ids kept as they are), and the answers read into the spec's state (surveyProfile
 * from customer_id and customer_name, questions from onboarding_survey_questions).
 */

const { api, portal, signedOut } = usePortalTestServer();

const USER_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
/** The question's fields that read the same on the wire and decoded. */
const QUESTION_TEXT = {
  id: 'sleep',
  type: 'rating',
  title: 'How well do you usually sleep?',
  description: null,
  required: true,
  options: [],
};
const QUESTION = { ...QUESTION_TEXT, scale: { min: 1, max: 5, min_label: 'Very badly', max_label: 'Very well' }, max_length: null };
const WIRE_APPOINTMENT = { ...wireAppointmentTimes, doctor_name: 'TS. BS. Nguyễn Thị Mai' };

describe('survey calls', () => {
  it('reads and answers the pre-consultation survey with the survey token', async () => {
    const survey = {
      group_questions: [{ id: 'pre_lifestyle', title: 'Your daily life', description: null, questions: [QUESTION] }],
      has_done: false,
      customer: { id: USER_ID, name: 'Nguyễn Văn An', gender: 1 },
      appointment: WIRE_APPOINTMENT,
      is_open: true,
      closes_at: '2026-12-02T02:00:00.000Z',
    };
    api.server.handle(() => ({ json: { data: survey } }));
    const read = await getPreConsultationSurvey(signedOut(), APPOINTMENT_ID, TOKEN);
    expect(read.groupQuestions[0].questions[0].scale).toEqual({ min: 1, max: 5, minLabel: 'Very badly', maxLabel: 'Very well' });
    expect(read).toMatchObject({ hasDone: false, isOpen: true, customer: { name: 'Nguyễn Văn An' }, appointment: { doctorName: 'TS. BS. Nguyễn Thị Mai' } });
    expect(api.sent()).toMatchObject({ method: 'GET', url: urlOf(surveyEndpoints.preConsultation, { id: APPOINTMENT_ID }) });
    expect(api.sent().headers['survey-token']).toBe(TOKEN);

    api.server.handle(() => ({ status: 201, json: { data: { ...survey, has_done: true, is_open: false } } }));
    const done = await submitPreConsultationSurvey(signedOut(), APPOINTMENT_ID, { answers: { main_concern: { optionIds: ['heart'] }, sleep: { rating: 3 }, questions_for_doctor: { text: 'Cholesterol?' } } }, TOKEN);
    expect(done.hasDone).toBe(true);
    expect(api.sent(1).body).toEqual({ answers: { main_concern: { option_ids: ['heart'] }, sleep: { rating: 3 }, questions_for_doctor: { text: 'Cholesterol?' } } });
    expect(api.sent(1).headers['survey-token']).toBe(TOKEN);

    api.server.handle(() => ({ status: 400, json: { error: { code: 'validation_failed', message: 'Some fields are invalid.', fields: { 'answers.main_concern': 'Please answer this question.' } } } }));
    // The client names fields as the code does (camelCase), question ids included: answers.mainConcern.
    await expect(submitPreConsultationSurvey(signedOut(), APPOINTMENT_ID, { answers: {} }, TOKEN)).rejects.toMatchObject({ status: 400, fields: { 'answers.mainConcern': 'Please answer this question.' } });
  });

  it('reads the post-consultation survey into the spec’s state: surveyProfile from customer_id and customer_name', async () => {
    const survey = {
      questions: [QUESTION],
      has_done: false,
      prize_text: 'Thank you! Use WELCOME10.',
      customer_id: USER_ID,
      customer_name: 'Nguyễn Văn An',
      appointment: WIRE_APPOINTMENT,
      is_open: true,
      opens_at: '2026-12-02T02:30:00.000Z',
      closes_at: '2027-01-01T02:30:00.000Z',
    };
    api.server.handle(() => ({ json: { data: survey } }));
    const read = await getPostConsultationSurvey(portal(), APPOINTMENT_ID, null);
    expect(read.surveyProfile).toEqual({ id: USER_ID, name: 'Nguyễn Văn An' });
    expect(read).not.toHaveProperty('customerId');
    expect(read).toMatchObject({ prizeText: 'Thank you! Use WELCOME10.', hasDone: false, questions: [{ id: 'sleep' }] });
    expect(api.sent().headers['survey-token']).toBeUndefined();

    api.server.handle(() => ({ status: 201, json: { data: { ...survey, has_done: true, is_open: false, customer_name: null } } }));
    const done = await submitPostConsultationSurvey(signedOut(), APPOINTMENT_ID, { answers: { overall: { rating: 5 } } }, TOKEN);
    expect(done).toMatchObject({ hasDone: true, surveyProfile: { id: USER_ID, name: null } });
    expect(api.sent(1)).toMatchObject({ method: 'POST', url: urlOf(surveyEndpoints.submitPostConsultation, { id: APPOINTMENT_ID }), body: { answers: { overall: { rating: 5 } } } });

    api.server.handle(() => ({ status: 409, json: { error: { code: 'survey_done', message: 'Done' } } }));
    await expect(submitPostConsultationSurvey(signedOut(), APPOINTMENT_ID, { answers: {} }, TOKEN)).rejects.toMatchObject({ status: 409, code: 'survey_done' });
  });

  it('reads the onboarding survey into questions and meta, and answers it', async () => {
    api.server.handle(() => ({ json: { data: { onboarding_survey_questions: [QUESTION], meta: { userprofile: { has_finished_survey: false } } } } }));
    await expect(getOnboardingSurvey(portal())).resolves.toEqual({
      questions: [
        { ...QUESTION_TEXT, scale: { min: 1, max: 5, minLabel: 'Very badly', maxLabel: 'Very well' }, maxLength: null },
      ],
      meta: { userprofile: { hasFinishedSurvey: false } },
    });
    expect(api.sent()).toMatchObject({ method: 'GET', url: urlOf(surveyEndpoints.onboarding) });

    api.server.handle(() => ({ status: 201, json: { data: { onboarding_survey_questions: [QUESTION], meta: { userprofile: { has_finished_survey: true } } } } }));
    await expect(submitOnboardingSurvey(portal(), { answers: { goals: { optionIds: ['nutrition'] } } })).resolves.toMatchObject({ meta: { userprofile: { hasFinishedSurvey: true } } });
    expect(api.sent(1).body).toEqual({ answers: { goals: { option_ids: ['nutrition'] } } });
  });
});
