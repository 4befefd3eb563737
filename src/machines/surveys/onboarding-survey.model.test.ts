import { failsOfflineThenAnswers } from '../calls/call-fixtures';
import { createOnboardingSurveyMachine } from './survey.machine';
import { ALREADY_DONE, answersAndSubmitsOnce, describeSurveyModel, fullAnswers, refusedAnswer } from './surveys.oracle';
import { ONBOARDING_DONE, ONBOARDING_EMPTY, ONBOARDING_OPEN } from './surveys.fixtures';

const VARIANTS = { open: ONBOARDING_OPEN, done: ONBOARDING_DONE, closed: ONBOARDING_EMPTY };

/**
 * The onboarding survey (questions from onboardingSurveyQuestions, meta): the signed-in account's,
 * open while it has questions (spec §4); finishing it sets userprofile.hasFinishedSurvey (the machine then reaches its final
 * state, which the onboarding modal hears). Oracle: surveys.oracle.ts.
 */
describeSurveyModel({
  name: 'onboarding survey',
  create: createOnboardingSurveyMachine,
  starts: {
    'a new account in Vietnamese': { appointmentId: null, language: 'vi' },
    'a new account in English': { appointmentId: null, language: 'en' },
  },
  variants: VARIANTS,
  journeys: {
    'answers, submits once, finished': { start: 'a new account in Vietnamese', events: answersAndSubmitsOnce(VARIANTS) },
    'no questions to ask: nothing to answer': {
      start: 'a new account in English',
      events: [{ type: 'xstate.done.actor.load', output: ONBOARDING_EMPTY }, { type: 'survey.submit' }],
    },
    'already finished on another device': {
      start: 'a new account in English',
      events: [
        ...failsOfflineThenAnswers('load', ONBOARDING_OPEN),
        ...fullAnswers(),
        { type: 'survey.submit' },
        { type: 'xstate.error.actor.submit', error: refusedAnswer() },
        { type: 'survey.submit' },
        { type: 'xstate.error.actor.submit', error: ALREADY_DONE() },
        { type: 'xstate.done.actor.load', output: ONBOARDING_DONE },
      ],
    },
  },
});
