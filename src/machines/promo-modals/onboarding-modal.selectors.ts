import type { OnboardingModalSnapshot } from './onboarding-modal.machine';

/** Whether the page shows the onboarding survey dialog. */
export function isOnboardingModalOpen(snapshot: OnboardingModalSnapshot): boolean {
  return snapshot.matches('shown');
}
