import type { SessionEnd, SessionSnapshot } from './session.machine';

/**
 * What the header, the account pages and the sign-in page read of the session. Each returns a
 * primitive or a stored object, so a view re-renders only when its answer changes.
 */

/** Where the session is. */
export type SessionPhase = 'checking' | 'signedOut' | 'loading' | 'ready' | 'failed' | 'signingOut';

export function sessionPhaseOf(snapshot: SessionSnapshot): SessionPhase {
  // Over the server's first screen the page shows what the server drew: signed out (issue 23 §2).
  if (snapshot.matches('adopting')) return 'signedOut';
  if (snapshot.matches('restoring') || snapshot.matches('starting')) return 'checking';
  if (snapshot.matches('signingOut')) return 'signingOut';
  if (snapshot.matches({ signedIn: 'ready' })) return 'ready';
  if (snapshot.matches({ signedIn: 'profileFailed' })) return 'failed';
  if (snapshot.matches('signedIn')) return 'loading';
  return 'signedOut';
}

/** Signed in (also while signing out): the account pages stay; sign-in is not offered. */
export function isSignedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('signedIn') || snapshot.matches('signingOut');
}

/** A stored token is still being checked: where to send the user is not known yet. */
export function isSettling(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('restoring') || snapshot.matches('starting');
}

/** Why the user is signed out, for the sign-in page: 'expired' after a 401. */
export function signedOutBecause(snapshot: SessionSnapshot): SessionEnd | null {
  return snapshot.matches('signedOut') ? snapshot.context.ended : null;
}

/** Why the profile could not load, while the page offers a retry. */
export function profileProblemOf(snapshot: SessionSnapshot) {
  return snapshot.matches({ signedIn: 'profileFailed' }) ? snapshot.context.problem : null;
}

export function userOf(snapshot: SessionSnapshot) {
  return snapshot.context.user;
}

/** What the page lets the user do with the session now. */
export function sessionActionsOf(snapshot: SessionSnapshot) {
  const phase = sessionPhaseOf(snapshot);
  return {
    signOut: phase === 'ready' || phase === 'failed' || phase === 'loading',
    retryProfile: phase === 'failed',
  };
}
