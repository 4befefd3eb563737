import { createLazyRoute } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useAccountApi } from '../shared/account-api';
import { useLanguage } from '../shared/item-status';
import { SurveyScreen } from './survey-page';
import { onboardingSurveyLogic } from './surveys-effects';

/**
 * The onboarding survey as an account page (/account/onboarding-survey). The onboarding modal
 * shows the same SurveyScreen (or SurveyForm) over its own actor of `onboardingSurveyLogic`.
 */
export function OnboardingSurveyPage() {
  const api = useAccountApi();
  const language = useLanguage();
  const actor = useActorRef(onboardingSurveyLogic(api), { input: { appointmentId: null, language } });
  return <SurveyScreen actor={actor} kind="onboarding" />;
}

export const Route = createLazyRoute('/account/onboarding-survey')({ component: OnboardingSurveyPage });
