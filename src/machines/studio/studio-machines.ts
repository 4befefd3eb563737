import type { AnyStateMachine } from 'xstate';
import { createCancellationMachine } from '../appointments/cancellation.machine';
import { createAccountDeletionMachine } from '../auth/account-deletion/account-deletion.machine';
import { createOtpChallengeMachine } from '../auth/otp-challenge/otp-challenge.machine';
import { createSessionMachine } from '../auth/session/session.machine';
import { createBookingMachine } from '../booking/booking.machine';
import { createCartMachine } from '../cart/cart.machine';
import { createCheckoutMachine } from '../checkout/checkout.machine';
import { createCodeClaimMachine } from '../code-claim/code-claim.machine';
import { createConsentMachine } from '../consent/consent.machine';
import { createContentItemMachine } from '../content-item/content-item.machine';
import { createContentListMachine } from '../content-list/content-list.machine';
import { createCopyMachine } from '../copy/copy.machine';
import { createCountdownMachine } from '../countdown/countdown.machine';
import { createCustomerVerificationMachine } from '../customer-verification/customer-verification.machine';
import { createDietQuizMachine } from '../diet-quiz/diet-quiz.machine';
import { createGeneTestDetailMachine } from '../gene-tests/gene-test-detail.machine';
import { createGeneTestProfilesMachine } from '../gene-tests/gene-test-profiles.machine';
import { createInactivityMachine } from '../inactivity/inactivity.machine';
import { createKidQuizResultsMachine } from '../kid-quiz/kid-quiz-results.machine';
import { createKidQuizMachine } from '../kid-quiz/kid-quiz.machine';
import { createLocationsMachine } from '../locations/locations.machine';
import { createNavigationMachine } from '../navigation/navigation.machine';
import { createOrderStatusMachine } from '../order-status/order-status.machine';
import { createProfileMachine } from '../profile/profile.machine';
import { createProgressBarMachine } from '../progress-bar/progress-bar.machine';
import { createKidQuizModalMachine } from '../promo-modals/kid-quiz-modal.machine';
import { createOnboardingModalMachine } from '../promo-modals/onboarding-modal.machine';
import { createSettingsMachine } from '../settings/settings.machine';
import { createSiteMenuMachine } from '../site-menu/site-menu.machine';
import { createOnboardingSurveyMachine, createPostConsultationSurveyMachine, createPreConsultationSurveyMachine } from '../surveys/survey.machine';

/**
 * Every machine of the product, for the statechart studio (/machines): each built from its real
 * definition (the factory the app calls), read by the kit (statechart-graph.ts). `slug` is its
 * address (/machines/<slug>) and the key of its name and purpose in the studio's texts; `flow` is
 * the page whose actor a studio tab can follow live (src/platform/studio-inspect.ts).
 * A new machine is added here (studio-machines.test.ts checks every *.machine.ts is listed).
 */
export interface StudioMachine {
  slug: string;
  /** The machine's folder under src/machines, for its README. */
  folder: string;
  create: () => AnyStateMachine;
  flow?: string;
}

export const STUDIO_MACHINES: readonly StudioMachine[] = [
  { slug: 'kid-quiz', folder: 'kid-quiz', create: createKidQuizMachine, flow: '/kid-quiz' },
  { slug: 'kid-quiz-results', folder: 'kid-quiz', create: createKidQuizResultsMachine },
  { slug: 'diet-quiz', folder: 'diet-quiz', create: createDietQuizMachine, flow: '/diet-quiz' },
  { slug: 'booking', folder: 'booking', create: createBookingMachine, flow: '/consultation' },
  { slug: 'otp-challenge', folder: 'auth/otp-challenge', create: createOtpChallengeMachine, flow: '/sign-in' },
  { slug: 'session', folder: 'auth/session', create: createSessionMachine },
  { slug: 'account-deletion', folder: 'auth/account-deletion', create: createAccountDeletionMachine },
  { slug: 'cancellation', folder: 'appointments', create: createCancellationMachine },
  { slug: 'cart', folder: 'cart', create: createCartMachine },
  { slug: 'checkout', folder: 'checkout', create: createCheckoutMachine },
  { slug: 'code-claim', folder: 'code-claim', create: createCodeClaimMachine },
  { slug: 'locations', folder: 'locations', create: createLocationsMachine },
  { slug: 'order-status', folder: 'order-status', create: createOrderStatusMachine },
  { slug: 'customer-verification', folder: 'customer-verification', create: createCustomerVerificationMachine },
  { slug: 'profile', folder: 'profile', create: createProfileMachine },
  { slug: 'gene-test-profiles', folder: 'gene-tests', create: createGeneTestProfilesMachine },
  { slug: 'gene-test-detail', folder: 'gene-tests', create: createGeneTestDetailMachine },
  { slug: 'pre-consultation-survey', folder: 'surveys', create: createPreConsultationSurveyMachine },
  { slug: 'post-consultation-survey', folder: 'surveys', create: createPostConsultationSurveyMachine },
  { slug: 'onboarding-survey', folder: 'surveys', create: createOnboardingSurveyMachine },
  { slug: 'content-item', folder: 'content-item', create: () => createContentItemMachine() },
  { slug: 'content-list', folder: 'content-list', create: () => createContentListMachine() },
  { slug: 'consent', folder: 'consent', create: createConsentMachine },
  { slug: 'kid-quiz-modal', folder: 'promo-modals', create: createKidQuizModalMachine },
  { slug: 'onboarding-modal', folder: 'promo-modals', create: createOnboardingModalMachine },
  { slug: 'countdown', folder: 'countdown', create: createCountdownMachine },
  { slug: 'inactivity', folder: 'inactivity', create: createInactivityMachine },
  { slug: 'copy', folder: 'copy', create: createCopyMachine },
  { slug: 'navigation', folder: 'navigation', create: createNavigationMachine },
  { slug: 'progress-bar', folder: 'progress-bar', create: createProgressBarMachine },
  { slug: 'settings', folder: 'settings', create: createSettingsMachine },
  { slug: 'site-menu', folder: 'site-menu', create: createSiteMenuMachine },
];

export function studioMachineBySlug(slug: string): StudioMachine | undefined {
  return STUDIO_MACHINES.find((machine) => machine.slug === slug);
}
