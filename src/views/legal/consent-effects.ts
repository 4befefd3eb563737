import { createActor } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { createConsentMachine } from '../../machines/consent/consent.machine';
import type { ConsentMachine } from '../../machines/consent/consent.machine';
import { appAnalyticsTags } from '../../platform/analytics-tags';
import { readItem, writeItem } from '../../platform/storage';

export type ConsentActor = ActorRefFrom<ConsentMachine>;

/** Where the visitor's answer to the cookie notice is kept: `accepted` or `declined`. */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

/** The consent machine's effects: the choice is kept in localStorage `cookieConsent`; the analytics tags start and stop with it. */
export function consentEffects() {
  return {
    remember: (_: unknown, { choice }: { choice: 'accepted' | 'declined' }) => void writeItem(CONSENT_STORAGE_KEY, choice),
    startTags: () => appAnalyticsTags().start(),
    stopTags: () => appAnalyticsTags().stop(),
  };
}

/** A started consent actor with the stored choice, remembering new ones in localStorage. */
export function createConsentActor(): ConsentActor {
  return createActor(createConsentMachine().provide({ actions: consentEffects() }), {
    input: { stored: readItem(CONSENT_STORAGE_KEY) },
  }).start();
}

let appConsent: ConsentActor | null = null;

/**
 * The app's one consent actor, built on first use (never while a module loads). The cookie
 * notice and the footer use it through `useConsentActor()`; the analytics reads
 * `analyticsAllowed(consentActor().getSnapshot())` and subscribes to it.
 */
export function consentActor(): ConsentActor {
  appConsent ??= createConsentActor();
  return appConsent;
}
