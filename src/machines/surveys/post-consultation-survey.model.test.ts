import { createPostConsultationSurveyMachine } from './survey.machine';
import { answersAndSubmitsOnce, describeSurveyModel, fullAnswers } from './surveys.oracle';
import { POST_CLOSED, POST_DONE, POST_OPEN } from './surveys.fixtures';

const VARIANTS = { open: POST_OPEN, done: POST_DONE, closed: POST_CLOSED };

/**
 * The post-consultation survey (questions, hasDone, prizeText, surveyProfile): after the
 * consultation, opened with the survey token or by the owner; the prize text once it is done.
 * Oracle: surveys.oracle.ts.
 */
describeSurveyModel({
  name: 'post-consultation survey',
  create: createPostConsultationSurveyMachine,
  appointmentStarts: { link: { label: 'the thank-you SMS link in Chinese', language: 'zh' }, owner: { label: 'My appointments in English', language: 'en' } },
  variants: VARIANTS,
  journeys: {
    'answers, submits once, and sees the prize text': { start: 'the thank-you SMS link in Chinese', events: answersAndSubmitsOnce(VARIANTS) },
    'opened again once done: done, with the prize text': {
      start: 'My appointments in English',
      events: [{ type: 'xstate.done.actor.load', output: POST_DONE }],
    },
    'not open yet, and a wrong link': {
      start: 'the thank-you SMS link in Chinese',
      events: [{ type: 'xstate.done.actor.load', output: POST_CLOSED }, ...fullAnswers(), { type: 'survey.submit' }],
    },
  },
});
