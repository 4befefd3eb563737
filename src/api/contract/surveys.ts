import { z } from 'zod';
import { appointmentByLink, appointmentIdSchema, appointmentNotFound, appointmentReferenceSchema, consultationMethodSchema } from './consultations';
import { endpoint, failure, resourceEnvelope } from './endpoint';
import type { ErrorResponse } from './endpoint';
import { isoInstantSchema } from './listing';
import { genderSchema } from './person';

/*
 * The three surveys (spec §2, §3 "User and surveys", §4; issue 25), on the Portal API:
 *
 * - pre-consultation: questions in groups, before an appointment (from the booking until it
 *   starts), so the doctor knows what matters before the call;
 * - post-consultation: after an appointment (from its end, for POST_SURVEY_OPEN_DAYS days), with
 *   a prize text, the thanks a person gets for answering;
 * - onboarding: a few questions for a new account; finishing it sets userprofile.hasFinishedSurvey
 *   (GET /user-profile/).
 *
 * The pre- and post-consultation surveys open with the appointment's survey token (Survey-Token,
 * from the links of its text messages) or for the signed-in account it belongs to; the onboarding
 * survey is signed in. A survey is answered once: then `hasDone` is true and answering again is
 * 409 `survey_done`. Answers are checked against the questions on the server: each answer must be
 * of its question's kind (choices among its options, a rating within its scale, text within its
 * length) and every required question answered; a failure is 400 naming `answers.<question id>`
 * (the browser's ApiError names it as the code names fields, camelCase: `answers.mainConcern`).
 * The answer's field names follow the spec: the browser reads `questions` of the onboarding
 * survey from `onboarding_survey_questions`, and the post-consultation survey's `surveyProfile`
 * from `customer_id` and `customer_name` (src/api/surveys.ts does both).
 */

export const surveyKinds = ['pre_consultation', 'post_consultation', 'onboarding'] as const;
export type SurveyKind = (typeof surveyKinds)[number];

export const questionTypes = ['single_choice', 'multiple_choice', 'rating', 'text'] as const;
export type QuestionType = (typeof questionTypes)[number];

/** Days after the consultation's end during which the post-consultation survey takes answers. */
export const POST_SURVEY_OPEN_DAYS = 30;
/** The longest text answer. */
export const MAX_TEXT_ANSWER = 1_000;

const idPattern = /^[a-z][a-z0-9_]{1,47}$/;
export const questionIdSchema = z.string().regex(idPattern).meta({ description: 'A question id (lower-case letters, digits, _)', example: 'main_concern' });
export const optionIdSchema = z.string().regex(idPattern).meta({ description: 'An option id of its question', example: 'weight' });

// ---- questions -----------------------------------------------------------------------------

export const surveyQuestionSchema = z
  .object({
    id: questionIdSchema,
    type: z.enum(questionTypes),
    title: z.string().meta({ description: 'In the answer’s language' }),
    description: z.string().nullable(),
    required: z.boolean(),
    options: z
      .array(z.object({ id: optionIdSchema, label: z.string(), exclusive: z.boolean().meta({ description: 'Chosen alone ("none of these", "I don’t know")' }) }))
      .meta({ description: 'The choices (single_choice, multiple_choice); empty otherwise' }),
    scale: z
      .object({ min: z.number().int(), max: z.number().int(), minLabel: z.string(), maxLabel: z.string() })
      .nullable()
      .meta({ description: 'A rating’s whole-number scale and what its ends mean (rating only)' }),
    maxLength: z.number().int().min(1).nullable().meta({ description: 'The longest text answer (text only)' }),
  })
  .meta({ id: 'SurveyQuestion' });
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveyQuestionGroupSchema = z
  .object({ id: z.string(), title: z.string(), description: z.string().nullable(), questions: z.array(surveyQuestionSchema) })
  .meta({ id: 'SurveyQuestionGroup' });
export type SurveyQuestionGroup = z.infer<typeof surveyQuestionGroupSchema>;

