import type { ConsentChoice, ConsentSnapshot } from './consent.machine';

/**
 * Whether analytics and advertising tags may run: only once the visitor has accepted them. The
 * analytics reads this (and subscribes to the actor: a later "decline" turns them off).
 */
export function analyticsAllowed(snapshot: ConsentSnapshot): boolean {
  return snapshot.matches('accepted');
}

/** The visitor's current choice; null until they make one. */
export function consentChoiceOf(snapshot: ConsentSnapshot): ConsentChoice | null {
  if (snapshot.matches('accepted')) return 'accepted';
  if (snapshot.matches('declined')) return 'declined';
  return null;
}

/**
 * What the cookie notice shows: nothing; `asking` on a visit with no choice yet (accept or
 * decline, no close button: the question stays until answered); or `reviewing` after "Cookie
 * settings", with the current choice marked and a close button that keeps it.
 */
export type ConsentNotice = { mode: 'asking' } | { mode: 'reviewing'; choice: ConsentChoice } | null;

export function consentNoticeOf(snapshot: ConsentSnapshot): ConsentNotice {
  if (snapshot.matches('undecided')) return { mode: 'asking' };
  if (snapshot.matches({ accepted: 'reviewing' })) return { mode: 'reviewing', choice: 'accepted' };
  if (snapshot.matches({ declined: 'reviewing' })) return { mode: 'reviewing', choice: 'declined' };
  return null;
}
