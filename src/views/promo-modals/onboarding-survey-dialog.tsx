import type { SyntheticEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { OnboardingModalActor } from '../../machines/promo-modals/onboarding-modal.machine';
import { isOnboardingModalOpen } from '../../machines/promo-modals/onboarding-modal.selectors';
import type { SurveyActor } from '../../machines/surveys/survey.machine';
import { SurveyForm } from '../surveys/survey-form';
import './promo-modals.css';

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

  let returnTo: Element | null = null;
  const show = (node: HTMLDialogElement | null) => {
    if (!node || node.open) return;
    returnTo = document.activeElement;
    node.showModal();
  };
  const close = () => {
    modal.send({ type: 'close' });
    if (returnTo instanceof HTMLElement) returnTo.focus({ preventScroll: true });
  };
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
  };

  return (
    <dialog
      id={ONBOARDING_SURVEY_DIALOG_ID}
      className="promo-dialog promo-dialog--survey"
      aria-labelledby={`${ONBOARDING_SURVEY_DIALOG_ID}-title`}
      aria-describedby={`${ONBOARDING_SURVEY_DIALOG_ID}-body`}
      ref={show}
      onCancel={onCancel}
    >
      <h2 id={`${ONBOARDING_SURVEY_DIALOG_ID}-title`} className="promo-dialog__title">
        {surveyText('onboarding.title')}
      </h2>
      <p id={`${ONBOARDING_SURVEY_DIALOG_ID}-body`} className="promo-dialog__body">
        {surveyText('onboarding.intro')}
      </p>
      <SurveyForm actor={survey} />
      <div className="promo-dialog__actions">
        <button type="button" className="button button--secondary" onClick={close}>
          {t('onboarding.later')}
        </button>
      </div>
    </dialog>
  );
}