// ---- answers -------------------------------------------------------------------------------

export const surveyAnswerSchema = z
  .strictObject({
    optionIds: z.array(optionIdSchema).min(1).max(20).optional().meta({ description: 'single_choice: exactly one option id; multiple_choice: one or more' }),
    rating: z.number().int().min(-100).max(100).optional().meta({ description: 'rating: a whole number within the question’s scale' }),
    text: z.string().trim().max(MAX_TEXT_ANSWER).optional().meta({ description: 'text: the answer in the person’s words' }),
  })
  .meta({ id: 'SurveyAnswer', description: 'One question’s answer: the field of its kind only' });
export type SurveyAnswer = z.output<typeof surveyAnswerSchema>;

export const submitSurveyRequestSchema = z
  .strictObject({
    answers: z
      .record(questionIdSchema, surveyAnswerSchema)
      .refine((answers) => Object.keys(answers).length <= 60, { params: { i18nKey: 'field.too_many_answers' } })
      .meta({ description: 'Question id → its answer; an optional question may be left out' }),
  })
  .meta({ id: 'SubmitSurvey' });
export type SubmitSurveyRequest = z.input<typeof submitSurveyRequestSchema>;

// ---- answers of the three reads ------------------------------------------------------------

export const surveyAppointmentSchema = z
  .object({
    id: appointmentIdSchema,
    reference: appointmentReferenceSchema,
    startTime: isoInstantSchema,
    endTime: isoInstantSchema,
    date: z.string().meta({ description: 'The day in Vietnam, yyyy-MM-dd' }),
    time: z.string().meta({ description: 'The start in Vietnam, HH:mm' }),
    doctorName: z.string(),
    consultationMethod: consultationMethodSchema,
  })
  .meta({ id: 'SurveyAppointment', description: 'The appointment a survey is about' });

export const surveyCustomerSchema = z
  .object({
    id: z.uuid().meta({ description: 'The account the appointment belongs to' }),
    name: z.string().nullable().meta({ description: 'Its name (the profile’s, else its own customer profile’s); null when it has none' }),
    gender: genderSchema.nullable(),
  })
  .meta({ id: 'SurveyCustomer' });

export const preConsultationSurveySchema = z
  .object({
    groupQuestions: z.array(surveyQuestionGroupSchema),
    hasDone: z.boolean(),
    customer: surveyCustomerSchema,
    appointment: surveyAppointmentSchema,
    isOpen: z.boolean().meta({ description: 'Answers are taken: not done, not cancelled, not yet started' }),
    closesAt: isoInstantSchema.meta({ description: 'When the consultation starts: no answers after' }),
  })
  .meta({ id: 'PreConsultationSurvey' });
export type PreConsultationSurvey = z.infer<typeof preConsultationSurveySchema>;

export const postConsultationSurveySchema = z
  .object({
    questions: z.array(surveyQuestionSchema),
    hasDone: z.boolean(),
    prizeText: z.string().meta({ description: 'The thanks for answering, shown once the survey is done' }),
    customerId: z.uuid().meta({ description: 'surveyProfile.id: the account the appointment belongs to' }),
    customerName: z.string().nullable().meta({ description: 'surveyProfile.name' }),
    appointment: surveyAppointmentSchema,
    isOpen: z.boolean().meta({ description: `Answers are taken: not done, not cancelled, from the consultation's end for ${POST_SURVEY_OPEN_DAYS} days` }),
    opensAt: isoInstantSchema,
    closesAt: isoInstantSchema,
  })
  .meta({ id: 'PostConsultationSurvey' });
export type PostConsultationSurvey = z.infer<typeof postConsultationSurveySchema>;

export const onboardingSurveySchema = z
  .object({
    onboardingSurveyQuestions: z.array(surveyQuestionSchema),
    meta: z.object({ userprofile: z.object({ hasFinishedSurvey: z.boolean() }) }).meta({ description: 'As in the user profile (spec: Meta userprofile.hasFinishedSurvey)' }),
  })
  .meta({ id: 'OnboardingSurvey' });
