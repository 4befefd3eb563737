import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { OnboardingModalActor } from '../../machines/promo-modals/onboarding-modal.machine';
import { isOnboardingModalOpen } from '../../machines/promo-modals/onboarding-modal.selectors';
import type { SurveyActor } from '../../machines/surveys/survey.machine';
import { SurveyForm } from '../surveys/survey-form';
import { PromoDialog } from './promo-dialog';

export const ONBOARDING_SURVEY_DIALOG_ID = 'onboarding-survey-modal';

/**
 * The onboarding survey modal (src/machines/promo-modals/onboarding-modal.machine.ts): a native
 * modal <dialog> (page inert, Escape closes through its `cancel`, focus moved in and given back)
 * holding the onboarding survey's own form, driven by the onboarding survey's machine. Every
 * close (button, Escape) is the modal machine's `close` (the close count and the session flag).
 */
export function OnboardingSurveyDialog({ modal, survey }: { modal: OnboardingModalActor; survey: SurveyActor }) {
  const { t } = useTranslation('promo-modals');
  const { t: surveyText } = useTranslation('surveys');
  const open = useSelector(modal, isOnboardingModalOpen);
  if (!open) return null;

  return (
    <PromoDialog
      id={ONBOARDING_SURVEY_DIALOG_ID}
      className="promo-dialog promo-dialog--survey"
      title={surveyText('onboarding.title')}
      body={surveyText('onboarding.intro')}
      modal={modal}
      closeLabel={t('onboarding.later')}
    >
      <SurveyForm actor={survey} />
    </PromoDialog>
  );
}
