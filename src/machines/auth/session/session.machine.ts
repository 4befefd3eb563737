import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { UserProfile } from '../../../api/contract/user-profile';
import { toCallProblem } from '../../calls/call-problem';
import { notSupplied } from '../../calls/not-supplied';
import { callState } from '../../calls/call-state';
import type { CallProblem } from '../../calls/call-problem';

/**
 * The signed-in session (spec §4 "Sign-in: the returned key is stored as the auth token.
 * Sign-out clears the token from local storage and resets the authentication state. A 401
 * response from any call triggers sign-out", §6). Apart from the sign-in form: the form is an
 * OTP challenge (../otp-challenge) whose verified token starts a session here.
 *
 *   starting → signedOut | restoring (a stored token is checked: token login)
 *            | adopting ──session.resume──▶ restoring (a stored token, over a first screen)
 *   signedOut ──session.start──▶ signedIn.merging → loadingProfile → ready | profileFailed
 *   signedIn ──session.signOut──▶ signingOut → signedOut
 *   restoring, signedIn, signingOut ──session.unauthorized (any 401)──▶ signedOut, "expired"
 *
 * Over a first screen the server drew (always signed out: it sees no token), the app's first
 * render must draw the same thing (issue 23 §2: else React draws header, main and footer anew).
 * So a stored token waits in `adopting`, which shows signed out and keeps the token for the
 * API's calls, until the app has taken the screen over (`session.resume`); then the token is
 * checked as usual and the header follows in the next render.
 *
 * The edge supplies the calls (`merge`, `loadProfile`, `signOut`: Portal API calls sent with the
 * token of this context, which the API session reads) and the effects: `persistToken` /
 * `forgetToken` (localStorage `authToken`) and `sessionChanged` (the router re-checks the page
 * the user is on: a signed-out user leaves the account pages, a signed-in one leaves sign-in).
 */

export interface SessionInput {
  /** The stored `authToken`, or null. */
  token: string | null;
  /** The app is adopting a first screen the server drew signed out: a stored token waits for `session.resume`. */
  overFirstScreen?: boolean;
}

/** Why the last session ended: the sign-in page says so. */
export type SessionEnd = 'expired' | 'signedOut';

export interface SessionContext {
  /** The auth token while signed in (and the stored one while it is checked). */
  token: string | null;
  user: UserProfile | null;
  /** Why the profile could not load (shown while it failed). */
  problem: CallProblem | null;
  ended: SessionEnd | null;
  /** Set from the input: a stored token waits until the first screen is taken over. */
  overFirstScreen: boolean;
}

export type SessionEvent =
  /** The app has taken over the first screen the server drew: a waiting stored token is checked now. */
  | { type: 'session.resume' }
  /** A code was verified: the token the server answered. */
  | { type: 'session.start'; token: string }
  | { type: 'profile.retry' }
  /** The profile was changed elsewhere (profile edit, phone-number change). */
  | { type: 'user.updated'; user: UserProfile }
  | { type: 'session.signOut' }
  /**
   * The account was deleted (its check was the deletion itself): its tokens no longer exist on the
   * server, so the session ends here without asking the server to revoke one (issue 23 §14).
   */
  | { type: 'session.accountDeleted' }
  /** Sent by the API client for every 401. */
  | { type: 'session.unauthorized' };


const ended = (why: SessionEnd) => ({ token: null, user: null, problem: null, ended: why });

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
export function createSessionMachine() {
  return setup({
    types: {
      context: {} as SessionContext,
      events: {} as SessionEvent,
      input: {} as SessionInput,
    },
    actors: {
      merge: fromPromise<unknown>(notSupplied('merge')),
      loadProfile: fromPromise<UserProfile>(notSupplied('loadProfile')),
      signOut: fromPromise<unknown>(notSupplied('signOut')),
    },
    guards: {
      hasStoredToken: ({ context }) => context.token !== null,
      waitsForTakeOver: ({ context }) => context.token !== null && context.overFirstScreen,
    },
    actions: {
      // Placeholders: the edge supplies them.
      persistToken: (_, _params: { token: string }) => {},
      forgetToken: () => {},
      sessionChanged: () => {},

      start: assign((_, params: { token: string }) => ({ token: params.token, user: null, problem: null, ended: null })),
      expire: assign(ended('expired')),
      end: assign(ended('signedOut')),
      storeUser: assign((_, params: { user: UserProfile }) => ({ user: params.user })),
      setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
    },
  }).createMachine({
    id: 'session',
    context: ({ input }) => ({ token: input.token || null, user: null, problem: null, ended: null, overFirstScreen: input.overFirstScreen === true }),
    initial: 'starting',
    states: {
      starting: {
        always: [{ guard: 'waitsForTakeOver', target: 'adopting' }, { guard: 'hasStoredToken', target: 'restoring' }, { target: 'signedOut' }],
      },
      adopting: {
        description: 'The app adopts the first screen the server drew signed out: it shows signed out, the stored token waits (the API’s calls still carry it).',
        on: {
          'session.resume': { target: 'restoring' },
          'session.unauthorized': { target: 'signedOut', actions: ['forgetToken', 'expire'] },
        },
      },
      signedOut: {
        description: 'Anonymous: the visitor is known by the browser’s client id.',
        entry: 'sessionChanged',
        on: {
          'session.start': {
            target: 'signedIn',
            actions: [
              { type: 'start', params: ({ event }) => ({ token: event.token }) },
              { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
            ],
          },
        },
      },
      restoring: {
        description: 'Token login: the stored token is checked by loading the profile (GET /user-profile/).',
        on: { 'session.unauthorized': { target: 'signedOut', actions: ['forgetToken', 'expire'] } },
        // A refused token (401) reaches this machine as session.unauthorized first, from the API
        // client. Any other failure (offline, say) keeps the token: the profile can be tried again.
        ...callState({ id: 'tokenLogin', src: 'loadProfile', done: 'signedIn.ready', store: 'storeUser', as: 'user', failed: 'signedIn.profileFailed' }),
      },
      signedIn: {
        entry: 'sessionChanged',
        on: {
          'session.signOut': { target: 'signingOut' },
          'session.accountDeleted': { target: 'signedOut', actions: ['forgetToken', 'end'] },
          'session.unauthorized': { target: 'signedOut', actions: ['forgetToken', 'expire'] },
        },
        initial: 'merging',
        states: {
          merging: {
            description: 'POST /anonymous-user/merge/: what the anonymous user made moves to the account. Best effort.',
            invoke: { id: 'merge', src: 'merge', onDone: 'loadingProfile', onError: 'loadingProfile' },
          },
          loadingProfile: callState({ src: 'loadProfile', done: 'ready', store: 'storeUser', as: 'user', failed: 'profileFailed' }),
          ready: {
            on: { 'user.updated': { actions: { type: 'storeUser', params: ({ event }) => ({ user: event.user }) } } },
          },
          profileFailed: {
            on: { 'profile.retry': 'loadingProfile' },
          },
        },
      },
      signingOut: {
        description: 'POST /mobile-auth/signout/ revokes the token; whatever the answer, it is then forgotten here.',
        on: { 'session.unauthorized': { target: 'signedOut', actions: ['forgetToken', 'end'] } },
        invoke: {
          id: 'signOut',
          src: 'signOut',
          onDone: { target: 'signedOut', actions: ['forgetToken', 'end'] },
          onError: { target: 'signedOut', actions: ['forgetToken', 'end'] },
        },
      },
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createSessionMachine()` (no instance at module load). */
export type SessionMachine = ReturnType<typeof createSessionMachine>;

export type SessionSnapshot = SnapshotFrom<SessionMachine>;
