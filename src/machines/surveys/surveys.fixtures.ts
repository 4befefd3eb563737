import type { SurveyQuestion } from '../../api/contract/surveys';
import type { OnboardingSurveyState, PostConsultationSurveyState, PreConsultationSurveyState } from '../../api/surveys';
import { APPOINTMENT, APPOINTMENT_ID } from '../appointments/appointments.fixtures';

/** The three surveys as the browser reads them (src/api/surveys.ts), for the machines' and views' tests. */

export const MAIN_CONCERN: SurveyQuestion = {
  id: 'main_concern',
  type: 'single_choice',
  title: 'What would you most like to talk about?',
  description: null,
  required: true,
  options: [
    { id: 'weight', label: 'Weight and diet', exclusive: false },
    { id: 'sleep', label: 'Sleep and stress', exclusive: false },
    { id: 'heart', label: 'Heart health', exclusive: false },
  ],
  scale: null,
  maxLength: null,
};

export const CONDITIONS: SurveyQuestion = {
  id: 'conditions',
  type: 'multiple_choice',
  title: 'Has a doctor ever diagnosed you with any of these?',
  description: 'Choose all that apply.',
  required: false,
  options: [
    { id: 'diabetes', label: 'Diabetes', exclusive: false },
    { id: 'hypertension', label: 'High blood pressure', exclusive: false },
    { id: 'none', label: 'None of these', exclusive: true },
  ],
  scale: null,
  maxLength: null,
};

export const SLEEP_QUALITY: SurveyQuestion = {
  id: 'sleep_quality',
  type: 'rating',
  title: 'How well do you usually sleep?',
  description: null,
  required: true,
  options: [],
  scale: { min: 1, max: 5, minLabel: 'Very badly', maxLabel: 'Very well' },
  maxLength: null,
};

export const DOCTOR_QUESTIONS: SurveyQuestion = {
  id: 'doctor_questions',
  type: 'text',
  title: 'What would you like to ask the doctor?',
  description: null,
  required: false,
  options: [],
  scale: null,
  maxLength: 300,
};

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
