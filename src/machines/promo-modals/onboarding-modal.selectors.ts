import { ONBOARDING_MODAL_ACCESS_LIMIT, ONBOARDING_MODAL_CLOSE_LIMIT } from './onboarding-modal.machine';
import type { OnboardingModalSnapshot } from './onboarding-modal.machine';

/** Whether the page shows the onboarding survey dialog. */
export function isOnboardingModalOpen(snapshot: OnboardingModalSnapshot): boolean {
  return snapshot.matches('shown');
}

/**
 * Whether the onboarding survey is worth reading: once read, the modal could show (the access
 * count has reached its limit, and the modal is neither closed for this browser session nor closed
 * too often). Before then the survey is not read at all (src/views/promo-modals/onboarding.tsx): a
 * signed-in visitor's first two pages, or a visitor who closed the modal, cost no read and no work.
 */
export function readsOnboardingSurvey(snapshot: OnboardingModalSnapshot): boolean {
  const { accessCount, closeCount, closedInSession } = snapshot.context;
  return accessCount >= ONBOARDING_MODAL_ACCESS_LIMIT && closeCount < ONBOARDING_MODAL_CLOSE_LIMIT && !closedInSession;
}
