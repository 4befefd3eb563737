import { failsOfflineThenAnswers } from '../calls/call-fixtures';
import { createPreConsultationSurveyMachine } from './survey.machine';
import { describeSurveyModel, fullAnswers } from './surveys.oracle';
import { PRE_CLOSED, PRE_DONE, PRE_OPEN } from './surveys.fixtures';

/** The pre-consultation survey (groupQuestions, hasDone, customer): before the consultation, opened with the survey token or by the owner. Oracle: surveys.oracle.ts. */
describeSurveyModel({
  name: 'pre-consultation survey',
  create: createPreConsultationSurveyMachine,
  appointmentStarts: { link: { label: 'the reminder SMS link in Vietnamese', language: 'vi' }, owner: { label: 'My appointments in Thai', language: 'th' } },
  variants: { open: PRE_OPEN, done: PRE_DONE, closed: PRE_CLOSED },
  journeys: {
    'answers every group, forgets a required one first, then submits once': {
      start: 'the reminder SMS link in Vietnamese',
      events: [
        { type: 'xstate.done.actor.load', output: PRE_OPEN },
        { type: 'answer.choose', questionId: 'main_concern', optionId: 'weight' },
        { type: 'survey.submit' },
        ...fullAnswers(),
        { type: 'answer.choose', questionId: 'conditions', optionId: 'none' },
        { type: 'survey.submit' },
        { type: 'survey.submit' },
        { type: 'xstate.done.actor.submit', output: PRE_DONE },
      ],
    },
    'closed: it has started': {
      start: 'My appointments in Thai',
      events: [...failsOfflineThenAnswers('load', PRE_CLOSED), ...fullAnswers(), { type: 'survey.submit' }],
    },
  },
});