export type OnboardingSurvey = z.infer<typeof onboardingSurveySchema>;

export const preConsultationSurveyResponseSchema = resourceEnvelope(preConsultationSurveySchema, 'PreConsultationSurveyResponse');
export const postConsultationSurveyResponseSchema = resourceEnvelope(postConsultationSurveySchema, 'PostConsultationSurveyResponse');
export const onboardingSurveyResponseSchema = resourceEnvelope(onboardingSurveySchema, 'OnboardingSurveyResponse');

// ---- endpoints -----------------------------------------------------------------------------

const survey = { api: 'portal', tags: ['surveys'] } as const;
const answersInvalid = failure('validation_failed', 'Malformed input, or answers that do not fit the questions (unknown question or option, wrong kind, out of range, a required question left out): fields names answers.<question id>');
const alreadyDone: ErrorResponse = failure('survey_done', 'The survey was answered already');

export const surveyEndpoints = {
  preConsultation: endpoint(survey, {
    method: 'get', path: '/surveys/pre-consultation/{id}/', request: appointmentByLink,
    summary: 'The pre-consultation survey of an appointment: its questions in groups, whether it was answered, and whose it is',
    response: { statuses: { 200: 'The survey' }, body: preConsultationSurveyResponseSchema }, errors: { 404: appointmentNotFound },
  }),
  submitPreConsultation: endpoint(survey, {
    method: 'post', path: '/surveys/pre-consultation/{id}/', request: { ...appointmentByLink, body: submitSurveyRequestSchema },
    summary: 'Answer the pre-consultation survey (once, before the consultation starts)',
    response: { statuses: { 201: 'Answers recorded: the survey, done' }, body: preConsultationSurveyResponseSchema },
    errors: {
      400: answersInvalid,
      404: appointmentNotFound,
      409: { description: `${alreadyDone.description} (survey_done); or it is closed: the appointment was cancelled or has started (survey_closed)`, codes: ['survey_done', 'survey_closed'] },
    },
  }),
  postConsultation: endpoint(survey, {
    method: 'get', path: '/surveys/post-consultation/{id}/', request: appointmentByLink,
    summary: 'The post-consultation survey of an appointment: its questions, whether it was answered, the prize text and whose it is',
    response: { statuses: { 200: 'The survey' }, body: postConsultationSurveyResponseSchema }, errors: { 404: appointmentNotFound },
  }),
  submitPostConsultation: endpoint(survey, {
    method: 'post', path: '/surveys/post-consultation/{id}/', request: { ...appointmentByLink, body: submitSurveyRequestSchema },
    summary: `Answer the post-consultation survey (once, within ${POST_SURVEY_OPEN_DAYS} days after the consultation)`,
    response: { statuses: { 201: 'Answers recorded: the survey, done, with its prize text' }, body: postConsultationSurveyResponseSchema },
    errors: {
      400: answersInvalid,
      404: appointmentNotFound,
      409: { description: `${alreadyDone.description} (survey_done); or it is not open: the consultation has not ended, it was cancelled, or the ${POST_SURVEY_OPEN_DAYS} days are over (survey_closed)`, codes: ['survey_done', 'survey_closed'] },
    },
  }),
  onboarding: endpoint(survey, {
    method: 'get', path: '/surveys/onboarding/', security: 'token',
    summary: "The onboarding survey's questions and whether the caller finished it",
    response: { statuses: { 200: 'The survey' }, body: onboardingSurveyResponseSchema },
  }),
  submitOnboarding: endpoint(survey, {
    method: 'post', path: '/surveys/onboarding/', security: 'token', request: { body: submitSurveyRequestSchema },
    summary: 'Answer the onboarding survey (once): sets userprofile.hasFinishedSurvey',
    response: { statuses: { 201: 'Answers recorded: the survey, finished' }, body: onboardingSurveyResponseSchema }, errors: { 400: answersInvalid, 409: alreadyDone },
  }),
};
