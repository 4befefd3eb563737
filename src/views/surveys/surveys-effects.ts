import { fromPromise } from 'xstate';
import type { PortalClient } from '../../api/consultations';
import { getOnboardingSurvey, getPostConsultationSurvey, getPreConsultationSurvey, submitOnboardingSurvey, submitPostConsultationSurvey, submitPreConsultationSurvey } from '../../api/surveys';
import { createOnboardingSurveyMachine, createPostConsultationSurveyMachine, createPreConsultationSurveyMachine } from '../../machines/surveys/survey.machine';
import type { SubmitCallInput, SurveyInput } from '../../machines/surveys/survey.machine';
import type { SurveyData } from '../../machines/surveys/survey-data';

/** Built once: a hook given the same definition keeps its actor across renders. */
const preMachine = createPreConsultationSurveyMachine();
const postMachine = createPostConsultationSurveyMachine();
const onboardingMachine = createOnboardingSurveyMachine();

const appointmentOf = (input: SurveyInput) => input.appointmentId ?? '';

/** The pre-consultation survey's calls on `api`, with the appointment's survey token (null: the owner's session alone). */
export function preConsultationSurveyLogic(api: PortalClient, token: string | null) {
  return preMachine.provide({
    actors: {
      load: fromPromise<SurveyData, SurveyInput>(({ input, signal }) => getPreConsultationSurvey(api, appointmentOf(input), token, signal)),
      submit: fromPromise<SurveyData, SubmitCallInput>(({ input, signal }) => submitPreConsultationSurvey(api, appointmentOf(input), input.body, token, signal)),
    },
  });
}

export function postConsultationSurveyLogic(api: PortalClient, token: string | null) {
  return postMachine.provide({
    actors: {
      load: fromPromise<SurveyData, SurveyInput>(({ input, signal }) => getPostConsultationSurvey(api, appointmentOf(input), token, signal)),
      submit: fromPromise<SurveyData, SubmitCallInput>(({ input, signal }) => submitPostConsultationSurvey(api, appointmentOf(input), input.body, token, signal)),
    },
  });
}

/**
 * The onboarding survey's calls (signed in). The onboarding modal runs this logic as its own
 * actor (or invokes it); its final state's output is `{ hasFinishedSurvey }`.
 */
export function onboardingSurveyLogic(api: PortalClient) {
  return onboardingMachine.provide({
    actors: {
      load: fromPromise<SurveyData, SurveyInput>(({ signal }) => getOnboardingSurvey(api, signal)),
      submit: fromPromise<SurveyData, SubmitCallInput>(({ input, signal }) => submitOnboardingSurvey(api, input.body, signal)),
    },
  });
}
