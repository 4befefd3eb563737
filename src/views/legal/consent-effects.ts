import { createActor } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { createConsentMachine } from '../../machines/consent/consent.machine';
import type { ConsentMachine } from '../../machines/consent/consent.machine';
import { startAnalyticsTags, stopAnalyticsTags } from '../../platform/analytics-consent';
import { readItem, writeItem } from '../../platform/storage';
import { getCookie, setCookie } from '../../platform/cookies';
import { CONSENT_COOKIE } from '../../api/contract/first-screen';

export type ConsentActor = ActorRefFrom<ConsentMachine>;

/** Where the visitor's answer to the cookie notice is kept: `accepted` or `declined`. */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

/**
 * The choice is mirrored in the `cookieConsent` cookie (365 days), so the server leaves the notice
 * out of the first screen it draws for a visitor who has answered (src/entry-server.tsx).
 */
function mirror(choice: unknown): void {
  if ((choice === 'accepted' || choice === 'declined') && getCookie(CONSENT_COOKIE) !== choice) setCookie(CONSENT_COOKIE, choice);
}

/** The consent machine's effects: the choice is kept in localStorage `cookieConsent` (and its cookie); the analytics tags start and stop with it. */
export function consentEffects() {
  return {
    remember: (_: unknown, { choice }: { choice: 'accepted' | 'declined' }) => {
      writeItem(CONSENT_STORAGE_KEY, choice);
      mirror(choice);
    },
    // The tags' code loads when they start (src/platform/analytics-consent.ts).
    startTags: () => startAnalyticsTags(),
    stopTags: () => stopAnalyticsTags(),
  };
}

/**
 * A started consent actor with the stored choice, remembering new ones in localStorage: the app's
 * one, made with the other app-wide actors (src/start.tsx) and read with `useAppActors().consent`.
 */
export function createConsentActor(): ConsentActor {
  const stored = readItem(CONSENT_STORAGE_KEY);
  // A choice made before the cookie existed gets its cookie now.
  mirror(stored);
  return createActor(createConsentMachine().provide({ actions: consentEffects() }), {
    input: { stored },
  }).start();
}

