import type { AuthSnapshot } from './auth.machine';

/**
 * What the views need to know about the sign-in state, read with useSelector. Each returns a
 * primitive, so a view re-renders only when its answer changes.
 */

/** Where the session is: the header, the account guard and the sign-in page decide from this. */
export type SessionPhase = 'checking' | 'signedOut' | 'loading' | 'ready' | 'failed' | 'signingOut';

export function sessionPhaseOf(snapshot: AuthSnapshot): SessionPhase {
  if (snapshot.matches('restoring')) return 'checking';
  if (snapshot.matches('signingOut')) return 'signingOut';
  if (snapshot.matches({ signedIn: 'ready' })) return 'ready';
  if (snapshot.matches({ signedIn: 'profileFailed' })) return 'failed';
  if (snapshot.matches('signedIn')) return 'loading';
  return 'signedOut';
}

export function isSignedIn(snapshot: AuthSnapshot): boolean {
  return snapshot.matches('signedIn') || snapshot.matches('signingOut');
}

/** The sign-in page's step: the phone number, or the code (also while a new code is on its way). */
export type SignInStep = 'phone' | 'code';

export function signInStepOf(snapshot: AuthSnapshot): SignInStep {
  if (snapshot.matches('codeStep')) return 'code';
  return snapshot.matches('requestingCode') && snapshot.context.codeSent !== null ? 'code' : 'phone';
}

/** A call of the sign-in form is in flight (its buttons wait). */
export function isSignInBusy(snapshot: AuthSnapshot): boolean {
  return snapshot.matches('requestingCode') || snapshot.matches({ codeStep: 'verifying' });
}
