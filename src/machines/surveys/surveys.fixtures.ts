import type { SurveyQuestion } from '../../api/contract/surveys';
import type { OnboardingSurveyState, PostConsultationSurveyState, PreConsultationSurveyState } from '../../api/surveys';
import { APPOINTMENT, APPOINTMENT_ID } from '../appointments/appointments.fixtures';

/** The three surveys as the browser reads them (src/api/surveys.ts), for the machines' and views' tests. */

type QuestionFields = Pick<SurveyQuestion, 'id' | 'type' | 'title' | 'required'> & Partial<SurveyQuestion>;

/** A question; the fields its type does not use are left empty (no description, options, scale or length). */
const question = ({ id, type, title, description = null, required, options = [], scale = null, maxLength = null }: QuestionFields): SurveyQuestion => ({
  id,
  type,
  title,
  description,
  required,
  options,
  scale,
  maxLength,
});

/** A choice; `exclusive` is the one that clears the others ("None of these"). */
const option = (id: string, label: string, exclusive = false) => ({ id, label, exclusive });

export const MAIN_CONCERN = question({
  id: 'main_concern',
  type: 'single_choice',
  title: 'What would you most like to talk about?',
  required: true,
  options: [option('weight', 'Weight and diet'), option('sleep', 'Sleep and stress'), option('heart', 'Heart health')],
});

export const CONDITIONS = question({
  id: 'conditions',
  type: 'multiple_choice',
  title: 'Has a doctor ever diagnosed you with any of these?',
  description: 'Choose all that apply.',
  required: false,
  options: [option('diabetes', 'Diabetes'), option('hypertension', 'High blood pressure'), option('none', 'None of these', true)],
});

export const SLEEP_QUALITY = question({
  id: 'sleep_quality',
  type: 'rating',
  title: 'How well do you usually sleep?',
  required: true,
  scale: { min: 1, max: 5, minLabel: 'Very badly', maxLabel: 'Very well' },
});

export const DOCTOR_QUESTIONS = question({ id: 'doctor_questions', type: 'text', title: 'What would you like to ask the doctor?', required: false, maxLength: 300 });

const QUESTIONS = [MAIN_CONCERN, CONDITIONS, SLEEP_QUALITY, DOCTOR_QUESTIONS];

const surveyAppointment = {
  id: APPOINTMENT_ID,
  reference: APPOINTMENT.reference,
  startTime: APPOINTMENT.startTime,
  endTime: APPOINTMENT.endTime,
  date: APPOINTMENT.date,
  time: APPOINTMENT.time,
  doctorName: APPOINTMENT.doctor.name,
  consultationMethod: APPOINTMENT.consultationMethod,
};

export const PRE_OPEN: PreConsultationSurveyState = {
  groupQuestions: [
    { id: 'about_you', title: 'About you', description: null, questions: [MAIN_CONCERN, CONDITIONS] },
    { id: 'habits', title: 'Your habits', description: 'A few words help the doctor prepare.', questions: [SLEEP_QUALITY, DOCTOR_QUESTIONS] },
  ],
  hasDone: false,
  customer: { id: '9c1d0000-0000-4000-8000-000000000001', name: 'Nguyễn Văn An', gender: 1 },
  appointment: surveyAppointment,
  isOpen: true,
  closesAt: APPOINTMENT.startTime,
};
export const PRE_DONE: PreConsultationSurveyState = { ...PRE_OPEN, hasDone: true, isOpen: false };
export const PRE_CLOSED: PreConsultationSurveyState = { ...PRE_OPEN, isOpen: false };

export const POST_OPEN: PostConsultationSurveyState = {
  questions: QUESTIONS,
  hasDone: false,
  prizeText: 'Thank you for your answers! As a thank-you, enjoy 10% off your next GeneWell genetic test with the code WELCOME10.',
  surveyProfile: { id: '9c1d0000-0000-4000-8000-000000000001', name: 'Nguyễn Văn An' },
  appointment: surveyAppointment,
  isOpen: true,
  opensAt: APPOINTMENT.endTime,
  closesAt: '2027-01-01T02:30:00.000Z',
};
export const POST_DONE: PostConsultationSurveyState = { ...POST_OPEN, hasDone: true, isOpen: false };
export const POST_CLOSED: PostConsultationSurveyState = { ...POST_OPEN, isOpen: false };

export const ONBOARDING_OPEN: OnboardingSurveyState = { questions: QUESTIONS, meta: { userprofile: { hasFinishedSurvey: false } } };
export const ONBOARDING_DONE: OnboardingSurveyState = { questions: QUESTIONS, meta: { userprofile: { hasFinishedSurvey: true } } };
export const ONBOARDING_EMPTY: OnboardingSurveyState = { questions: [], meta: { userprofile: { hasFinishedSurvey: false } } };
