import { createActor } from 'xstate';
import { portalApi } from '../../api/portal-api';
import { browserCookieJar } from '../../machines/promo-modals/cookie-jar';
import { createOnboardingModalMachine } from '../../machines/promo-modals/onboarding-modal.machine';
import type { OnboardingModalActor, OnboardingModalSnapshot } from '../../machines/promo-modals/onboarding-modal.machine';
import { readsOnboardingSurvey } from '../../machines/promo-modals/onboarding-modal.selectors';
import { isSurveyDone, questionsOf } from '../../machines/surveys/survey-data';
import type { SurveyActor } from '../../machines/surveys/survey.machine';
import { hasFinishedSurveyOf, surveyOf } from '../../machines/surveys/survey.selectors';
import { onboardingSurveyLogic } from '../surveys/surveys-effects';
import { OnboardingSurveyDialog } from './onboarding-survey-dialog';

/**
 * The onboarding modal's part of the promotion modals, in a chunk of its own: it is loaded only
 * once someone is signed in (a guest never downloads the survey's machine, contract and form).
 */
/** The onboarding modal and the onboarding survey's actor it answers through, while someone is signed in. */
export interface Onboarding {
  modal: OnboardingModalActor;
  survey: SurveyActor;
  stop: () => void;
}

export function startOnboarding(language: string): Onboarding {
  const modal = createActor(createOnboardingModalMachine(), { input: { cookies: browserCookieJar } }).start();
  const survey = createActor(onboardingSurveyLogic(portalApi()), { input: { appointmentId: null, language } });
  // What the survey's machine read (its questions, userprofile.hasFinishedSurvey), and its end once answered.
  let last = '';
  const watch = survey.subscribe((snapshot) => {
    const data = surveyOf(snapshot);
    if (!data) return;
    const facts = { questionCount: questionsOf(data).length, hasFinishedSurvey: hasFinishedSurveyOf(snapshot) || isSurveyDone(data) };
    const key = JSON.stringify(facts);
    if (key === last) return;
    last = key;
    modal.send({ type: 'survey.read', ...facts });
  });
  // The survey is read only once the modal could show (readsOnboardingSurvey): a signed-in
  // visitor's first two pages, or one who closed the modal, make no read and no work of it.
  let surveyStarted = false;
  const startSurveyWhenWanted = (snapshot: OnboardingModalSnapshot) => {
    if (surveyStarted || !readsOnboardingSurvey(snapshot)) return;
    surveyStarted = true;
    survey.start();
  };
  const wanted = modal.subscribe(startSurveyWhenWanted);
  startSurveyWhenWanted(modal.getSnapshot());
  return {
    modal,
    survey,
    stop: () => {
      wanted.unsubscribe();
      watch.unsubscribe();
      survey.stop();
      modal.stop();
    },
  };
}

/** What mount-promo-modals.tsx imports from this chunk. */
export interface OnboardingPart {
  startOnboarding: typeof startOnboarding;
  OnboardingSurveyDialog: typeof OnboardingSurveyDialog;
}

export const onboardingPart: OnboardingPart = { startOnboarding, OnboardingSurveyDialog };
